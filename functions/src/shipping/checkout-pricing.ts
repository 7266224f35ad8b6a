// What a checkout costs shipped to its address: the zone serving the address's country (409 naming the country
// when none does), the method asked for (400 when the zone has no such method; the cheapest when none is asked)
// and the one domain pricing (order-pricing.ts), taxed at that country's rate or zero-rated by reverse charge. The
// quote and the checkout both price through here.
import {
  apiMessages,
  priceOrder,
  type CartLine,
  type CartProduct,
  type OrderDoc,
  type OrderPricing,
  type PricedShippingMethod,
  type PriceListDoc,
  type ReverseCharge,
} from '@toolshop/domain';
import { invalid } from '../platform/refusal';
import type { StoredZone } from './stored-zone';

export interface CheckoutPricing extends OrderPricing {
  shippingMethod: PricedShippingMethod;
  zone: StoredZone;
  /** Zero-rated by reverse charge (vat/reverse-charge-check.ts): both VAT IDs; null when VAT is charged. */
  reverseCharge: ReverseCharge | null;
}

/** 400 before anything is read when the zone offers no method of this id. */
export function assertZoneHasMethod(zone: StoredZone, shippingMethod: string | undefined): void {
  if (shippingMethod !== undefined && !zone.zone.methods.some((method) => method.id === shippingMethod)) {
    const message = apiMessages.shippingMethodUnknown(shippingMethod);
    throw invalid(message, { shippingMethod: message });
  }
}

export function priceCheckout(
  { zone, country }: { zone: StoredZone; country: string },
  lines: readonly CartLine[],
  productOf: (productId: string) => CartProduct | undefined,
  shippingMethod: string | undefined,
  priceList?: PriceListDoc,
  reverseCharge: ReverseCharge | null = null,
): CheckoutPricing {
  assertZoneHasMethod(zone, shippingMethod);
  const pricing = priceOrder(lines, productOf, zone.zone, country, shippingMethod, priceList, reverseCharge !== null);
  return { ...pricing, shippingMethod: pricing.shippingMethod!, zone, reverseCharge };
}

/** The price fields an order stores (domain's order-entity.ts OrderDoc); `amountCents` is their total. */
export function orderPriceFields(
  pricing: Omit<CheckoutPricing, 'cart' | 'reverseCharge'> & { reverseCharge?: ReverseCharge | null },
): Required<
  Pick<OrderDoc, 'subtotalCents' | 'shippingMethod' | 'shippingCents' | 'taxRate' | 'taxCents' | 'shippingZone'>
> &
  Pick<OrderDoc, 'reverseCharge'> & { amountCents: number } {
  return {
    subtotalCents: pricing.goodsCents,
    shippingMethod: { id: pricing.shippingMethod.id, name: pricing.shippingMethod.name },
    shippingCents: pricing.shippingCents,
    taxRate: pricing.taxRate,
    taxCents: pricing.taxCents,
    shippingZone: { id: pricing.zone.id, name: pricing.zone.zone.name },
    ...(pricing.reverseCharge ? { reverseCharge: pricing.reverseCharge } : {}),
    amountCents: pricing.amountCents,
  };
}
