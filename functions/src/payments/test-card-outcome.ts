import {
  cardDigits,
  cardMessages,
  cvcLengthOf,
  isCardExpired,
  testCards,
  type CardFailure,
  type TestCardInput,
} from '@toolshop/domain';

/**
 * The test gateway's answer for a card: null when it pays, otherwise the failure Stripe would give (the table and
 * its source are in domain/src/payments/test-cards.ts). Only Stripe's public test numbers exist here; any other number is
 * refused without being looked at further.
 */
export function testCardOutcome(card: TestCardInput, now: Date): CardFailure | null {
  const known = testCards.find((testCard) => testCard.number === cardDigits(card.number));
  if (!known) return { code: 'not_a_test_card', message: cardMessages.notATestCard };
  if (isCardExpired(card.expMonth, card.expYear, now)) return { code: 'expired_card', message: cardMessages.expired };
  if (card.cvc.length !== cvcLengthOf(known.number)) return { code: 'invalid_cvc', message: cardMessages.invalidCvc };
  return known.failure;
}
