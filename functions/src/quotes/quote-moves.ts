// Every change of a quote but its acceptance (accept-quote.ts), each in one transaction that reads the quote,
// checks the move against the one state machine (domain quote-status.ts) as of now, and writes it with its email.
// A quoted quote past its validity is expired: any move first finds it so and writes it (expireIfDue).
import {
  canMoveQuote,
  collections,
  dollarsToCents,
  isQuoteEditable,
  quoteDateOf,
  quoteMessages as q,
  quoteStatusAt,
  quoteTransitionTarget,
  QUOTE_VALID_DAYS_DEFAULT,
  type ProductDoc,
  type QuoteDoc,
  type QuoteLineDoc,
  type QuoteTransition,
  type QuoteUpdateInput,
} from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { mailSettings } from '../mail';
import { queueMail } from '../mail';
import { adminRecipients } from '../mail';
import { adminQuoteLink, customerQuoteLink, quoteMessageMail, quoteSentMail } from './quote-mail';
import { assertMayReadQuote, assertQuoteCustomer } from './quote-access';
import { auditQuoteMove } from './quote-audit';

const DAY_MS = 24 * 60 * 60 * 1000;

export const quoteRef = (deps: Deps, id: string) => deps.db.collection(collections.quotes).doc(id);

/** The quote as stored; 404 when there is none. */
async function readInTransaction(tx: Transaction, ref: DocumentReference): Promise<QuoteDoc> {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw notFound(q.notFound);
  return snapshot.data() as QuoteDoc;
}

/** The status as of now; a quote found past its validity is written expired in the same transaction. */
function expireIfDue(tx: Transaction, ref: DocumentReference, quote: QuoteDoc, now: Date): QuoteDoc {
  const status = quoteStatusAt(quote.status, quoteDateOf(quote.validUntil), now);
  if (status === quote.status) return quote;
  tx.update(ref, { status, updatedAt: now });
  return { ...quote, status };
}

/** GET /api/quotes/{id}: the quote, expired where due (written so). */
export async function readQuote(deps: Deps, caller: Caller, id: string): Promise<QuoteDoc> {
  const ref = quoteRef(deps, id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound(q.notFound);
  const quote = snapshot.data() as QuoteDoc;
  await assertMayReadQuote(deps, caller, quote);
  const now = deps.now();
  if (quoteStatusAt(quote.status, quoteDateOf(quote.validUntil), now) === quote.status) return quote;
  return runTransaction(deps.db, async (tx) => expireIfDue(tx, ref, await readInTransaction(tx, ref), now));
}

/** A move of the state machine, or 409 naming the status the quote is in. */
function assertMove(quote: QuoteDoc, transition: QuoteTransition): void {
  if (!canMoveQuote(quote.status, transition)) throw conflict(q.cannotMove(quote.status));
}

/**
 * PATCH /api/quotes/{id} (admin): lines at their prices, shipping, validity, message, while requested or quoted;
 * audited, as the prices a customer is offered are a decision about money.
 */
export async function updateQuote(deps: Deps, caller: Caller, id: string, change: QuoteUpdateInput): Promise<QuoteDoc> {
  const now = deps.now();
  const validUntil = change.validUntil === undefined ? undefined : new Date(change.validUntil);
  if (validUntil && validUntil.getTime() <= now.getTime())
    throw invalid(q.validUntilInvalid, { validUntil: q.validUntilInvalid });
  const ref = quoteRef(deps, id);
  return runTransaction(deps.db, async (tx) => {
    const quote = expireIfDue(tx, ref, await readInTransaction(tx, ref), now);
    if (!isQuoteEditable(quote.status)) throw conflict(q.notEditable(quote.status));
    const lines = change.lines ? await quotedLines(deps, tx, quote, change.lines) : quote.lines;
    const fields: Partial<QuoteDoc> = {
      lines,
      ...(change.shipping !== undefined ? { shippingCents: dollarsToCents(change.shipping) } : {}),
      ...(validUntil ? { validUntil } : {}),
      ...(change.message !== undefined ? { message: change.message || null } : {}),
      updatedAt: now,
    };
    tx.update(ref, fields);
    auditQuoteMove(tx, deps, { action: 'quote.price', caller, id, quote, fields, at: now });
    return { ...quote, ...fields };
  });
}

/** The admin's lines: a line already asked for keeps what the customer saw; a new one names its product as it is. */
async function quotedLines(
  deps: Deps,
  tx: Transaction,
  quote: QuoteDoc,
  lines: NonNullable<QuoteUpdateInput['lines']>,
): Promise<QuoteLineDoc[]> {
  const asked = new Map(quote.lines.map((line) => [line.productId, line]));
  const added = lines.filter((line) => !asked.has(line.productId));
  const productsRef = deps.db.collection(collections.products);
  const snapshots = added.length ? await tx.getAll(...added.map((line) => productsRef.doc(line.productId))) : [];
  const products = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.data() as ProductDoc | undefined]));
  return lines.map((line) => {
    const before = asked.get(line.productId);
    const product = products.get(line.productId);
    if (!before && !product) throw conflict(q.productGone);
    return {
      productId: line.productId,
      productName: before?.productName ?? product!.name,
      quantity: line.quantity,
      requestedPriceCents: before?.requestedPriceCents ?? product!.priceCents,
      priceCents: dollarsToCents(line.price),
    };
  });
}

