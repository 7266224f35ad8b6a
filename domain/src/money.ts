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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatCents(cents: number): string {
  return usd.format(centsToDollars(cents));
}
