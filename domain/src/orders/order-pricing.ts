// The one function that prices an order: the goods (each line by its price breaks, quoteCart), the shipping
// (the chosen method's price, nothing once the goods reach its freeOver), the tax (the rate of the country shipped to,
// its own or its zone's, times the taxed base: the goods, plus the shipping where the zone taxes it, rounded half up
// to the cent once per order) and the
// total. The cart's quote, the checkout, the server and the invoice all ask it, so they never disagree by a cent.
// Every amount is integer cents; the rate has at most 4 decimals, so rate x base is exact in integers
// (docs/decisions/0021).
import { quoteCart, type CartProduct, type CartQuote } from '../cart/cart';
import type { CartLine } from './checkout-schema';
import {
  TAX_RATE_SCALE,
  taxRateForCountry,
  type ShippingMethodDoc,
  type ShippingZoneDoc,
} from '../shipping/shipping-zone-schema';
import type { PriceListDoc } from '../trade/company-entity';

/** A method as this order would pay it. */
export interface PricedShippingMethod {
  id: string;
  name: string;
  priceCents: number;
}

export interface OrderPricing {
  cart: CartQuote;
  goodsCents: number;
  /** Every method of the zone at its price for these goods, as listed. */
  shippingMethods: PricedShippingMethod[];
  /** The method asked for, or the cheapest when none was; null when the zone has no method of the id asked. */
  shippingMethod: PricedShippingMethod | null;
  shippingCents: number;
  /** The rate of the country shipped to: its own, or its zone's. */
  taxRate: number;
  taxCents: number;
  /** goods + shipping + tax: what the customer pays. */
  amountCents: number;
}

/** What a method costs for goods of `goodsCents`: its price, or nothing once the goods reach freeOver. */
export function shippingPriceCents(method: ShippingMethodDoc, goodsCents: number): number {
  return method.freeOverCents !== undefined && goodsCents >= method.freeOverCents ? 0 : method.priceCents;
}

/**
 * rate x base, rounded half up to the cent, in integers (base >= 0, rate 0..1 with at most 4 decimals). The base
 * is split in whole 10,000s and the rest so that no product leaves the safe integers, whatever the cart holds.
 */
export function taxOfCents(taxRate: number, baseCents: number): number {
  const rateUnits = Math.round(taxRate * TAX_RATE_SCALE);
  const whole = Math.floor(baseCents / TAX_RATE_SCALE);
  const rest = baseCents - whole * TAX_RATE_SCALE;
  return whole * rateUnits + Math.floor((rest * rateUnits + TAX_RATE_SCALE / 2) / TAX_RATE_SCALE);
}

/**
 * Shipping, tax and total for goods already priced, shipped within `zone` to `country`; `reverseCharge`: zero-rated,
 * the buyer accounting for the VAT (trade/reverse-charge.ts decides it).
 */
export function priceShippingAndTax(
  goodsCents: number,
  zone: ShippingZoneDoc,
  country: string,
  shippingMethodId?: string,
  reverseCharge = false,
): Omit<OrderPricing, 'cart' | 'goodsCents'> {
  const shippingMethods = zone.methods.map((method) => ({
    id: method.id,
    name: method.name,
    priceCents: shippingPriceCents(method, goodsCents),
  }));
  const shippingMethod =
    shippingMethodId === undefined
      ? cheapest(shippingMethods)
      : (shippingMethods.find((method) => method.id === shippingMethodId) ?? null);
  const shippingCents = shippingMethod?.priceCents ?? 0;
  const taxRate = reverseCharge ? 0 : taxRateForCountry(zone, country);
  const taxCents = taxOfCents(taxRate, goodsCents + (zone.taxShipping ? shippingCents : 0));
  return {
    shippingMethods,
    shippingMethod,
    shippingCents,
    taxRate,
    taxCents,
    amountCents: goodsCents + shippingCents + taxCents,
  };
}

/**
 * Prices an order of `lines` shipped within `zone` to `country` by the method asked for (or the cheapest), at a
 * trade buyer's company's prices when `priceList` is given, zero-rated when `reverseCharge`.
 */
export function priceOrder(
  lines: readonly CartLine[],
  productOf: (productId: string) => CartProduct | undefined,
  zone: ShippingZoneDoc,
  country: string,
  shippingMethodId?: string,
  priceList?: PriceListDoc,
  reverseCharge = false,
): OrderPricing {
  const cart = quoteCart(lines, productOf, priceList);
  return {
    cart,
    goodsCents: cart.goodsTotalCents,
    ...priceShippingAndTax(cart.goodsTotalCents, zone, country, shippingMethodId, reverseCharge),
  };
}

/** The lowest price; the first listed among equals. */
function cheapest(methods: readonly PricedShippingMethod[]): PricedShippingMethod | null {
  let best: PricedShippingMethod | null = null;
  for (const method of methods) if (!best || method.priceCents < best.priceCents) best = method;
  return best;
}
