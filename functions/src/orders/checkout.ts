// POST /api/checkout: several products, one order. Each attempt reads every product of the order (sorted by id),
// the customer's order quota and their cart, quotes every line with the one domain quote (cart.ts: quoteQuantity
// per line: minimum, pack size, maximum, stock, price breaks), and commits the order, every product's new stock,
// the quota, the cart without what was bought and the "order placed" email in ONE atomic commit, each document
// under an update-time precondition naming the version read. So a checkout reserves all of its lines or none:
// if any product changed since it was read (another customer ordered it), the whole commit fails and the
// checkout reads again and re-quotes. No document is locked while a customer waits, so two checkouts that list
// the same products in any order can never deadlock (docs/decisions/0019, and decision 6 for this optimistic
// form). A line that cannot be ordered refuses the whole order with 409, naming each failing line; a checkout
// counts once against the order rate limit and the unpaid-orders limit (order-quota.ts). The expiry task is
// queued by the trigger on the order's creation, as for any order (order-expiry.ts). The order is priced with
// shipping and tax by the zone serving its address (shipping/checkout-pricing.ts, the quote's own pricing): it
// stores subtotal, method, shipping, rate and tax, and `amountCents` is their total, what the payment charges.
import {
  apiMessages,
  cartLineProblems,
  collections,
  formatAddressLine,
  orderProductNames,
  orderSearchKeys,
  orderSummaryFields,
  orderTotalProblem,
  type CartLine,
  type CartProduct,
  type CheckoutInput,
  type OrderDoc,
  type OrderLineDoc,
  type ProductDoc,
} from '@toolshop/domain';
import type { DocumentReference, DocumentSnapshot, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/http-error';
import { rateLimitRef } from '../http/rate-limit';
import { isLostRace } from '../platform/firestore-errors';
import { reservationEnd } from './reservation';
import { countOrder, writeCountedQuota, type CountedQuota, type QuotaVersion } from './order-quota';
import { mailSettings } from '../mail/mail-settings';
import { orderPlacedMail } from '../mail/order-mail';
import { queueMail } from '../mail/outbox';
import { MAX_COMMIT_ATTEMPTS, pauseBeforeRetry } from './lost-race-retry';
import { assertZoneHasMethod, orderPriceFields, priceCheckout } from '../shipping/checkout-pricing';
import { zoneServing, type StoredZone } from '../shipping/stored-zone';

/** 409 naming each line that cannot be ordered: `{ message, lines: [{ productId, problems }] }`. */
export class CheckoutRefused extends HttpError {
  constructor(readonly lines: { productId: string; problems: string[] }[]) {
    super(409, apiMessages.checkoutLinesRefused);
  }
}

/** The customer's cart document as the web writes it (carts/{uid}). */
interface CartDoc {
  lines?: CartLine[];
}

interface Read {
  products: Map<string, { ref: DocumentReference; snapshot: DocumentSnapshot }>;
  quota: QuotaVersion;
  cart: DocumentSnapshot;
}

export interface PlacedCheckout {
  orderId: string;
  order: OrderDoc;
}

export async function checkout(deps: Deps, caller: Caller, input: CheckoutInput): Promise<PlacedCheckout> {
  const productsRef = deps.db.collection(collections.products);
  // A canonical order of reads: the same for every checkout, whatever order its customer listed the lines in.
  const productRefs = [...new Set(input.lines.map((line) => line.productId))].sort().map((id) => productsRef.doc(id));
  const quotaRef = rateLimitRef(deps.db, 'order', caller.uid);
  const cartRef = deps.db.collection(collections.carts).doc(caller.uid);
  const orderRef = deps.db.collection(collections.orders).doc();
  const readDocuments = () => deps.db.getAll(...productRefs, quotaRef, cartRef);
  // The zone and the first versions are read at once; a country no zone serves (409) or a method the zone lacks
  // (400) is refused before any line is looked at.
  const [zone, firstRead] = await Promise.all([zoneServing(deps.db, input.shippingAddress.country), readDocuments()]);
  assertZoneHasMethod(zone, input.shippingMethod);

  for (let attempt = 1; attempt <= MAX_COMMIT_ATTEMPTS; attempt++) {
    const snapshots = attempt === 1 ? firstRead : await readDocuments();
    const read: Read = {
      products: new Map(productRefs.map((ref, index) => [ref.id, { ref, snapshot: snapshots[index]! }])),
      quota: {
        doc: snapshots[productRefs.length]!.data() as QuotaVersion['doc'],
        updateTime: snapshots[productRefs.length]!.exists ? snapshots[productRefs.length]!.updateTime : undefined,
      },
      cart: snapshots[productRefs.length + 1]!,
    };
    const now = deps.now();
    const { order, quotaAfter } = orderFrom(read, caller, input, zone, now, orderRef.id);
    const committed = await commit(deps, { read, orderRef, quotaRef, order, quotaAfter, now });
    if (committed) return { orderId: orderRef.id, order };
    await pauseBeforeRetry(attempt);
  }
  throw new HttpError(409, apiMessages.orderContention);
}

/** The order these versions make, or the refusal: every line's problems (409), the quota's, the total's (400). */
function orderFrom(
  read: Read,
  caller: Caller,
  input: CheckoutInput,
  zone: StoredZone,
  now: Date,
  orderId: string,
): { order: OrderDoc; quotaAfter: CountedQuota } {
  const productOf = (id: string): CartProduct | undefined => {
    const snapshot = read.products.get(id)?.snapshot;
    return snapshot?.exists ? (snapshot.data() as ProductDoc) : undefined;
  };
  const pricing = priceCheckout(zone, input.lines, productOf, input.shippingMethod);
  const quote = pricing.cart;
  const refused = cartLineProblems(quote);
  if (refused.length) throw new CheckoutRefused(refused);
  const totalProblem = orderTotalProblem(pricing.amountCents);
  if (totalProblem) throw new HttpError(400, totalProblem, { lines: totalProblem });
  const price = orderPriceFields(pricing);

  const lines: OrderLineDoc[] = quote.lines.map(({ productId, quantity, product, quote: line }) => ({
    productId,
    productName: product!.name,
    picture: product!.picture,
    quantity,
    unitPriceCents: line!.unitPriceCents,
    amountCents: line!.amountCents,
    priceBreak: line!.priceBreak,
  }));
  // Counted last: an order refused for its lines uses no quota.
  const quotaAfter = countOrder(read.quota.doc, caller.uid, now);
  const order: OrderDoc = {
    uid: caller.uid,
    email: caller.email,
    lines,
    productNames: orderProductNames(lines),
    // Manage All Order finds it by its id, its customer's email and each product's name (order-search.ts).
    searchKeys: orderSearchKeys({ id: orderId, email: caller.email, productNames: orderProductNames(lines) }),
    ...orderSummaryFields(lines, price.shippingCents + price.taxCents),
    ...price,
    shippingAddress: input.shippingAddress,
    address: formatAddressLine(input.shippingAddress),
    mobile: input.mobile,
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

interface CommitPlan {
  read: Read;
  orderRef: DocumentReference;
  quotaRef: DocumentReference;
  order: OrderDoc;
  quotaAfter: CountedQuota;
  now: Date;
}

/**
 * Everything the order changes, in one batch, each document only over the version read. False when another
 * write came first (the checkout then reads again).
 */
async function commit(deps: Deps, { read, orderRef, quotaRef, order, quotaAfter, now }: CommitPlan): Promise<boolean> {
  const batch = deps.db.batch();
  batch.create(orderRef, order);
  const stocks: { id: string; doc: ProductDoc }[] = [];
  for (const line of order.lines!) {
    const { ref, snapshot } = read.products.get(line.productId)!;
    const doc = snapshot.data() as ProductDoc;
    const stock = { available: doc.available - line.quantity, updatedAt: now };
    batch.update(ref, stock, { lastUpdateTime: snapshot.updateTime! });
    stocks.push({ id: ref.id, doc: { ...doc, ...stock } });
  }
  writeCountedQuota(batch, quotaRef, read.quota, quotaAfter);
  removeBoughtFromCart(batch, read.cart, order, now);
  queueMail(batch, deps.db, orderPlacedMail(mailSettings(), orderRef.id, order));
  try {
    const results = await batch.commit();
    stocks.forEach(({ id, doc }, index) => deps.catalogue.wrote(id, doc, results[index + 1]!.writeTime));
    return true;
  } catch (error) {
    if (!isLostRace(error)) throw error;
    return false;
  }
}

/** The cart keeps the lines of products this order did not buy; unchanged when it held none of them. */
function removeBoughtFromCart(batch: WriteBatch, cart: DocumentSnapshot, order: OrderDoc, now: Date): void {
  if (!cart.exists) return;
  const bought = new Set(order.lines!.map((line) => line.productId));
  const lines = (cart.data() as CartDoc).lines ?? [];
  const kept = lines.filter((line) => !bought.has(line?.productId));
  if (kept.length === lines.length) return;
  batch.update(cart.ref, { lines: kept, updatedAt: now }, { lastUpdateTime: cart.updateTime as Timestamp });
}
