// POST /order: the server reads the product, quotes the quantity (domain quoteQuantity: minimum, pack size,
// maximum per order, stock, and the unit price its price breaks give) and checks that a card can pay the total,
// copies name and picture, records the unit price applied and the break that gave it, reserves the stock and counts the order against
// the caller's rate limit (only orders actually made count) and their unpaid orders (unpaid-orders.ts: at most
// TOOLSHOP_MAX_UNPAID_ORDERS at once). The customer's "order placed" email, with its pay link, goes to the outbox
// in the same commit (mail/outbox.ts). The order holds its stock until expiresAt (reservation.ts); the expiry
// task is queued by a trigger on the order's creation (order-expiry.ts). Who ordered comes from the verified token.
//
// Each attempt reads the versions, checks them and commits. Concurrent orders never oversell: the order, the new
// stock and the quota are committed together, atomically, and only if the product and the quota are unchanged
// since they were read (update-time preconditions). A customer who lost the race reads both again and re-checks.
// This optimistic form beats a locking transaction when many customers order one product at once: no one waits
// on anyone's lock (decision 6).
//
// The first attempt may start from versions this instance already holds instead of reading them: the product
// from the catalogue (product-catalogue.ts) and the customer's quota as this instance last wrote it
// (known-quotas.ts). The preconditions name exactly those versions, so the commit succeeds only if they are
// still the current ones; otherwise, and before any refusal (404, 400, 429), the order reads both documents.
// Price, stock and quota are thus always those of the version the commit was checked against.
import {
  apiMessages,
  collections,
  orderSearchKeys,
  orderTotalProblem,
  quoteQuantity,
  type QuantityQuote,
  type OrderDoc,
  type ProductDoc,
} from '@toolshop/domain';
import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { readBesideConfirmation } from '../http/auth';
import { HttpError, notFound } from '../http/http-error';
import { rateLimitRef } from '../http/rate-limit';
import { isLostRace } from '../platform/firestore-errors';
import { reservationEnd } from './reservation';
import { countOrder, writeCountedQuota, type CountedQuota, type QuotaVersion } from './order-quota';
import { mailSettings } from '../mail/mail-settings';
import { orderPlacedMail } from '../mail/order-mail';
import { queueMail } from '../mail/outbox';
import { MAX_COMMIT_ATTEMPTS, pauseBeforeRetry } from './lost-race-retry';

/** What the customer orders, once the product is known by its id (ordered-product.ts). */
export interface OrderRequest {
  productId: string;
  quantity: number;
  address: string;
  mobile: string;
}

/** The two documents an order depends on, each with the update time of the version at hand. */
interface Versions {
  product: { doc: ProductDoc; updateTime: Timestamp } | undefined;
  quota: QuotaVersion;
}

/** The documents one order touches. */
interface OrderRefs {
  product: DocumentReference;
  order: DocumentReference;
  quota: DocumentReference;
}

/** Versions that passed every check, and the quota document as this order leaves it. */
interface Checked extends Versions {
  product: NonNullable<Versions['product']>;
  quotaAfter: CountedQuota;
  quote: QuantityQuote;
}

/**
 * `accountConfirmation` is the caller's account check (http/auth.ts, requireUserConfirmedAlongside): a first read
 * runs beside it, and nothing is refused or committed before it has passed.
 */
export async function placeOrder(
  deps: Deps,
  caller: Caller,
  input: OrderRequest,
  accountConfirmation: Promise<unknown>,
): Promise<string> {
  const refs: OrderRefs = {
    product: deps.db.collection(collections.products).doc(input.productId),
    order: deps.db.collection(collections.orders).doc(),
    quota: rateLimitRef(deps.db, 'order', caller.uid),
  };
  const held = heldVersions(deps, refs.product.id, caller.uid);
  const firstVersions = await readBesideConfirmation(
    accountConfirmation,
    held ? Promise.resolve(held) : readVersions(deps.db, refs.product, refs.quota),
  );
  for (let attempt = 1; attempt <= MAX_COMMIT_ATTEMPTS; attempt++) {
    const fromHeld = attempt === 1 && held !== undefined;
    const versions = attempt === 1 ? firstVersions : await readVersions(deps.db, refs.product, refs.quota);
    const now = deps.now();
    let checked: Checked;
    try {
      checked = check(versions, caller, input, now);
    } catch (refusal) {
      if (fromHeld) continue; // refusals are only ever given on versions just read
      throw refusal;
    }
    if (await commit(deps, refs, caller, input, checked, now)) return refs.order.id;
    // An out-of-date guess is no contention: read again at once. Real losers spread their retries.
    if (!fromHeld) await pauseBeforeRetry(attempt);
  }
  throw new HttpError(409, apiMessages.orderContention);
}

