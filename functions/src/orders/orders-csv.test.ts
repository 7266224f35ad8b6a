import { describe, expect, it } from 'vitest';
import type { OrderDoc, OrderLineDoc } from '@toolshop/domain';
import { ORDER_CSV_COLUMNS, asSpreadsheetText, dollarsText, orderCsvRows } from './orders-csv';

describe('CSV cells', () => {
  it('writes cents as dollars with two decimals', () => {
    expect(dollarsText(1250)).toBe('12.50');
    expect(dollarsText(5)).toBe('0.05');
    expect(dollarsText(99_999_999)).toBe('999999.99');
  });

  it('keeps text that starts like a formula from being run by a spreadsheet', () => {
    expect(asSpreadsheetText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(asSpreadsheetText('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(asSpreadsheetText('-2+3')).toBe(`'-2+3`);
    expect(asSpreadsheetText('12 Workshop Lane')).toBe('12 Workshop Lane');
  });
});

const line = (productId: string, productName: string, quantity: number, unitPriceCents: number): OrderLineDoc => ({
  productId,
  productName,
  picture: '',
  quantity,
  unitPriceCents,
  amountCents: quantity * unitPriceCents,
  priceBreak: null,
});

const base: OrderDoc = {
  uid: 'u1',
  email: 'buyer@toolshop.test',
  productId: 'drill',
  productName: 'Drill',
  picture: '',
  unitPriceCents: 2599,
  quantity: 1,
  amountCents: 2599,
  address: '1 Main St, Austin TX 78701, United States',
  mobile: '+1 555 0100',
  status: 'pending',
  transactionId: 'pi_1',
};

/** The three-line checkout order the orders CSV once gave three rows of its total for. */
const threeLines: OrderDoc = {
  ...base,
  lines: [line('drill', 'Drill', 2, 2599), line('blades', 'Blades', 20, 300), line('saw', '=Saw', 1, 12900)],
  subtotalCents: 5198 + 6000 + 12900,
  shippingCents: 1500,
  taxRate: 0.0825,
  taxCents: 2112,
  amountCents: 5198 + 6000 + 12900 + 1500 + 2112,
};
const skus = new Map([
  ['drill', 'DR-1'],
  ['blades', 'BL-20'],
  ['saw', ''],
]);

function asRecords(rows: string[][]): Record<string, string>[] {
  return rows.map((row) => Object.fromEntries(ORDER_CSV_COLUMNS.map((column, i) => [column, row[i]!])));
}

const cents = (text: string) => Math.round(Number(text || '0') * 100);
const columnSum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + cents(row[column]!), 0);

describe('orderCsvRows', () => {
  it("names each row's order by its readable number beside its id", () => {
    const rows = asRecords(orderCsvRows('o1AbCdEf99', { ...threeLines, number: 100007 }, skus));
    expect(rows.map((row) => [row['Order id'], row['Order number']])).toEqual([
      ['o1AbCdEf99', '#100007'],
      ['o1AbCdEf99', '#100007'],
      ['o1AbCdEf99', '#100007'],
    ]);
  });

  it("gives each line its SKU and amount, and the order's money once, on its first line", () => {
    const rows = asRecords(orderCsvRows('o1', threeLines, skus));
    expect(rows.map((row) => [row.Line, row.SKU, row.Product, row.Quantity, row['Line amount (USD)']])).toEqual([
      ['1', 'DR-1', 'Drill', '2', '51.98'],
      ['2', 'BL-20', 'Blades', '20', '60.00'],
      ['3', '', `'=Saw`, '1', '129.00'],
    ]);
    expect(rows[0]).toMatchObject({
      'Goods (USD)': '240.98',
      'Shipping (USD)': '15.00',
      'Tax (USD)': '21.12',
      'Order total (USD)': '277.10',
    });
    for (const row of rows.slice(1))
      expect([row['Goods (USD)'], row['Shipping (USD)'], row['Tax (USD)'], row['Order total (USD)']]).toEqual([
        '',
        '',
        '',
        '',
      ]);
  });

  it('sums without counting an order twice: line amounts give the goods, the totals column the revenue', () => {
    const rows = asRecords([...orderCsvRows('o1', threeLines, skus), ...orderCsvRows('o2', base, skus)]);
    expect(columnSum(rows, 'Order total (USD)')).toBe(threeLines.amountCents + base.amountCents);
    expect(columnSum(rows, 'Line amount (USD)')).toBe(columnSum(rows, 'Goods (USD)'));
    expect(columnSum(rows, 'Goods (USD)') + columnSum(rows, 'Shipping (USD)') + columnSum(rows, 'Tax (USD)')).toBe(
      columnSum(rows, 'Order total (USD)'),
    );
  });

  it("writes the status in the screens' words on every line, with the order's other columns", () => {
    const rows = asRecords(orderCsvRows('o1', { ...threeLines, status: 'success' }, skus));
    expect(rows.map((row) => row.Status)).toEqual(['Confirmed', 'Confirmed', 'Confirmed']);
    expect(new Set(rows.map((row) => row['Customer email']))).toEqual(new Set(['buyer@toolshop.test']));
    expect(asRecords(orderCsvRows('o2', base, skus))[0]!.Status).toBe('Paid');
  });

  it('writes a one-line order of POST /order with its goods as its line amount and no shipping or tax', () => {
    const [row] = asRecords(orderCsvRows('o2', { ...base, quantity: 3, amountCents: 7797 }, new Map()));
    expect(row).toMatchObject({
      Line: '1',
      SKU: '',
      Quantity: '3',
      'Unit price (USD)': '25.99',
      'Line amount (USD)': '77.97',
      'Goods (USD)': '77.97',
      'Shipping (USD)': '0.00',
      'Tax (USD)': '0.00',
      'Order total (USD)': '77.97',
    });
  });

  it("writes the SKU the line was ordered under, not the product's SKU of today; a line without one, today's", () => {
    const ordered: OrderDoc = {
      ...threeLines,
      lines: [{ ...line('drill', 'Drill', 2, 2599), sku: 'DR-OLD' }, line('blades', 'Blades', 20, 300)],
    };
    const rows = asRecords(orderCsvRows('o3', ordered, skus));
    expect(rows.map((row) => row.SKU)).toEqual(['DR-OLD', 'BL-20']);
  });

  it('gives an order on account its PO number, payment method and invoice due date on each row', () => {
    const onAccount: OrderDoc = {
      ...threeLines,
      paymentMethod: 'account',
      poNumber: '=PO-1',
      dueAt: new Date('2026-12-28T10:00:00Z'),
    };
    const rows = asRecords(orderCsvRows('o1', onAccount, skus));
    expect(rows.map((row) => [row['PO number'], row['Payment method'], row['Invoice due']])).toEqual(
      Array.from({ length: 3 }, () => ["'=PO-1", 'Account', '2026-12-28']),
    );
    expect(asRecords(orderCsvRows('o2', base, skus))[0]).toMatchObject({ 'PO number': '', 'Payment method': 'Card' });
  });

  it("states a zero-rated order's reverse charge with both VAT IDs on each row; a taxed order leaves them empty", () => {
    const zeroRated: OrderDoc = {
      ...threeLines,
      taxRate: 0,
      taxCents: 0,
      reverseCharge: { sellerVatId: 'DE136695976', buyerVatId: 'FR40303265045' },
    };
    const columns = (row: Record<string, string>) => [row['Reverse charge'], row['Seller VAT ID'], row['Buyer VAT ID']];
    expect(asRecords(orderCsvRows('o1', zeroRated, skus)).map(columns)).toEqual(
      Array.from({ length: 3 }, () => ['Yes', 'DE136695976', 'FR40303265045']),
    );
    expect(columns(asRecords(orderCsvRows('o2', base, skus))[0]!)).toEqual(['', '', '']);
  });
});