/** POST /api/quotes/{id}/send (admin): quoted, valid 30 days unless set, emailed to the customer with a link. */
export async function sendQuote(deps: Deps, caller: Caller, id: string): Promise<QuoteDoc> {
  const now = deps.now();
  const ref = quoteRef(deps, id);
  return runTransaction(deps.db, async (tx) => {
    const quote = expireIfDue(tx, ref, await readInTransaction(tx, ref), now);
    assertMove(quote, 'send');
    if (quote.lines.some((line) => line.priceCents === null)) throw conflict(q.notPriced);
    const validUntil = quoteDateOf(quote.validUntil) ?? new Date(now.getTime() + QUOTE_VALID_DAYS_DEFAULT * DAY_MS);
    const fields: Partial<QuoteDoc> = { status: quoteTransitionTarget('send'), validUntil, updatedAt: now };
    tx.update(ref, fields);
    auditQuoteMove(tx, deps, { action: 'quote.send', caller, id, quote, fields, at: now });
    const totalCents =
      quote.lines.reduce((sum, line) => sum + line.priceCents! * line.quantity, 0) + (quote.shippingCents ?? 0);
    queueMail(
      tx,
      deps.db,
      quoteSentMail(mailSettings(), quote.email, id, {
        number: quote.number,
        totalCents,
        validUntil,
        message: quote.message,
      }),
    );
    return { ...quote, ...fields };
  });
}

/** /withdraw (admin) and /decline (the quote's customer): a move with no other change. */
export async function closeQuote(
  deps: Deps,
  caller: Caller,
  id: string,
  transition: 'withdraw' | 'decline',
): Promise<QuoteDoc> {
  const now = deps.now();
  const ref = quoteRef(deps, id);
  return runTransaction(deps.db, async (tx) => {
    const stored = await readInTransaction(tx, ref);
    if (transition === 'decline') await assertQuoteCustomer(deps, caller, stored);
    const quote = expireIfDue(tx, ref, stored, now);
    assertMove(quote, transition);
    if (quote.acceptClaim && (quoteDateOf(quote.acceptClaim.until)?.getTime() ?? 0) > now.getTime())
      throw conflict(q.beingAccepted);
    const fields: Partial<QuoteDoc> = { status: quoteTransitionTarget(transition), updatedAt: now };
    tx.update(ref, fields);
    auditQuoteMove(tx, deps, { action: `quote.${transition}`, caller, id, quote, fields, at: now });
    return { ...quote, ...fields };
  });
}

/** POST /api/quotes/{id}/messages: one more message on the thread, emailed to the other side. */
export async function postQuoteMessage(deps: Deps, caller: Caller, id: string, text: string): Promise<QuoteDoc> {
  const now = deps.now();
  const ref = quoteRef(deps, id);
  const settings = mailSettings();
  const admins = await adminRecipients(deps.db, settings);
  return runTransaction(deps.db, async (tx) => {
    const quote = await readInTransaction(tx, ref);
    await assertMayReadQuote(deps, caller, quote);
    const fromShop = caller.admin && quote.uid !== caller.uid;
    const entry = { from: fromShop ? ('shop' as const) : ('customer' as const), author: caller.name, text, at: now };
    const thread = [...quote.thread, entry];
    tx.update(ref, { thread, updatedAt: now });
    const mail = { number: quote.number, author: caller.name || caller.email, text };
    if (fromShop)
      queueMail(tx, deps.db, quoteMessageMail(settings, { to: [quote.email] }, customerQuoteLink(settings, id), mail));
    else if (admins) queueMail(tx, deps.db, quoteMessageMail(settings, admins, adminQuoteLink(settings, id), mail));
    return { ...quote, thread };
  });
}

/** One quote's own expiry (its Cloud Task, quote-expiry.ts): written expired if due now; its status after. */
export async function expireQuoteIfDue(deps: Deps, id: string): Promise<QuoteDoc['status'] | null> {
  const ref = quoteRef(deps, id);
  return runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    return expireIfDue(tx, ref, snapshot.data() as QuoteDoc, deps.now()).status;
  });
}

/** The quotes whose validity has passed, written expired (the scheduled sweep and the lists call it). */
export async function expireDueQuotes(deps: Deps, limit = 100): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .collection(collections.quotes)
    .where('status', '==', 'quoted')
    .where('validUntil', '<=', now)
    .limit(limit)
    .get();
  await Promise.all(
    due.docs.map((doc) =>
      runTransaction(deps.db, async (tx) => expireIfDue(tx, doc.ref, await readInTransaction(tx, doc.ref), now)),
    ),
  );
  return due.size;
}
