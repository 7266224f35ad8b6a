import {
  cardDigits,
  cardMessages,
  isCardExpired,
  testCards,
  type CardFailure,
  type TestCardInput,
} from '@toolshop/domain';

/**
 * The test gateway's answer for a card: null when it pays, otherwise the failure Stripe would give.
 * Only Stripe's public test numbers exist here; any other number is refused without being looked at further.
 */
export function testCardOutcome(card: TestCardInput, now: Date): CardFailure | null {
  const known = testCards.find((testCard) => testCard.number === cardDigits(card.number));
  if (!known) return { code: 'not_a_test_card', message: cardMessages.notATestCard };
  if (isCardExpired(card.expMonth, card.expYear, now)) return { code: 'expired_card', message: cardMessages.expired };
  return known.failure;
}
