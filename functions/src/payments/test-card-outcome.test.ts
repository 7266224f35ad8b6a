import { describe, expect, it } from 'vitest';
import { cardMessages } from '@toolshop/domain';
import { testCardOutcome } from './test-card-outcome';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => ({ number, expMonth, expYear, cvc: '123' });

describe('test gateway card outcomes', () => {
  it('pays with 4242 4242 4242 4242, spaces or not', () => {
    expect(testCardOutcome(card('4242 4242 4242 4242'), now)).toBeNull();
    expect(testCardOutcome(card('4242424242424242'), now)).toBeNull();
  });

  it("gives Stripe's decline and insufficient funds answers", () => {
    expect(testCardOutcome(card('4000 0000 0000 0002'), now)).toEqual({
      code: 'card_declined',
      message: cardMessages.declined,
    });
    expect(testCardOutcome(card('4000000000009995'), now)).toEqual({
      code: 'insufficient_funds',
      message: cardMessages.insufficientFunds,
    });
  });

  it('refuses any number that is not a test card, even a valid-looking one', () => {
    expect(testCardOutcome(card('5555 5555 5555 4444'), now)?.code).toBe('not_a_test_card');
    expect(testCardOutcome(card('4242 4242 4242 4241'), now)?.code).toBe('not_a_test_card');
  });

  it('accepts the current month and refuses an expired card', () => {
    expect(testCardOutcome(card('4242424242424242', 11, 2026), now)).toBeNull();
    expect(testCardOutcome(card('4242424242424242', 10, 2026), now)).toEqual({
      code: 'expired_card',
      message: cardMessages.expired,
    });
    expect(testCardOutcome(card('4242424242424242', 12, 2025), now)?.code).toBe('expired_card');
  });
});
