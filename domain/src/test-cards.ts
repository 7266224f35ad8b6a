// The built-in test gateway (DESIGN "Orders, stock and payment") accepts only Stripe's public test card numbers.
// Shared by the gateway, which decides outcomes from them, and the payment page, which lists them.
// Card messages use Stripe's own wording so the page reads the same in both modes.

export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'Your card was declined: only Stripe test card numbers are accepted in test mode.',
  expired: 'Your card has expired.',
  expiryFormat: 'Enter the expiry as MM / YY',
} as const;

export interface CardFailure {
  code: 'card_declined' | 'insufficient_funds' | 'not_a_test_card' | 'expired_card';
  message: string;
}

export interface TestCard {
  number: string;
  /** What paying with it does, as the payment page lists it. */
  effect: string;
  failure: CardFailure | null;
}

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', effect: 'succeeds', failure: null },
  {
    number: '4000000000000002',
    effect: 'is declined',
    failure: { code: 'card_declined', message: cardMessages.declined },
  },
  {
    number: '4000000000009995',
    effect: 'fails for insufficient funds',
    failure: { code: 'insufficient_funds', message: cardMessages.insufficientFunds },
  },
];

/** Digits only: people type card numbers with spaces or dashes. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** 4242424242424242 -> '4242 4242 4242 4242'. */
export function groupCardDigits(number: string): string {
  return cardDigits(number).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A card is good through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** A typed expiry ('12 / 34', '12/2034', '1/34') as month and four-digit year, or null when it is not one. */
export function parseCardExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: match[2].length === 2 ? 2000 + year : year };
}
