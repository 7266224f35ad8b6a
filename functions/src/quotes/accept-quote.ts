// POST /api/quotes/{id}/accept: the quote's lines become one order at the quoted prices, placed by the one checkout
// (orders/checkout.ts: stock reserved all or nothing, the company's account or a card), and the quote turns
// `accepted` with the order's id and number in the order's own commit. Two steps make racing accepts cheap and
// exact: a write under the quote's update-time precondition first claims it (quoted, not expired, no live claim: else 409 at once), then the
// checkout commits the order together with the quote's move under the update-time precondition of the claimed
// version. So however many accepts race, one claims, and only a commit over that very version makes an order. A
// refused checkout (a line out of stock, no credit) releases the claim and reserves nothing; a claim left by a
// crashed request lapses after ACCEPT_CLAIM_MS.
import { randomUUID } from 'node:crypto';
import {
  quoteDateOf,
  quoteMessages as q,
  quoteStatusAt,
  quoteTransitionTarget,
  type QuoteAcceptInput,
  type QuoteDoc,
} from '@toolshop/domain';
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { isLostRace } from '../platform/firestore-errors';
import { checkout } from '../orders';
import { assertQuoteCustomer } from './quote-access';
import { quoteRef } from './quote-moves';
import { auditQuoteMove } from './quote-audit';

const ACCEPT_CLAIM_MS = 60_000;

export async function acceptQuote(
  deps: Deps,
  caller: Caller,
  id: string,
  input: QuoteAcceptInput,
  accountConfirmation: Promise<unknown>,
): Promise<{ orderId: string; number: number | undefined }> {
  const ref = quoteRef(deps, id);
  const claimId = randomUUID();
  const claimed = await claim(deps, caller, ref, claimId);
  try {
    const placed = await checkout(
      deps,
      caller,
      {
        lines: claimed.quote.lines.map(({ productId, quantity }) => ({ productId, quantity })),
        mobile: input.mobile,
        shippingAddress: input.shippingAddress,
        paymentMethod: input.paymentMethod,
        poNumber: input.poNumber,
        keepCart: true,
        quoted: {
          unitPricesCents: Object.fromEntries(claimed.quote.lines.map((line) => [line.productId, line.priceCents!])),
          shippingCents: claimed.quote.shippingCents,
        },
        alsoCommit: (batch, order) => {
          const now = deps.now();
          const fields: Partial<QuoteDoc> = {
            status: quoteTransitionTarget('accept'),
            orderId: order.id,
            orderNumber: order.number ?? null,
            acceptClaim: null,
            updatedAt: now,
          };
          batch.update(ref, fields, { lastUpdateTime: claimed.updateTime });
          auditQuoteMove(batch, deps, { action: 'quote.accept', caller, id, quote: claimed.quote, fields, at: now });
        },
      },
      accountConfirmation,
    );
    return { orderId: placed.orderId, number: placed.order.number };
  } catch (error) {
    await release(deps, ref, claimId);
    throw error;
  }
}

/**
 * The quote held for this accept, and its version after the claim (the order's commit goes over it only). The claim
 * is one write under the update-time precondition of the version read, so of racing accepts one claims and the
 * others are refused at once, without waiting on a transaction's locks.
 */
async function claim(
  deps: Deps,
  caller: Caller,
  ref: DocumentReference,
  claimId: string,
): Promise<{ quote: QuoteDoc; updateTime: Timestamp }> {
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound(q.notFound);
  const quote = snapshot.data() as QuoteDoc;
  await assertQuoteCustomer(deps, caller, quote);
  const now = deps.now();
  const status = quoteStatusAt(quote.status, quoteDateOf(quote.validUntil), now);
  if (status === 'expired' && quote.status === 'quoted') await expireQuote(deps, ref, now);
  if (status !== 'quoted') throw conflict(q.cannotMove(status));
  const held = quote.acceptClaim && (quoteDateOf(quote.acceptClaim.until)?.getTime() ?? 0) > now.getTime();
  if (held) throw conflict(q.beingAccepted);
  const acceptClaim = { id: claimId, until: new Date(now.getTime() + ACCEPT_CLAIM_MS) };
  try {
    const written = await ref.update({ acceptClaim }, { lastUpdateTime: snapshot.updateTime! });
    return { quote: { ...quote, acceptClaim }, updateTime: written.writeTime };
  } catch (error) {
    if (isLostRace(error)) throw conflict(q.beingAccepted);
    throw error;
  }
}

/** A quote found past its validity is written expired (only over the version that still says quoted). */
async function expireQuote(deps: Deps, ref: DocumentReference, now: Date): Promise<void> {
  await runTransaction(deps.db, async (tx) => {
    const current = (await tx.get(ref)).data() as QuoteDoc;
    if (
      quoteStatusAt(current.status, quoteDateOf(current.validUntil), now) === 'expired' &&
      current.status === 'quoted'
    )
      tx.update(ref, { status: 'expired', updatedAt: now });
  });
}

/** The claim lifted after a refused checkout, if it is still this accept's. */
async function release(deps: Deps, ref: DocumentReference, claimId: string): Promise<void> {
  await runTransaction(deps.db, async (tx) => {
    const current = (await tx.get(ref)).data() as QuoteDoc | undefined;
    if (current?.acceptClaim?.id === claimId && current.status === 'quoted') tx.update(ref, { acceptClaim: null });
  });
}
