// Money is integer cents everywhere but at the edges (REST `price` and the screens show dollars).

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** True when a dollar amount has at most two decimals (0.1 + 0.2 style float noise tolerated). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

export function orderAmountCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/**
 * "$1,234.50", "-$5.00": Intl's en-US dollar format, written out. The product cards format prices during the home
 * page's start-up, and Intl.NumberFormat's first use there sets up ICU data in the middle of it, a long task on a
 * phone; nothing else at start-up calls Intl (docs/decisions/0009).
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
