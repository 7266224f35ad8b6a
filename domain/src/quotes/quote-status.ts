// Quote life cycle, one state machine for the server and the screens, beside the order's (order-status.ts):
//   requested -> quoted (admin sends) -> accepted (customer; its order placed in the same commit)
//   requested | quoted -> withdrawn (admin)
//   quoted -> declined (customer) | expired (its validity date passed)
// An accepted quote's order then follows the order's own machine; the quote never moves again.
// See docs/decisions (quote states).

export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TRANSITIONS = ['send', 'accept', 'decline', 'withdraw', 'expire'] as const;
export type QuoteTransition = (typeof QUOTE_TRANSITIONS)[number];

const moves: Record<QuoteTransition, { from: readonly QuoteStatus[]; to: QuoteStatus }> = {
  send: { from: ['requested', 'quoted'], to: 'quoted' },
  accept: { from: ['quoted'], to: 'accepted' },
  decline: { from: ['quoted'], to: 'declined' },
  withdraw: { from: ['requested', 'quoted'], to: 'withdrawn' },
  expire: { from: ['quoted'], to: 'expired' },
};

export function canMoveQuote(status: QuoteStatus, transition: QuoteTransition): boolean {
  return moves[transition].from.includes(status);
}

export function quoteTransitionTarget(transition: QuoteTransition): QuoteStatus {
  return moves[transition].to;
}

/** The moves open to a quote in this status (what a screen may offer). */
export function availableQuoteTransitions(status: QuoteStatus): QuoteTransition[] {
  return QUOTE_TRANSITIONS.filter((transition) => canMoveQuote(status, transition));
}

/** An admin edits lines, prices, shipping and validity only before the customer has answered. */
export function isQuoteEditable(status: QuoteStatus): boolean {
  return status === 'requested' || status === 'quoted';
}

/** The status as of `now`: a quoted quote past its validity is expired, whether or not the sweep has written it. */
export function quoteStatusAt(status: QuoteStatus, validUntil: Date | null, now: Date): QuoteStatus {
  return status === 'quoted' && validUntil !== null && validUntil.getTime() <= now.getTime() ? 'expired' : status;
}