/** Both versions when this instance holds them, else undefined (the order reads them). */
function heldVersions(deps: Deps, productId: string, uid: string): Versions | undefined {
  const product = deps.catalogue.peek(productId);
  const quota = deps.knownQuotas.get(uid);
  return product && quota ? { product, quota } : undefined;
}

/** The spec's rules on these versions: throws the refusal, or returns what the commit writes from. */
function check(versions: Versions, caller: Caller, input: OrderRequest, now: Date): Checked {
  const { product, quota } = versions;
  if (!product) throw notFound('Product not found');
  const quotaAfter = countOrder(quota.doc, caller.uid, now);
  // A total no card payment can carry would reserve stock for an order that can never be paid.
  const quote = quoteQuantity(product.doc, input.quantity);
  const problem = quote.problems[0] ?? orderTotalProblem(quote.amountCents);
  if (problem) throw new HttpError(400, problem, { quantity: problem });
  return { product, quota, quotaAfter, quote };
}

/**
 * The order, the new stock and the quota, written together only if the checked versions are still the current
 * ones. False when another write came first (the order then starts again).
 */
async function commit(
  deps: Deps,
  refs: OrderRefs,
  caller: Caller,
  input: OrderRequest,
  { product, quota, quotaAfter, quote }: Checked,
  now: Date,
): Promise<boolean> {
  const order: OrderDoc = {
    uid: caller.uid,
    email: caller.email,
    productId: refs.product.id,
    productName: product.doc.name,
    picture: product.doc.picture,
    unitPriceCents: quote.unitPriceCents,
    priceBreak: quote.priceBreak,
    quantity: input.quantity,
    amountCents: quote.amountCents,
    address: input.address,
    mobile: input.mobile,
    status: 'unpaid',
    transactionId: null,
    createdAt: now,
    expiresAt: reservationEnd(now),
    paymentIntentId: null,
    paidAt: null,
    confirmedAt: null,
    confirmedBy: null,
    searchKeys: orderSearchKeys({ id: refs.order.id, email: caller.email, productNames: [product.doc.name] }),
  };
  const stock = { available: product.doc.available - input.quantity, updatedAt: now };
  const batch = deps.db.batch();
  batch.create(refs.order, order);
  batch.update(refs.product, stock, { lastUpdateTime: product.updateTime });
  writeCountedQuota(batch, refs.quota, quota, quotaAfter);
  queueMail(batch, deps.db, orderPlacedMail(mailSettings(), refs.order.id, order));
  try {
    const [, productWrite, quotaWrite] = await batch.commit();
    deps.catalogue.wrote(refs.product.id, { ...product.doc, ...stock }, productWrite!.writeTime);
    deps.knownQuotas.wrote(caller.uid, quotaAfter, quotaWrite!.writeTime);
    return true;
  } catch (error) {
    if (!isLostRace(error)) throw error;
    deps.knownQuotas.forget(caller.uid);
    return false;
  }
}

async function readVersions(
  db: Firestore,
  productRef: DocumentReference,
  quotaRef: DocumentReference,
): Promise<Versions> {
  const [product, quota] = await db.getAll(productRef, quotaRef);
  return {
    product: product!.exists ? { doc: product!.data() as ProductDoc, updateTime: product!.updateTime! } : undefined,
    quota: {
      doc: quota!.data() as QuotaVersion['doc'],
      updateTime: quota!.exists ? quota!.updateTime : undefined,
    },
  };
}
