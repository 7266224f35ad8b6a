import { describe, expect, it } from 'vitest';
import { quoteCart, cartLineProblems, type CartProduct } from './cart';
import { checkoutSchema } from '../orders/checkout-schema';
import { addressSchema, formatAddressLine } from '../profiles/address-schema';
import { addressBookEntrySchema } from '../profiles/address-book-schema';
import { orderSummaryFields, orderLinesOf, type OrderLineDoc } from '../orders/order-lines';
import { validationMessages as m } from '../messages';
import { COUNTRY_CODES } from '../countries';

const drill: CartProduct = { name: 'Drill', picture: '/d.svg', priceCents: 5000, minimum: 1, available: 10 };
const blade: CartProduct = {
  name: 'Blade',
  picture: '/b.svg',
  priceCents: 300,
  minimum: 10,
  increment: 10,
  available: 100,
  priceBreaks: [{ minQuantity: 50, priceCents: 250 }],
};
const products: Record<string, CartProduct> = { drill, blade };
const address = { name: 'Casey', line1: '1 Lane', city: 'Springfield', postalCode: '12345', country: 'US' };

describe('quoteCart', () => {
  it('quotes every line with its break and totals the goods', () => {
    const quote = quoteCart(
      [
        { productId: 'drill', quantity: 2 },
        { productId: 'blade', quantity: 50 },
      ],
      (id) => products[id],
    );
    expect(quote.lines.map((line) => line.quote?.amountCents)).toEqual([10000, 12500]);
    expect(quote.goodsTotalCents).toBe(22500);
    expect(quote.orderable).toBe(true);
  });

  it('names each line that cannot be ordered, a removed product too', () => {
    const quote = quoteCart(
      [
        { productId: 'drill', quantity: 11 },
        { productId: 'blade', quantity: 15 },
        { productId: 'gone', quantity: 1 },
      ],
      (id) => products[id],
    );
    expect(quote.orderable).toBe(false);
    expect(cartLineProblems(quote)).toEqual([
      { productId: 'drill', problems: [m.quantityAboveAvailable] },
      { productId: 'blade', problems: [m.quantityNotInPacks(10)] },
      { productId: 'gone', problems: [m.productNoLongerSold] },
    ]);
  });

  it('a total no card can pay makes the cart not orderable', () => {
    const cheap: CartProduct = { ...drill, priceCents: 10 };
    const quote = quoteCart([{ productId: 'cheap', quantity: 1 }], () => cheap);
    expect(quote.totalProblem).toBe(m.orderTotalTooSmall);
    expect(quote.orderable).toBe(false);
  });
});

describe('checkoutSchema', () => {
  const valid = { lines: [{ productId: 'drill', quantity: 1 }], shippingAddress: address, mobile: '+1 555 0100' };
  const refused = (body: unknown) => checkoutSchema.safeParse(body).error?.issues.map((issue) => issue.message);

  it('takes a valid checkout and drops empty optional address fields', () => {
    const parsed = checkoutSchema.parse({ ...valid, shippingAddress: { ...address, company: ' ' } });
    expect(parsed.shippingAddress).toEqual(address);
  });

  it('refuses no lines, too many, the same product twice, bad quantities, unknown fields', () => {
    expect(refused({ ...valid, lines: [] })).toEqual([m.cartLinesRequired]);
    const many = Array.from({ length: 51 }, (_, i) => ({ productId: `p${i}`, quantity: 1 }));
    expect(refused({ ...valid, lines: many })).toEqual([m.cartTooManyLines]);
    expect(refused({ ...valid, lines: [valid.lines[0], valid.lines[0]] })).toEqual([m.cartDuplicateProduct]);
    for (const quantity of [0, 1.5, -1, '2', 100_001])
      expect(refused({ ...valid, lines: [{ productId: 'drill', quantity }] })).toEqual([m.cartQuantityInvalid]);
    expect(refused({ ...valid, price: 1 })).toHaveLength(1);
    expect(refused({ ...valid, lines: [{ productId: 'drill', quantity: 1, price: 1 }] })).toHaveLength(1);
    expect(refused({ ...valid, shippingAddress: undefined })).toEqual([m.shippingAddressRequired]);
    expect(refused({ ...valid, shippingAddress: { ...address, country: 'XX' } })).toEqual([m.addressCountryInvalid]);
  });
});

describe('addresses', () => {
  it('lists the 249 ISO codes', () => expect(COUNTRY_CODES).toHaveLength(249));

  it('formats the one-line form, skipping absent fields', () => {
    expect(formatAddressLine(addressSchema.parse({ ...address, region: 'IL', line2: 'Unit 4' }))).toBe(
      'Casey, 1 Lane, Unit 4, Springfield, IL 12345, United States',
    );
  });

  it('an address-book entry carries isDefault apart from the address', () => {
    expect(addressBookEntrySchema.parse({ ...address, isDefault: true })).toEqual({ address, isDefault: true });
    expect(addressBookEntrySchema.safeParse({ ...address, id: 'x' }).success).toBe(false);
  });
});

describe('order lines', () => {
  const line = (productName: string, quantity: number, unitPriceCents: number): OrderLineDoc => ({
    productId: productName.toLowerCase(),
    productName,
    picture: `/${productName}.svg`,
    quantity,
    unitPriceCents,
    amountCents: quantity * unitPriceCents,
    priceBreak: null,
  });

  it('a multi-line order is one bundle at its total for an old client', () => {
    const summary = orderSummaryFields([line('Drill', 1, 5000), line('Blade', 20, 300), line('Pack', 2, 999)]);
    expect(summary).toMatchObject({ productName: 'Drill and 2 more items (23 pieces)', quantity: 1 });
    expect(summary.unitPriceCents * summary.quantity).toBe(summary.amountCents);
    expect(summary.amountCents).toBe(5000 + 6000 + 1998);
  });

  it('a SPEC order reads as one line', () => {
    const order = { ...orderSummaryFields([line('Drill', 2, 5000)]) };
    expect(orderLinesOf(order)).toEqual([line('Drill', 2, 5000)]);
  });
});
