import { describe, expect, it } from 'vitest';
import { availableQuoteTransitions, canMoveQuote, isQuoteEditable, quoteStatusAt } from './quote-status';

describe('the quote state machine', () => {
  it('offers each status only its moves', () => {
    expect(availableQuoteTransitions('requested')).toEqual(['send', 'withdraw']);
    expect(availableQuoteTransitions('quoted')).toEqual(['send', 'accept', 'decline', 'withdraw', 'expire']);
    for (const final of ['accepted', 'declined', 'withdrawn', 'expired'] as const)
      expect(availableQuoteTransitions(final)).toEqual([]);
    expect(canMoveQuote('requested', 'accept')).toBe(false);
  });

  it('lets an admin edit only before the customer has answered', () => {
    expect(isQuoteEditable('requested')).toBe(true);
    expect(isQuoteEditable('quoted')).toBe(true);
    expect(isQuoteEditable('accepted')).toBe(false);
  });

  it('reads a quoted quote past its validity as expired, whatever is stored', () => {
    const validUntil = new Date('2026-05-01T00:00:00Z');
    expect(quoteStatusAt('quoted', validUntil, new Date('2026-04-30T23:59:59Z'))).toBe('quoted');
    expect(quoteStatusAt('quoted', validUntil, validUntil)).toBe('expired');
    expect(quoteStatusAt('accepted', validUntil, new Date('2026-06-01T00:00:00Z'))).toBe('accepted');
    expect(quoteStatusAt('requested', null, new Date())).toBe('requested');
  });
});
