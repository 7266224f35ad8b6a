import { describe, expect, it } from 'vitest';
import { cardMessages } from './test-cards';
import { testCardSchemaOn, testConfirmSchema } from './payment-schema';

const card = (expMonth: number, expYear: number) => ({ number: '4242424242424242', expMonth, expYear, cvc: '123' });

describe('testCardSchema: the expiry rule shared by the payment form and the server', () => {
  const onNovember15 = testCardSchemaOn(() => new Date(Date.UTC(2026, 10, 15)));

  it('accepts a card through the last day of its expiry month', () => {
    expect(onNovember15.safeParse(card(11, 2026)).success).toBe(true);
    expect(onNovember15.safeParse(card(1, 2027)).success).toBe(true);
  });

  it('refuses a card past its expiry month with the card message, on the expiry field', () => {
    for (const [month, year] of [
      [10, 2026],
      [1, 2020],
      [12, 2025],
    ] as const) {
      const result = onNovember15.safeParse(card(month, year));
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ message: cardMessages.expired, path: ['expYear'] }),
      ]);
    }
  });

  it('reads today when it parses, not when it is made', () => {
    let today = new Date(Date.UTC(2026, 10, 15));
    const schema = testCardSchemaOn(() => today);
    expect(schema.safeParse(card(11, 2026)).success).toBe(true);
    today = new Date(Date.UTC(2026, 11, 1));
    expect(schema.safeParse(card(11, 2026)).success).toBe(false);
  });

  it('is the rule of the server input: an expired card is refused before any gateway call', () => {
    const result = testConfirmSchema.safeParse({ clientSecret: 'pi_1_secret_2', card: card(1, 2020) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(cardMessages.expired);
  });
});
