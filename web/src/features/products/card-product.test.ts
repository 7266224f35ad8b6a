import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_PREVIEW_LENGTH, cutAtWord, type Product } from '@toolshop/domain';
import { cardProductOf } from './card-product';

const drill: Product = {
  _id: 'drill',
  name: 'Drill',
  description: `${'Brushless drill driver with a keyless chuck. '.repeat(8)}End.`,
  picture: '/products/drill.0123456789.jpg',
  price: 129,
  available: 40,
  minimum: 2,
  increment: 2,
  priceBreaks: [{ minQuantity: 10, price: 119 }],
  sku: 'DD18',
  category: 'drills',
  specs: { voltage: 18 },
  fits: ['battery'],
  featured: true,
  warrantyMonths: 36,
  serialPattern: '^DD18-[0-9]{8}$',
};

describe('cardProductOf', () => {
  it('keeps what a card shows and leaves out what only the product page shows', () => {
    const {
      category: _category,
      specs: _specs,
      fits: _fits,
      warrantyMonths: _months,
      serialPattern: _serials,
      ...shown
    } = drill;
    expect(cardProductOf(drill)).toEqual({
      ...shown,
      description: cutAtWord(drill.description, CARD_DESCRIPTION_PREVIEW_LENGTH),
    });
  });

  it('leaves absent pack sizes and price breaks absent, and a card of a card is the same card', () => {
    const { increment: _increment, priceBreaks: _breaks, ...plain } = drill;
    const card = cardProductOf(plain);
    expect(Object.keys(card)).not.toContain('increment');
    expect(Object.keys(card)).not.toContain('priceBreaks');
    expect(cardProductOf(card)).toEqual(card);
    expect(card.description.length).toBeLessThanOrEqual(CARD_DESCRIPTION_PREVIEW_LENGTH);
  });
});
