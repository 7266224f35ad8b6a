// POST /api/checkout: several products, one order. Each attempt takes a version of every product of the order
// (sorted by id) and of the customer's order quota, quotes every line with the one domain quote
// (cart.ts: quoteQuantity per line: minimum, pack size, maximum, stock, price breaks), and commits the order,
// every product's new stock, the quota, the cart without what was bought and the "order placed" email in ONE
// atomic commit, each document under an update-time precondition naming the version taken. So a checkout reserves
// all of its lines or none: if any product changed since (another customer ordered it), the whole commit fails
// and the checkout reads again and re-quotes. No document is locked while a customer waits, so two checkouts that
// list the same products in any order can never deadlock (docs/decisions/0019, and decision 6 for this optimistic
// form). A line that cannot be ordered refuses the whole order with 409, naming each failing line; a checkout
// counts once against the order rate limit and the unpaid-orders limit (order-quota.ts). The expiry task is
// queued by the trigger on the order's creation, as for any order (order-expiry.ts).
//
// The first attempt starts, as POST /order's does (place-order.ts), from the versions this instance already holds
// where it holds them all: the products from the catalogue, the quota as this instance last wrote it. The cart is
// never read: the commit removes from it the lines exactly as this order bought them (arrayRemove), so a line the
// customer changed meanwhile in another tab stays. The preconditions name exactly those versions, so a stale one fails the commit and the checkout
// reads everything; a refusal is only ever given on versions just read.
//
// The order is priced with shipping and tax by the zone serving its address, from the zone cache the customer's
// quote was priced from (shipping/zone-cache.ts, listener-fed; shipping/checkout-pricing.ts, the quote's own
// pricing): it stores subtotal, method, shipping, rate and tax, and `amountCents` is their total, what the
// payment charges. An order placed without a structured address (SPEC §7's POST /order, place-order.ts) is priced
// for the shop's home country and says so (`pricedForHomeCountry`) until its owner gives one (order-shipping.ts).
//
// A trade buyer paying on account (trade/account-checkout.ts) adds their company to the versions: the order must
// fit the company's available credit as read, and the commit raises the credit used under the company's update-time
// precondition, so two buyers of one company at once meet there as two customers meet on a product's stock. The
// same commit creates the order paid, by the state machine's pay move (order-moves: createPaidOrder), with its
// invoice's due date; the company's overdue invoices and the admins the paid-order notice goes to are read beside
// the first reads.
//
// A trade buyer's order over its limit is placed awaiting a company admin's approval (trade/order-approval-checkout.ts):
// the same commit reserves its stock (and, on account, its credit), asks the other admins by email instead of the
// "order placed" email, and the order is neither paid nor payable until approved.
//
// This is the one placement of an order: POST /api/checkout places the cart's lines, POST /order one line
// (place-order.ts turns its body into a one-line placement and answers in SPEC's shape).
import { apiMessages, collections, tradesAsCompany, type OrderDoc, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { readBesideConfirmation } from '../platform/read-beside-confirmation';
import { conflict } from '../platform/refusal';
import { rateLimitRef } from '../platform/quota';
import { isLostRace } from '../platform/firestore-errors';
import { paidAtOnce, writeCountedQuota, type CountedQuota } from './order-quota';
import { adminRecipients, mailSettings } from '../mail';
import { approvalRequestMail, awaitingApprovalMail, orderPlacedMail } from '../mail';
import { queueMail } from '../mail';
import { MAX_COMMIT_ATTEMPTS, pauseBeforeRetry } from './lost-race-retry';
import { removeBoughtFromCart } from './remove-bought-from-cart';
import { assertZoneHasMethod } from '../shipping';
import { readHomeCountry } from '../settings';
import { reverseChargeFor } from '../vat';
import { membershipOf } from '../trade';
import { accountPaymentFields, companyVersionOf, drawCredit, overdueCheckBeside, readCompanyVersion } from '../trade';
import { createPaidOrder } from '../order-moves';
import { numberedOrder, orderFrom, type Placement, type Read } from './checkout-order';
import { heldVersions, readVersions, type Refs } from './checkout-reads';
import { heldForApproval, isOverBuyerLimit, orderLimitOf, otherCompanyAdmins } from '../trade';

export { CheckoutRefused, type Placement } from './checkout-order';

export interface PlacedCheckout {
  orderId: string;
  order: OrderDoc;
}

/**
 * `accountConfirmation` is the caller's account check (http/auth.ts, requireUserConfirmedAlongside): the first
 * reads run beside it, and nothing is refused or committed before it has passed.
 */
export async function checkout(
  deps: Deps,
  caller: Caller,
  input: Placement,
  accountConfirmation: Promise<unknown>,
): Promise<PlacedCheckout> {
  const productsRef = deps.db.collection(collections.products);
  // A canonical order of reads: the same for every checkout, whatever order its customer listed the lines in.
  const productRefs = [...new Set(input.lines.map((line) => line.productId))].sort().map((id) => productsRef.doc(id));
  const refs: Refs = {
    products: new Map(productRefs.map((ref) => [ref.id, ref])),
    quota: rateLimitRef(deps.db, 'order', caller.uid),
    cart: deps.db.collection(collections.carts).doc(caller.uid),
    order: deps.db.collection(collections.orders).doc(),
  };
  const onAccount = input.paymentMethod === 'account';
  // The first attempt starts from the versions this instance holds where it holds them all; the zone comes from
  // the zone cache, as the customer's quote did. Whatever must be read is read beside the account check.
  const held = heldVersions(deps, productRefs, caller.uid);
  // Without an address the order ships to the home country: the business details say which, read beside the rest.
  const country = input.shippingAddress ? Promise.resolve(input.shippingAddress.country) : readHomeCountry(deps.db);
  const firstReads = Promise.all([
    country,
    country.then((code) => deps.shippingZones.serving(code)),
    held ? Promise.resolve(held) : readVersions(deps, productRefs, refs),
    // A trade buyer's company prices every line (read once, as the caller's membership stands now).
    membershipOf(deps, caller),
  ]);
  // An invoice overdue more than 30 days stops the company ordering on account (due dates only pass: read once).
  const overdueOf = onAccount ? overdueCheckBeside(deps, caller.uid, deps.now()) : undefined;
  const paidNoticeTo = onAccount ? adminRecipients(deps.db, mailSettings()) : undefined;
  paidNoticeTo?.catch(() => undefined); // awaited only if the order is paid
  // A country no zone serves (409) or a method the zone lacks (400) is refused before any line is looked at.
  const [destination, zone, productsRead, membership] = await readBesideConfirmation(accountConfirmation, firstReads);
  assertZoneHasMethod(zone, input.shippingMethod);
  const trading = membership && tradesAsCompany(membership.company.status) ? membership : undefined;
  const priceList = trading?.company.priceList;
  // Reverse charge needs the seller's details and VIES only for a company's order into an EU zone (read once).
  const reverseCharge = await reverseChargeFor(deps, zone.zone, trading?.company);
  const firstCompany = onAccount ? companyVersionOf(deps.db, trading ?? null) : undefined;
  const firstRead: Read = { ...productsRead, company: firstCompany };
  const longOverdue = overdueOf && trading ? await overdueOf(trading.companyId) : false;
  const readAll = async (): Promise<Read> => ({
    ...(await readVersions(deps, productRefs, refs)),
    company: firstCompany ? await readCompanyVersion(firstCompany.ref) : undefined,
  });
  const account = { onAccount, longOverdue, companyId: trading?.companyId };
  // Taken once the order is acceptable, from this instance's block (no shared write), and kept across attempts.
  let number: number | undefined;
  const limitCents = orderLimitOf(trading);
  // Who may approve this buyer's order over its limit: read once, the first time an attempt is over it.
  let approvers: string[] | undefined;

  for (let attempt = 1; attempt <= MAX_COMMIT_ATTEMPTS; attempt++) {
    const fromHeld = attempt === 1 && held !== undefined;
    const read = attempt === 1 ? firstRead : await readAll();
    const now = deps.now();
    let placed: { order: OrderDoc; quotaAfter: CountedQuota };
    try {
      placed = orderFrom(read, caller, input, { zone, country: destination, priceList, account, reverseCharge }, now);
    } catch (refusal) {
      if (fromHeld) continue; // refusals are only ever given on versions just read
      throw refusal;
    }
    number ??= await deps.orderNumbers.next();
    placed.order = numberedOrder(placed.order, refs.order.id, number);
    if (trading && isOverBuyerLimit(placed.order, limitCents)) {
      approvers ??= await otherCompanyAdmins(deps.db, trading.companyId, caller.uid);
      placed.order = heldForApproval(placed.order, limitCents, approvers, now);
    }
    // An order on account is paid in its own commit, unless it waits for its approval.
    const payment =
      onAccount && placed.order.status !== 'awaitingApproval'
        ? { at: now, fields: accountPaymentFields(read.company!.doc, now), admins: paidNoticeTo! }
        : undefined;
    if (payment) placed.quotaAfter = paidAtOnce(placed.quotaAfter);
    const { keepCart, alsoCommit } = input;
    const committed = await commit(deps, caller, {
      read,
      refs,
      ...placed,
      now,
      keepCart,
      alsoCommit,
      approvers,
      payment,
    });
    if (committed) {
      // Paid: its invoice number is asked for (bookkeeping-kick.ts), as after any payment.
      if (payment) await deps.bookkeeping.afterCommit(`paid-account-${refs.order.id}`);
      return { orderId: refs.order.id, order: committed };
    }
    // An out-of-date held version is no contention: read again at once. Real losers spread their retries.
    if (!fromHeld) await pauseBeforeRetry(attempt);
  }
  throw conflict(apiMessages.orderContention);
}

interface CommitPlan {
  read: Read;
  refs: Refs;
  order: OrderDoc;
  quotaAfter: CountedQuota;
  now: Date;
  keepCart: boolean | undefined;
  alsoCommit: Placement['alsoCommit'];
  /** The company admins asked to approve an order awaiting approval. */
  approvers: string[] | undefined;
  /** An order on account paid in this commit: when, its payment's fields, and who gets the paid-order notice. */
  payment: Parameters<typeof createPaidOrder>[3] | undefined;
}

/**
 * Everything the order changes, in one batch, each document only over the version read: the order as committed, or
 * undefined when another write came first (the checkout then reads again).
 */
async function commit(
  deps: Deps,
  caller: Caller,
  { read, refs, order, quotaAfter, now, keepCart, alsoCommit, approvers, payment }: CommitPlan,
): Promise<OrderDoc | undefined> {
  const batch = deps.db.batch();
  // The stocks and the quota first: their write times are the versions this instance then holds.
  const stocks: { id: string; doc: ProductDoc }[] = [];
  for (const line of order.lines!) {
    const { doc, updateTime } = read.products.get(line.productId)!;
    const stock = { available: doc.available - line.quantity, updatedAt: now };
    batch.update(refs.products.get(line.productId)!, stock, { lastUpdateTime: updateTime });
    stocks.push({ id: line.productId, doc: { ...doc, ...stock } });
  }
  writeCountedQuota(batch, refs.quota, read.quota, quotaAfter);
  let committed = order;
  if (payment) committed = await createPaidOrder(batch, refs.order, order, payment);
  else batch.create(refs.order, order);
  // A checkout's bought lines leave the customer's cart in the order's commit.
  if (!keepCart) removeBoughtFromCart(batch, refs.cart, order, now);
  // An order on account is paid at once: its email is the payment's, with the invoice and its due date.
  // An order awaiting approval asks the company's other admins instead; on account, it holds its credit meanwhile.
  if (order.paymentMethod === 'account') drawCredit(batch, read.company!, order.amountCents, now);
  // The buyer is told it waits, and for whom.
  if (order.status === 'awaitingApproval') {
    queueMail(batch, deps.db, approvalRequestMail(mailSettings(), refs.order.id, order, approvers ?? []));
    queueMail(batch, deps.db, awaitingApprovalMail(mailSettings(), refs.order.id, order, approvers ?? []));
  } else if (order.paymentMethod !== 'account')
    queueMail(batch, deps.db, orderPlacedMail(mailSettings(), refs.order.id, order));
  alsoCommit?.(batch, { id: refs.order.id, number: order.number });
  try {
    const results = await batch.commit();
    stocks.forEach(({ id, doc }, index) => deps.catalogue.wrote(id, doc, results[index]!.writeTime));
    deps.knownQuotas.wrote(caller.uid, quotaAfter, results[stocks.length]!.writeTime);
    return committed;
  } catch (error) {
    if (!isLostRace(error)) throw error;
    deps.knownQuotas.forget(caller.uid);
    return undefined;
  }
}
