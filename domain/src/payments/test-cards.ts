// The built-in test gateway (DESIGN "Orders, stock and payment") accepts only Stripe's public test card numbers.
// Shared by the gateway, which decides outcomes from them, and the payment page, which lists them.
// Card messages use Stripe's own wording so the page reads the same in both modes.
// Source of the numbers and their outcomes: Stripe's "Testing" page, https://docs.stripe.com/testing ("Cards by
// brand", "Declined payments", "Invalid data"): any future expiry, any 3-digit CVC, 4 digits for American Express.

export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'Your card was declined: only Stripe test card numbers are accepted in test mode.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  invalidCvc: "Your card's security code is invalid.",
  incorrectNumber: 'Your card number is incorrect.',
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  expiryFormat: 'Enter the expiry as MM / YY',
} as const;

export interface CardFailure {
  code:
    | 'card_declined'
    | 'insufficient_funds'
    | 'not_a_test_card'
    | 'expired_card'
    | 'incorrect_cvc'
    | 'invalid_cvc'
    | 'incorrect_number'
    | 'processing_error';
  message: string;
}

export interface TestCard {
  number: string;
  brand: string;
  /** What paying with it does, as the payment page lists it. */
  effect: string;
  failure: CardFailure | null;
  /** Listed first on the payment page; the others sit under "more Stripe test cards". */
  featured?: true;
}

const succeeds = (number: string, brand: string, featured?: true): TestCard => ({
  number,
  brand,
  effect: 'succeeds',
  failure: null,
  ...(featured && { featured }),
});
const fails = (number: string, effect: string, failure: CardFailure, featured?: true): TestCard => ({
  number,
  brand: 'Visa',
  effect,
  failure,
  ...(featured && { featured }),
});
const declined = { code: 'card_declined', message: cardMessages.declined } as const;

export const testCards: readonly TestCard[] = [
  // Cards by brand: each pays.
  succeeds('4242424242424242', 'Visa', true),
  succeeds('4000056655665556', 'Visa (debit)'),
  succeeds('5555555555554444', 'Mastercard', true),
  succeeds('2223003122003222', 'Mastercard (2-series)'),
  succeeds('5200828282828210', 'Mastercard (debit)'),
  succeeds('5105105105105100', 'Mastercard (prepaid)'),
  succeeds('378282246310005', 'American Express'),
  succeeds('371449635398431', 'American Express'),
  succeeds('6011111111111117', 'Discover'),
  succeeds('6011000990139424', 'Discover'),
  succeeds('6011981111111113', 'Discover (debit)'),
  succeeds('3056930009020004', 'Diners Club'),
  succeeds('36227206271667', 'Diners Club (14-digit)'),
  succeeds('6555900000604105', 'BCcard and DinaCard'),
  succeeds('3566002020360505', 'JCB'),
  succeeds('6200000000000005', 'UnionPay'),
  succeeds('6200000000000047', 'UnionPay (debit)'),
  succeeds('6205500000000000004', 'UnionPay (19-digit)'),
  // Declined payments, with Stripe's error code and message.
  fails('4000000000000002', 'is declined', declined, true),
  fails(
    '4000000000009995',
    'fails for insufficient funds',
    { code: 'insufficient_funds', message: cardMessages.insufficientFunds },
    true,
  ),
  fails('4000000000009987', 'is declined (lost card)', declined),
  fails('4000000000009979', 'is declined (stolen card)', declined),
  fails('4000000000000069', 'is declined (expired card)', { code: 'expired_card', message: cardMessages.expired }),
  fails('4000000000000127', 'is declined (incorrect CVC)', {
    code: 'incorrect_cvc',
    message: cardMessages.incorrectCvc,
  }),
  fails('4000000000000119', 'fails with a processing error', {
    code: 'processing_error',
    message: cardMessages.processingError,
  }),
  fails('4000000000006975', 'is declined (too many attempts)', declined),
  fails('4100000000000019', 'is blocked as fraudulent', declined),
  fails('4000000000000101', 'is declined (CVC check fails)', {
    code: 'incorrect_cvc',
    message: cardMessages.incorrectCvc,
  }),
  fails('4242424242424241', 'is refused (incorrect number)', {
    code: 'incorrect_number',
    message: cardMessages.incorrectNumber,
  }),
];

/** American Express cards carry a 4-digit security code, the others 3 digits. */
export function cvcLengthOf(number: string): 3 | 4 {
  return /^3[47]/.test(cardDigits(number)) ? 4 : 3;
}

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

/**
 * A typed expiry ('12 / 34', '12/2034', '1/34', '1234' as on the card without the slash) as month and four-digit
 * year, or null when it is not one.
 */
export function parseCardExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: match[2].length === 2 ? 2000 + year : year };
}

/**
 * The expiry as people type it, formatted on the fly: '1230' -> '12 / 30', '1/3' -> '01 / 3'. Two digits alone stay
 * as they are (no separator yet), and backspace takes the separator away with the last year digit.
 */
export function formatCardExpiry(text: string): string {
  const [monthPart = '', ...rest] = text.split('/');
  const yearPart = rest.join('');
  if (rest.length > 0) {
    const monthDigits = monthPart.replace(/\D/g, '').slice(0, 2);
    if (!monthDigits) return '';
    const month = monthDigits.padStart(2, '0');
    const year = yearPart.replace(/\D/g, '').slice(0, 4);
    if (year) return `${month} / ${year}`;
    // '12 / ' is what backspace leaves of '12 / 3': the separator goes too. '12/' is one being typed.
    return /\s$/.test(text) ? monthDigits : `${month} /`;
  }
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** A card number as people type it: digits only, grouped in fours ('4242424' -> '4242 424'). */
export function formatCardNumber(text: string): string {
  return groupCardDigits(text.replace(/\D/g, '').slice(0, 19));
}
