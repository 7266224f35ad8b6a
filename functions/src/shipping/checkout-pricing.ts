// What a checkout costs shipped to its address: the zone serving the address's country (409 naming the country
// when none does), the method asked for (400 when the zone has no such method; the cheapest when none is asked)
// and the one domain pricing (order-pricing.ts), taxed at that country's rate. The quote and the checkout both price through here.
import {
  apiMessages,
  priceOrder,
  type CartLine,
  type CartProduct,
  type OrderDoc,
  type OrderPricing,
  type PricedShippingMethod,
  type PriceListDoc,
} from '@toolshop/domain';
import { HttpError } from '../http/http-error';
import type { StoredZone } from './stored-zone';

export interface CheckoutPricing extends OrderPricing {
  shippingMethod: PricedShippingMethod;
  zone: StoredZone;
}

/** 400 before anything is read when the zone offers no method of this id. */
export function assertZoneHasMethod(zone: StoredZone, shippingMethod: string | undefined): void {
  if (shippingMethod !== undefined && !zone.zone.methods.some((method) => method.id === shippingMethod)) {
    const message = apiMessages.shippingMethodUnknown(shippingMethod);
    throw new HttpError(400, message, { shippingMethod: message });
  }
}

export function priceCheckout(
  { zone, country }: { zone: StoredZone; country: string },
  lines: readonly CartLine[],
  productOf: (productId: string) => CartProduct | undefined,
  shippingMethod: string | undefined,
  priceList?: PriceListDoc,
): CheckoutPricing {
  assertZoneHasMethod(zone, shippingMethod);
  const pricing = priceOrder(lines, productOf, zone.zone, country, shippingMethod, priceList);
  return { ...pricing, shippingMethod: pricing.shippingMethod!, zone };
}

/** The price fields an order stores (entities.ts OrderDoc); `amountCents` is their total. */
export function orderPriceFields(
  pricing: Omit<CheckoutPricing, 'cart'>,
): Required<
  Pick<OrderDoc, 'subtotalCents' | 'shippingMethod' | 'shippingCents' | 'taxRate' | 'taxCents' | 'shippingZone'>
> & { amountCents: number } {
  return {
    subtotalCents: pricing.goodsCents,
    shippingMethod: { id: pricing.shippingMethod.id, name: pricing.shippingMethod.name },
    shippingCents: pricing.shippingCents,
    taxRate: pricing.taxRate,
    taxCents: pricing.taxCents,
    shippingZone: { id: pricing.zone.id, name: pricing.zone.zone.name },
    amountCents: pricing.amountCents,
  };
}
