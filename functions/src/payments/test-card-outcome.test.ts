import { describe, expect, it } from 'vitest';
import { cardMessages, testCards } from '@toolshop/domain';
import { testCardOutcome } from './test-card-outcome';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030, cvc = '123') => ({ number, expMonth, expYear, cvc });

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

  it("pays with every brand of Stripe's table (https://docs.stripe.com/testing), Amex with a 4-digit CVC", () => {
    const brands: [string, string][] = [
      ['4000 0566 5566 5556', '123'],
      ['5555 5555 5555 4444', '123'],
      ['2223 0031 2200 3222', '123'],
      ['5200 8282 8282 8210', '123'],
      ['5105 1051 0510 5100', '123'],
      ['3782 822463 10005', '1234'],
      ['3714 496353 98431', '1234'],
      ['6011 1111 1111 1117', '123'],
      ['6011 0009 9013 9424', '123'],
      ['3056 9300 0902 0004', '123'],
      ['3622 720627 1667', '123'],
      ['3566 0020 2036 0505', '123'],
      ['6200 0000 0000 0005', '123'],
    ];
    for (const [number, cvc] of brands) expect(testCardOutcome(card(number, 12, 2030, cvc), now), number).toBeNull();
    for (const testCard of testCards.filter((listed) => !listed.failure)) {
      const cvc = testCard.brand.startsWith('American Express') ? '1234' : '123';
      expect(testCardOutcome(card(testCard.number, 12, 2030, cvc), now), testCard.number).toBeNull();
    }
    expect(testCardOutcome(card('378282246310005'), now)).toEqual({
      code: 'invalid_cvc',
      message: cardMessages.invalidCvc,
    });
    expect(testCardOutcome(card('5555555555554444', 12, 2030, '1234'), now)?.code).toBe('invalid_cvc');
  });

  it("gives Stripe's answer for each decline card", () => {
    const declines: [string, string, string][] = [
      ['4000000000009987', 'card_declined', cardMessages.declined],
      ['4000000000009979', 'card_declined', cardMessages.declined],
      ['4000000000000069', 'expired_card', cardMessages.expired],
      ['4000000000000127', 'incorrect_cvc', cardMessages.incorrectCvc],
      ['4000000000000119', 'processing_error', cardMessages.processingError],
      ['4242424242424241', 'incorrect_number', cardMessages.incorrectNumber],
    ];
    for (const [number, code, message] of declines)
      expect(testCardOutcome(card(number), now), number).toEqual({ code, message });
  });

  it('refuses any number that is not a test card, even a valid-looking one', () => {
    expect(testCardOutcome(card('4000 1234 5678 9010'), now)?.code).toBe('not_a_test_card');
    expect(testCardOutcome(card('5555 5555 5555 4445'), now)?.code).toBe('not_a_test_card');
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
