import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OrderDoc, OrderLineDoc } from '@toolshop/domain';
import { renderInvoicePdf } from './invoice-pdf';

const line = (productId: string, productName: string, quantity: number, sku?: string): OrderLineDoc => ({
  productId,
  productName,
  picture: '',
  quantity,
  unitPriceCents: 1000,
  amountCents: 1000 * quantity,
  priceBreak: null,
  ...(sku ? { sku } : {}),
});

const order: OrderDoc = {
  uid: 'u1',
  email: 'casey@example.com',
  lines: [line('drill', 'Cordless Drill 18V', 2, 'DD18-BL13'), line('gloves', 'Work Gloves', 5)],
  productId: 'drill',
  productName: 'Cordless Drill 18V and 1 more item (7 pieces)',
  picture: '',
  unitPriceCents: 7000,
  quantity: 1,
  amountCents: 7000,
  subtotalCents: 7000,
  taxRate: 0,
  taxCents: 0,
  address: '1 Main St, Austin TX 78701, United States',
  mobile: '+1 555 0100',
  status: 'pending',
  transactionId: 'pi_1',
  invoiceNumber: 'INV-2026-000001',
};
const seller = { name: 'Toolshop Ltd', address: '1 Works Road', taxId: 'GB123', email: 'books@toolshop.test' };

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('invoice PDF', () => {
  it("names each line's SKU under its product where the line has one", async () => {
    const text = await pdfText(await renderInvoicePdf({ kind: 'invoice', orderId: 'o1', order, seller }));
    expect(text).toContain('Cordless Drill 18V');
    expect(text).toContain('SKU DD18-BL13');
    expect(text).toContain('Work Gloves');
    expect(text.match(/SKU/g)).toHaveLength(1);
  });

  it('marks a trade buyer\'s line "Your trade price" with the list price; a line at list price has no mark', async () => {
    const [drill, gloves] = order.lines!;
    const traded = { ...order, lines: [{ ...drill!, unitPriceCents: 900, listUnitPriceCents: 1000 }, gloves!] };
    const text = await pdfText(await renderInvoicePdf({ kind: 'invoice', orderId: 'o1', order: traded, seller }));
    expect(text).toContain('Your trade price (list $10.00)');
    expect(text.match(/Your trade price/g)).toHaveLength(1);
  });

  it('names the order by its readable number, its id beside it', async () => {
    const numbered = { ...order, number: 100007 };
    const text = await pdfText(await renderInvoicePdf({ kind: 'invoice', orderId: 'o1', order: numbered, seller }));
    expect(text).toContain('Order: #100007 (o1)');
  });

  it('prints an order on account with its PO number and due date, and no card payment', async () => {
    const onAccount: OrderDoc = {
      ...order,
      transactionId: null,
      paymentMethod: 'account',
      poNumber: 'PO-7781',
      paidAt: new Date('2026-11-28T10:00:00Z'),
      dueAt: new Date('2026-12-28T10:00:00Z'),
    };
    const text = await pdfText(await renderInvoicePdf({ kind: 'invoice', orderId: 'o1', order: onAccount, seller }));
    expect(text).toContain('PO number: PO-7781');
    expect(text).toContain('Due date: 2026-12-28');
    expect(text).not.toContain('Paid by card');
  });

  it('states a reverse charge with both VAT IDs, and nothing of it when VAT is charged', async () => {
    const reverseCharged: OrderDoc = {
      ...order,
      reverseCharge: { sellerVatId: 'DE136695976', buyerVatId: 'FR40303265045' },
    };
    const text = await pdfText(
      await renderInvoicePdf({ kind: 'invoice', orderId: 'o1', order: reverseCharged, seller }),
    );
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(text).toContain("Seller's VAT ID: DE136695976");
    expect(text).toContain("Buyer's VAT ID: FR40303265045");
    const charged = await pdfText(await renderInvoicePdf({ kind: 'invoice', orderId: 'o1', order, seller }));
    expect(charged).not.toContain('Reverse charge');
  });
});
