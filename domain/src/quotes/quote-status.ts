// Quote life cycle, one state machine for the server and the screens, beside the order's (order-status.ts):
//   requested -> quoted (admin sends) -> accepted (customer; its order placed in the same commit)
//   requested | quoted -> withdrawn (admin)
//   quoted -> declined (customer) | expired (its validity date passed)
// An accepted quote's order then follows the order's own machine; the quote never moves again.
// See docs/decisions (quote states).
import { stateMachine } from '../state-machine';

export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TRANSITIONS = ['send', 'accept', 'decline', 'withdraw', 'expire'] as const;
export type QuoteTransition = (typeof QUOTE_TRANSITIONS)[number];

const machine = stateMachine<QuoteStatus, QuoteTransition>(QUOTE_TRANSITIONS, {
  send: { from: ['requested', 'quoted'], to: 'quoted' },
  accept: { from: ['quoted'], to: 'accepted' },
  decline: { from: ['quoted'], to: 'declined' },
  withdraw: { from: ['requested', 'quoted'], to: 'withdrawn' },
  expire: { from: ['quoted'], to: 'expired' },
});

export const canMoveQuote = machine.can;

export const quoteTransitionTarget = machine.target;

/** The moves open to a quote in this status (what a screen may offer). */
export const availableQuoteTransitions = machine.available;

/** An admin edits lines, prices, shipping and validity only before the customer has answered. */
export function isQuoteEditable(status: QuoteStatus): boolean {
  return status === 'requested' || status === 'quoted';
}

/** The status as of `now`: a quoted quote past its validity is expired, whether or not the sweep has written it. */
export function quoteStatusAt(status: QuoteStatus, validUntil: Date | null, now: Date): QuoteStatus {
  return status === 'quoted' && validUntil !== null && validUntil.getTime() <= now.getTime() ? 'expired' : status;
}
