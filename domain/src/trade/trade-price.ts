// A company's price for one product: a fixed net price where its price list has one, else the list price less its
// category's discount where the list has one, else less the list's discount; a quantity break applies on top, by the share of the list price it takes off (a break to 90% of
// the list price is 90% of the trade price too). Never above the list price a consumer pays for that quantity.
// Integer cents: a discount has at most two decimals, so it is whole basis points, rounded half up once.
import type { PriceListDoc } from './company-entity';

/** What a price list says of one product. */
export interface TradePrice {
  discountPercent: number;
  /** A fixed net price for the product, in cents. */
  netPriceCents?: number;
}

const BASIS_POINTS = 10_000;

/** `category`: the product's category slug, where it has one. */
export function tradePriceOf(priceList: PriceListDoc, productId: string, category: string | undefined): TradePrice {
  const byCategory = priceList.categoryDiscounts ?? {};
  const discountPercent =
    category !== undefined && Object.hasOwn(byCategory, category) ? byCategory[category]! : priceList.discountPercent;
  const netPriceCents = Object.hasOwn(priceList.pricesCents, productId) ? priceList.pricesCents[productId] : undefined;
  return netPriceCents === undefined ? { discountPercent } : { discountPercent, netPriceCents };
}

/** The trade unit price for a unit the list (with its break) prices at `listUnitCents`; `basePriceCents` is the plain list price. */
export function tradeUnitPriceCents(trade: TradePrice, listUnitCents: number, basePriceCents: number): number {
  if (trade.netPriceCents !== undefined) {
    const scaled =
      listUnitCents === basePriceCents || basePriceCents === 0
        ? trade.netPriceCents
        : Math.floor((trade.netPriceCents * listUnitCents + Math.floor(basePriceCents / 2)) / basePriceCents);
    return Math.min(scaled, listUnitCents);
  }
  const basisPoints = Math.round(trade.discountPercent * 100);
  const off = Math.floor((listUnitCents * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
  return listUnitCents - off;
}
