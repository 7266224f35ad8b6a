// The order document a checkout attempt places, from the versions it read: every line quoted by the one domain
// quote and refused together (409), the order's total checked, shipping and tax from the zone, the account's credit
// checked for an order on account, the quota counted last; and the readable number it is given once acceptable.
// What checkout.ts quotes and commits against (Read) and what every placing call gives it (Placement) live here too.
import {
  apiMessages,
  cartLineProblems,
  orderProductNames,
  orderSearchKeys,
  orderSkus,
  orderSummaryFields,
  orderTotalProblem,
  type Address,
  type CartLine,
  type CartProduct,
  type OrderDoc,
  type OrderLineDoc,
  type PaymentMethod,
  type PriceListDoc,
  type ProductDoc,
} from '@toolshop/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/http-error';
import { reservationEnd } from './reservation';
import { countOrder, type CountedQuota, type QuotaVersion } from './order-quota';
import { orderPriceFields, priceCheckout } from '../shipping/checkout-pricing';
import type { StoredZone } from '../shipping/stored-zone';
import { shippedTo } from './shipped-to';
import { assertFitsAccount, type CompanyVersion } from '../trade/account-checkout';

/** 409 naming each line that cannot be ordered: `{ message, lines: [{ productId, problems }] }`. */
export class CheckoutRefused extends HttpError {
  constructor(readonly lines: { productId: string; problems: string[] }[]) {
    super(409, apiMessages.checkoutLinesRefused);
  }
}

/** A product as one version of it, with that version's update time (the commit's precondition). */
export interface ProductVersion {
  doc: ProductDoc;
  updateTime: Timestamp;
}

/** The versions an attempt quotes and commits against; a product without a version does not exist. */
export interface Read {
  products: Map<string, ProductVersion | undefined>;
  quota: QuotaVersion;
  /** An order on account: the company whose credit it draws on, as read with the rest. */
  company?: CompanyVersion | undefined;
}

/** What an order is placed with, whichever call places it. */
export interface Placement {
  lines: CartLine[];
  mobile: string;
  /** Where it ships. Absent (a client written to SPEC §7): priced for the shop's home country, and marked so. */
  shippingAddress?: Address | undefined;
  /** The zone's method by id; the cheapest when left out. */
  shippingMethod?: string | undefined;
  /** The one-line address of an order without a structured one (SPEC's free text, or ''). */
  addressLine?: string | undefined;
  /** An order placed outside the cart (POST /order): the customer's cart is left as it is. */
  keepCart?: boolean | undefined;
  /** Card (the default: the order waits unpaid for it) or the company's account (paid at once, invoice due later). */
  paymentMethod?: PaymentMethod | undefined;
  poNumber?: string | undefined;
}

/** The order these versions make, or the refusal: every line's problems (409), the quota's, the total's (400). */
export function orderFrom(
  read: Read,
  caller: Caller,
  input: Placement,
  {
    zone,
    country,
    priceList,
    account,
  }: {
    zone: StoredZone;
    country: string;
    priceList: PriceListDoc | undefined;
    account: { onAccount: boolean; longOverdue: boolean; companyId: string | undefined };
  },
  now: Date,
  orderId: string,
): { order: OrderDoc; quotaAfter: CountedQuota } {
  const productOf = (id: string): CartProduct | undefined => read.products.get(id)?.doc;
  const pricing = priceCheckout({ zone, country }, input.lines, productOf, input.shippingMethod, priceList);
  const quote = pricing.cart;
  const refused = cartLineProblems(quote);
  if (refused.length) throw new CheckoutRefused(refused);
  const totalProblem = orderTotalProblem(pricing.amountCents);
  if (totalProblem) throw new HttpError(400, totalProblem, { lines: totalProblem });
  const price = orderPriceFields(pricing);
  // On account only within the company's credit as just read (the commit holds it to that version).
  if (account.onAccount) assertFitsAccount(read.company, pricing.amountCents, account.longOverdue);

  const lines: OrderLineDoc[] = quote.lines.map(({ productId, quantity, product, quote: line }) => ({
    productId,
    productName: product!.name,
    picture: product!.picture,
    quantity,
    unitPriceCents: line!.unitPriceCents,
    amountCents: line!.amountCents,
    priceBreak: line!.priceBreak,
    // The part number as the product has it now: an order keeps what it was placed under, as it keeps the name.
    ...(product!.sku ? { sku: product!.sku } : {}),
  }));
  // Counted last: an order refused for its lines uses no quota.
  const quotaAfter = countOrder(read.quota.doc, caller.uid, now);
  const order: OrderDoc = {
    uid: caller.uid,
    email: caller.email,
    lines,
    productNames: orderProductNames(lines),
    // Manage All Order finds it by its id, its customer's email, each product's name and SKU (order-search.ts).
    searchKeys: orderSearchKeys({
      id: orderId,
      email: caller.email,
      productNames: orderProductNames(lines),
      skus: orderSkus(lines),
    }),
    ...orderSummaryFields(lines, price.shippingCents + price.taxCents),
    ...price,
    ...shippedTo(input, country),
    mobile: input.mobile,
    ...(account.onAccount ? { paymentMethod: 'account' as const } : {}),
    ...(account.companyId ? { companyId: account.companyId } : {}),
    ...(input.poNumber ? { poNumber: input.poNumber } : {}),
    status: 'unpaid',
    transactionId: null,
    createdAt: now,
    expiresAt: reservationEnd(now),
    paymentIntentId: null,
    paidAt: null,
    confirmedAt: null,
    confirmedBy: null,
  };
  return { order, quotaAfter };
}

/** The order with its readable number, findable by it in Manage All Order's search. */
export function numberedOrder(order: OrderDoc, id: string, number: number): OrderDoc {
  const searchKeys = orderSearchKeys({
    id,
    email: order.email,
    productNames: order.productNames ?? [],
    skus: orderSkus(order.lines ?? []),
    number,
  });
  return { ...order, number, searchKeys };
}
