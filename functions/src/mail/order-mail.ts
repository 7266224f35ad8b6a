// The emails an order's life sends: to its customer at every step (placed, paid, confirmed, shipped, refunded,
// expired, cancelled) and to the admins when a paid order waits for their confirmation. Built from the order as
// the step leaves it, with links back to the shop.
import {
  formatCents,
  REVERSE_CHARGE_NOTE,
  orderLinesOf,
  orderNumberLabel,
  orderStatusLabel,
  trackingUrl,
  type MailDoc,
  type OrderDoc,
  type OrderTransition,
} from '@toolshop/domain';
import { millisOf } from '../platform/millis-of';
import type { MailSettings } from './mail-settings';
import type { MailTemplate } from './mail-template';
import { renderMail } from './render-mail';
import { orderPlaced } from './templates/order-placed';
import { paymentReceived } from './templates/payment-received';
import { orderConfirmed } from './templates/order-confirmed';
import { orderShipped } from './templates/order-shipped';
import { orderRefunded } from './templates/order-refunded';
import { orderExpired } from './templates/order-expired';
import { orderCancelled } from './templates/order-cancelled';
import { adminPaidOrder } from './templates/admin-paid-order';
import { orderApproved } from './templates/order-approved';
import { orderRejected } from './templates/order-rejected';
import { approvalRequested } from './templates/approval-requested';
import { orderAwaitingApproval } from './templates/order-awaiting-approval';

const customerTemplates: Record<OrderTransition, MailTemplate> = {
  pay: paymentReceived,
  confirm: orderConfirmed,
  ship: orderShipped,
  refund: orderRefunded,
  expire: orderExpired,
  cancel: orderCancelled,
  approve: orderApproved,
  reject: orderRejected,
};

/** The customer's page of orders, and the admins'. */
export const ORDER_PAGES = { customer: '/dashboard/myOrder', admin: '/dashboard/manageAllOrder' } as const;

/** "Mon, 23 Nov 2026 14:30:00 UTC": one zone for every reader, named. */
function utcTime(millis: number): string {
  return new Date(millis).toUTCString().replace('GMT', 'UTC');
}

/** A checkout order's goods, shipping and tax, as the email's summary lists them above the total; else null. */
function priceBreakdown(order: OrderDoc) {
  if (order.subtotalCents === undefined) return null;
  return {
    subtotal: formatCents(order.subtotalCents),
    shippingMethod: order.shippingMethod?.name ?? '',
    shipping: formatCents(order.shippingCents ?? 0),
    taxRate: `${+((order.taxRate ?? 0) * 100).toFixed(2)}%`,
    tax: formatCents(order.taxCents ?? 0),
  };
}

function orderData(settings: MailSettings, orderId: string, order: OrderDoc, page: string, reason?: string | null) {
  const lines = orderLinesOf(order).map((line) => ({
    productName: line.productName,
    sku: line.sku ?? null,
    quantity: line.quantity,
    unitPrice: formatCents(line.unitPriceCents),
    amount: formatCents(line.amountCents),
    // A trade buyer's line: marked as their price, beside the list price.
    tradeListPrice: line.listUnitPriceCents ? formatCents(line.listUnitPriceCents) : null,
  }));
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    shopName: settings.shopName,
    siteUrl: settings.siteUrl,
    order: {
      id: orderId,
      // How every screen names the order (#100001); the id stays beside it in the summary.
      number: orderNumberLabel(orderId, order.number),
      status: orderStatusLabel(order.status),
      productName: order.productName,
      // The one line's part number, shown beside the product of a one-line order.
      sku: lines.length === 1 ? lines[0]!.sku : null,
      quantity: order.quantity,
      // Every line with its quantity and price; the summary's single product is the one line of a SPEC order.
      multiLine: lines.length > 1 || order.subtotalCents !== undefined,
      lines,
      breakdown: priceBreakdown(order),
      goods:
        lines.length > 1 ? `${lines.length} products (${pieces} pieces)` : `${order.quantity} x ${order.productName}`,
      unitPrice: formatCents(order.unitPriceCents),
      total: formatCents(order.amountCents),
      link: `${settings.siteUrl}${page}`,
      payLink: `${settings.siteUrl}/payment/${encodeURIComponent(orderId)}`,
      invoiceNumber: order.invoiceNumber ?? null,
      poNumber: order.poNumber ?? null,
      // Zero-rated: the order states why, with both VAT IDs, as its invoice does.
      reverseCharge: order.reverseCharge ? { note: REVERSE_CHARGE_NOTE, ...order.reverseCharge } : null,
      // An order on account: paid by its invoice, due on this day (its emails say so instead of a card payment).
      onAccount: order.paymentMethod === 'account',
      dueDate: order.dueAt ? new Date(millisOf(order.dueAt)).toISOString().slice(0, 10) : null,
      // The PDF answers its owner signed in (a bearer token), which a mail client has not: the link opens the
      // order's page, whose Download invoice fetches it signed in.
      invoiceLink: `${settings.siteUrl}/payment/${encodeURIComponent(orderId)}`,
      deadline: utcTime(millisOf(order.expiresAt)),
      carrier: order.carrier ?? '',
      trackingNumber: order.trackingNumber ?? '',
      // The carrier's tracking page, for the carriers the ship dialog offers (domain's SHIPPING_CARRIERS).
      trackingLink: order.carrier && order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null,
      reason: reason ?? null,
      customerEmail: order.email,
      address: order.address,
      mobile: order.mobile,
    },
  };
}

export function orderPlacedMail(settings: MailSettings, orderId: string, order: OrderDoc): MailDoc {
  return {
    to: [order.email],
    message: renderMail(orderPlaced, orderData(settings, orderId, order, ORDER_PAGES.customer)),
  };
}

/** The customer's email for a move; `order` is the order as the move leaves it. */
export function orderMovedMail(
  settings: MailSettings,
  orderId: string,
  order: OrderDoc,
  transition: OrderTransition,
  reason?: string | null,
): MailDoc {
  const data = orderData(settings, orderId, order, ORDER_PAGES.customer, reason);
  return { to: [order.email], message: renderMail(customerTemplates[transition], data) };
}

/** The company admins' request to approve a buyer's order over its limit (every admin but the buyer). */
export function approvalRequestMail(settings: MailSettings, orderId: string, order: OrderDoc, to: string[]): MailDoc {
  const data = {
    ...orderData(settings, orderId, order, ORDER_PAGES.customer),
    limit: formatCents(order.approval?.limitCents ?? 0),
    approvalsLink: `${settings.siteUrl}/trade#approvals`,
  };
  return { to, message: renderMail(approvalRequested, data) };
}

/** The buyer's notice that its order over its limit waits, naming the admins who may approve it. */
export function awaitingApprovalMail(
  settings: MailSettings,
  orderId: string,
  order: OrderDoc,
  approvers: string[],
): MailDoc {
  const data = {
    ...orderData(settings, orderId, order, ORDER_PAGES.customer),
    limit: formatCents(order.approval?.limitCents ?? 0),
    approvers: approvers.join(', '),
  };
  return { to: [order.email], message: renderMail(orderAwaitingApproval, data) };
}

/** The admins' notice of a paid order; `admins` says who gets it (admin-recipients.ts). */
export function paidOrderNotice(
  settings: MailSettings,
  orderId: string,
  order: OrderDoc,
  admins: Pick<MailDoc, 'to' | 'toUids'>,
): MailDoc {
  return { ...admins, message: renderMail(adminPaidOrder, orderData(settings, orderId, order, ORDER_PAGES.admin)) };
}
