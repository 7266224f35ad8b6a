// The payment page's summary, rendered as the server would: a cart order (several lines) lists each line with its
// quantity, unit price and amount, and no single-product "Quantity: 1"; an order of one product keeps SPEC's name
// and quantity.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '@toolshop/domain';
import { OrderSummary } from './order-summary';

const line = (productName: string, quantity: number, price: number): OrderLine => ({
  productId: productName.toLowerCase().replace(/ /g, '-'),
  productName,
  picture: '/p.svg',
  quantity,
  price,
  amount: Math.round(quantity * price * 100) / 100,
});

const cartOrder: Order = {
  _id: 'o1',
  email: 'buyer@toolshop.test',
  productId: 'carbon-brush-set',
  productName: 'Carbon Brush Set and 2 more items (106 pieces)',
  picture: '/p.svg',
  mobile: '',
  address: '',
  quantity: 1,
  price: 917.86,
  amount: 917.86,
  lines: [
    { ...line('Carbon Brush Set', 100, 3.8), priceBreak: { minQuantity: 100, price: 3.8 } },
    line('Table Saw', 1, 399),
    line('Work Gloves', 5, 12.99),
  ],
  subtotal: 843.95,
  shippingMethodName: 'Standard',
  shipping: 9.95,
  taxRate: 0.0825,
  tax: 63.96,
};

/** The markup's text, tags and Emotion's inline styles dropped, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('payment page summary', () => {
  it('lists every line of a cart order with its quantity, unit price and amount, then shipping, tax and total', () => {
    const html = renderToStaticMarkup(createElement(OrderSummary, { order: cartOrder }));
    const text = textOf(html);
    expect(text).not.toContain('Quantity: 1');
    expect(html).toContain('aria-label="Order lines"');
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => textOf(match[1]!));
    expect(rows).toEqual([
      'Product Quantity Unit price Amount',
      'Carbon Brush Set Price for 100+ 100 $3.80 $380.00',
      'Table Saw 1 $399.00 $399.00',
      'Work Gloves 5 $12.99 $64.95',
    ]);
    expect(text).toMatch(/Goods \$843\.95 Shipping \(Standard\) \$9\.95 Tax \(8\.25%\) \$63\.96 Total \$917\.86/);
  });

  it("keeps SPEC's product name and quantity for an order of one product", () => {
    const single: Order = { ...cartOrder, productName: 'Table Saw', quantity: 2, lines: [line('Table Saw', 2, 399)] };
    const text = textOf(renderToStaticMarkup(createElement(OrderSummary, { order: single })));
    expect(text).toContain('Table Saw Order #o1 Quantity: 2');
    const numbered = textOf(
      renderToStaticMarkup(createElement(OrderSummary, { order: { ...single, number: 100007 } })),
    );
    expect(numbered).toContain('Table Saw Order #100007 Quantity: 2');
    expect(text).not.toContain('Order lines');
  });
});
