import { describe, expect, it } from 'vitest';
import { homeCountryOf, homePricingNote } from './home-pricing';
import { toOrder } from '../orders/order-entity';
import type { OrderDoc } from '../orders/order-doc';

describe('pricing for the home country', () => {
  it('the home country is the business details’ country, the United States when none is set', () => {
    expect(homeCountryOf({ country: 'GB' })).toBe('GB');
    expect(homeCountryOf({})).toBe('US');
    expect(homeCountryOf(undefined)).toBe('US');
  });

  it('an order priced for it says so, and whether its address may still change', () => {
    expect(homePricingNote('US', 'Pickup at the factory')).toBe(
      'Priced for United States, Pickup at the factory; change the address before paying',
    );
    const order = {
      uid: 'u',
      email: 'a@b.co',
      productId: 'p',
      productName: 'Drill',
      picture: '/p.svg',
      unitPriceCents: 1083,
      quantity: 1,
      amountCents: 1083,
      address: '',
      mobile: '0123456',
      status: 'unpaid',
      transactionId: null,
      shippingMethod: { id: 'standard', name: 'Standard' },
      pricedForHomeCountry: 'US',
    } satisfies OrderDoc;
    expect(toOrder('o1', order).pricedFor).toEqual({
      country: 'US',
      note: 'Priced for United States, Standard; change the address before paying',
      addressChangeable: true,
    });
    expect(toOrder('o1', { ...order, paymentIntentId: 'pi_1' }).pricedFor?.addressChangeable).toBe(false);
    expect(toOrder('o1', { ...order, status: 'pending' }).pricedFor?.addressChangeable).toBe(false);
    expect(toOrder('o1', { ...order, pricedForHomeCountry: undefined }).pricedFor).toBeUndefined();
  });
});
