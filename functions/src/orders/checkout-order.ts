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
  taxOfCents,
  type Address,
  type CartLine,
  type CartProduct,
  type OrderDoc,
  type OrderLineDoc,
  type PaymentMethod,
  type PriceListDoc,
  type ReverseCharge,
  type ProductDoc,
} from '@toolshop/domain';
import type { Timestamp, WriteBatch } from 'firebase-admin/firestore';
import type { Caller } from '../platform/caller';
import { Refusal, invalid } from '../platform/refusal';
import { reservationEnd } from '../order-moves';
import { countOrder, type CountedQuota, type QuotaVersion } from './order-quota';
import { orderPriceFields, priceCheckout, type CheckoutPricing } from '../shipping';
import type { StoredZone } from '../shipping';
import { shippedTo } from './shipped-to';
import { assertFitsAccount, type CompanyVersion } from '../trade';

/** 409 naming each line that cannot be ordered: `{ message, lines: [{ productId, problems }] }`. */
export class CheckoutRefused extends Refusal {
  constructor(readonly lines: { productId: string; problems: string[] }[]) {
    super('conflict', apiMessages.checkoutLinesRefused);
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
  /** A quote accepted: each line at its quoted unit price (no price list, no break on top), and its shipping. */
  quoted?: QuotedPrices | undefined;
  /** One more write of the order's own commit (a quote turning into this order, under the quote's precondition). */
  alsoCommit?: ((batch: WriteBatch, order: { id: string; number: number | undefined }) => void) | undefined;
}

/** What a quote fixed: unit prices by product id, and the shipping (null: the zone's). */
export interface QuotedPrices {
  unitPricesCents: Record<string, number>;
  shippingCents: number | null;
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
    reverseCharge,
  }: {
    zone: StoredZone;
    country: string;
    priceList: PriceListDoc | undefined;
    /** Zero-rated by reverse charge (vat/reverse-charge-check.ts), or null: VAT charged. */
    reverseCharge: ReverseCharge | null;
    account: { onAccount: boolean; longOverdue: boolean; companyId: string | undefined };
  },
  now: Date,
): { order: OrderDoc; quotaAfter: CountedQuota } {
  const productOf = (id: string): CartProduct | undefined => atQuotedPrice(read.products.get(id)?.doc, id, input);
  const pricing = withQuotedShipping(
    priceCheckout(
      { zone, country },
      input.lines,
      productOf,
      input.shippingMethod,
      input.quoted ? undefined : priceList,
      reverseCharge,
    ),
    zone,
    input.quoted,
  );
  const quote = pricing.cart;
  const refused = cartLineProblems(quote);
  if (refused.length) throw new CheckoutRefused(refused);
  const totalProblem = orderTotalProblem(pricing.amountCents);
  if (totalProblem) throw invalid(totalProblem, { lines: totalProblem });
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
    // A trade buyer's price below the list price: the emails and the invoice mark it "Your trade price".
    ...(line!.unitPriceCents < line!.listUnitPriceCents ? { listUnitPriceCents: line!.listUnitPriceCents } : {}),
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
    // Its search keys come with its number (numberedOrder), once the order is acceptable.
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

/** The product at the quote's unit price for every quantity, its stock and quantity rules as they are. */
function atQuotedPrice(doc: ProductDoc | undefined, id: string, input: Placement): CartProduct | undefined {
  const quotedCents = input.quoted?.unitPricesCents[id];
  if (!doc || quotedCents === undefined) return doc;
  return { ...doc, priceCents: quotedCents, priceBreaks: undefined };
}

/** The quote's shipping in place of the zone's, taxed as the zone taxes shipping. */
function withQuotedShipping(pricing: CheckoutPricing, zone: StoredZone, quoted: QuotedPrices | undefined) {
  if (quoted?.shippingCents === null || quoted?.shippingCents === undefined) return pricing;
  const shippingCents = quoted.shippingCents;
  const taxCents = taxOfCents(pricing.taxRate, pricing.goodsCents + (zone.zone.taxShipping ? shippingCents : 0));
  return {
    ...pricing,
    shippingMethod: { ...pricing.shippingMethod, priceCents: shippingCents },
    shippingCents,
    taxCents,
    amountCents: pricing.goodsCents + shippingCents + taxCents,
  };
}

/**
 * The order with its readable number and its search keys: Manage All Order finds it by its id, number, customer's
 * email, each product's name and SKU (order-search.ts).
 */
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
