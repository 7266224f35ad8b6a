import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../lib/placed-order';
import { dialogLines, orderHeading, piecesInAll, restockLabel } from './order-line';

const line = (productName: string, quantity: number) => ({
  productId: productName.toLowerCase(),
  productName,
  picture: '/products/drill.svg',
  quantity,
  price: 1,
  amount: quantity,
});

// An order of three lines as the API answers it: SPEC's single-product fields are one bundle at the total.
const threeLines: PlacedOrder = {
  _id: 'a1b2c3d4e5f6',
  email: 'casey@toolshop.test',
  productId: 'brushes',
  productName: 'Carbon Brush Set and 2 more items (106 pieces)',
  picture: '/products/brushes.svg',
  mobile: '+1 555 0100',
  address: '1 Lane',
  quantity: 1,
  price: 605.9,
  amount: 605.9,
  lines: [line('Carbon Brush Set', 100), line('Drill', 4), line('Blades', 2)],
  placedAt: null,
};

describe("the admin dialogs' words for an order", () => {
  it('name the order by number, customer and total', () => {
    expect(orderHeading({ ...threeLines, number: 100007 })).toBe('Order #100007 for casey@toolshop.test, $605.90');
    expect(orderHeading(threeLines)).toBe('Order #a1b2c3d4 for casey@toolshop.test, $605.90');
  });

  it('list every line of a multi-line order, not its one-bundle summary', () => {
    expect(dialogLines(threeLines).map((l) => [l.quantity, l.productName])).toEqual([
      [100, 'Carbon Brush Set'],
      [4, 'Drill'],
      [2, 'Blades'],
    ]);
    expect(piecesInAll(dialogLines(threeLines))).toBe('106 pieces in 3 lines');
  });

  it('say what a restock puts back on sale, product by product', () => {
    expect(restockLabel(dialogLines(threeLines))).toBe(
      'Restock: put 100 × Carbon Brush Set, 4 × Drill and 2 × Blades back on sale',
    );
    expect(restockLabel([line('Grinder', 2)])).toBe('Restock: put 2 × Grinder back on sale');
  });

  it('read an order without lines as its single product', () => {
    const old = { ...threeLines, productName: 'Grinder', quantity: 3, lines: [] };
    expect(restockLabel(dialogLines(old))).toBe('Restock: put 3 × Grinder back on sale');
  });
});
