// An order's invoice or credit note as an A4 PDF, drawn with pdfkit in its built-in Helvetica (no font files of
// our own; pdfkit's AFM metrics ship inside its npm package, an external dependency of the functions bundle).
// It prints the seller (business details), the buyer (invoice-buyer.ts: name, company, address, email), the date,
// every line, the shipping, the tax rate and amount (or the reverse charge with both VAT IDs), the total and the
// payment reference; a credit note names the invoice it corrects. Amounts are the order's stored ones (order-pricing.ts priced them once), never recomputed here.
import type PDFKit from 'pdfkit';
import {
  countryName,
  formatCents,
  orderLinesOf,
  orderNumberLabel,
  REVERSE_CHARGE_NOTE,
  type BusinessDetails,
  type OrderDoc,
} from '@toolshop/domain';
import { millisOf } from '../platform/millis-of';
import { invoiceBuyerLines } from './invoice-buyer';
import { loadOnce } from '../platform/load-once';

/** Required at the first document drawn: the triggers that import this module mostly never draw one. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a top-level import would load it in every function
const pdfDocument = loadOnce(() => require('pdfkit') as typeof PDFKit);

export type InvoiceKind = 'invoice' | 'creditNote';

export interface InvoiceSource {
  kind: InvoiceKind;
  orderId: string;
  order: OrderDoc;
  seller: BusinessDetails;
  /** A return's credit note names the return it refunds (returns/return-credit-note.ts). */
  returnNumber?: string;
}

const day = (value: unknown) => new Date(millisOf(value) || Date.now()).toISOString().slice(0, 10);
const percent = (rate: number) => `${+(rate * 100).toFixed(2)}%`;

export function renderInvoicePdf({ kind, orderId, order, seller, returnNumber }: InvoiceSource): Promise<Buffer> {
  const credit = kind === 'creditNote';
  const number = (credit ? order.creditNoteNumber : order.invoiceNumber) ?? '';
  const sign = credit ? -1 : 1;
  const money = (cents: number) => formatCents(sign * cents);
  const PDFDocument = pdfDocument();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${credit ? 'Credit note' : 'Invoice'} ${number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(credit ? 'CREDIT NOTE' : 'INVOICE');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Number: ${number}`);
  if (credit) doc.text(`Corrects invoice: ${order.invoiceNumber ?? ''}`);
  doc.text(`Date: ${day(credit ? order.creditNoteAt : order.paidAt)}`);
  doc.text(`Order: ${orderNumberLabel(orderId, order.number)} (${orderId})`);
  if (returnNumber) doc.text(`Return: ${returnNumber}`);
  if (order.poNumber) doc.text(`PO number: ${order.poNumber}`);
  if (order.paymentMethod === 'account') {
    if (!credit) doc.text(`Due date: ${day(order.dueAt)}`);
  } else doc.text(`Payment reference: ${order.transactionId ?? ''}`);
  if (credit && order.refundId) doc.text(`Refund reference: ${order.refundId}`);

  doc.moveDown().font('Helvetica-Bold').text('Seller');
  doc.font('Helvetica').text(seller.name);
  if (seller.address) doc.text(seller.address);
  if (seller.taxId) doc.text(`Tax id: ${seller.taxId}`);
  if (seller.email) doc.text(seller.email);

  doc.moveDown().font('Helvetica-Bold').text('Buyer');
  doc.font('Helvetica');
  for (const line of invoiceBuyerLines(order)) doc.text(line);
  doc.text(`Phone: ${order.mobile}`);
  // SPEC's POST /order may give a free-text address and no structured one: it is where the goods go.
  if (!order.shippingAddress && order.address) doc.text(`Ship to: ${order.address}`);
  // An order placed without a structured address was priced for the home country and paid so (home-pricing.ts).
  if (order.pricedForHomeCountry)
    doc.text(
      `Shipping and tax priced for ${countryName(order.pricedForHomeCountry)}, the shop's home country: the order gave no shipping address`,
    );

  doc.moveDown().font('Helvetica-Bold');
  const columns = { product: 50, quantity: 330, price: 390, amount: 470 };
  const row = (cells: [string, string, string, string]) => {
    const y = doc.y;
    doc.text(cells[0], columns.product, y, { width: 270 });
    const bottom = doc.y;
    doc.text(cells[1], columns.quantity, y, { width: 50, align: 'right' });
    doc.text(cells[2], columns.price, y, { width: 70, align: 'right' });
    doc.text(cells[3], columns.amount, y, { width: 75, align: 'right' });
    doc.x = columns.product;
    doc.y = Math.max(bottom, doc.y);
  };
  row(['Product', 'Qty', 'Unit price', 'Amount']);
  doc.font('Helvetica');
  for (const line of orderLinesOf(order))
    row([
      // The part number the line was ordered under, where it had one; a trade buyer's price marked as such.
      [
        line.productName,
        ...(line.sku ? [`SKU ${line.sku}`] : []),
        ...(line.listUnitPriceCents ? [`Your trade price (list ${money(line.listUnitPriceCents)})`] : []),
      ].join('\n'),
      String(line.quantity),
      money(line.unitPriceCents),
      money(line.amountCents),
    ]);

  const subtotal = order.subtotalCents ?? order.amountCents;
  doc.moveDown();
  row(['Goods', '', '', money(subtotal)]);
  if (order.shippingMethod) row([`Shipping (${order.shippingMethod.name})`, '', '', money(order.shippingCents ?? 0)]);
  row([`Tax (${percent(order.taxRate ?? 0)})`, '', '', money(order.taxCents ?? 0)]);
  doc.font('Helvetica-Bold');
  row(['Total', '', '', money(order.amountCents)]);
  doc.font('Helvetica').moveDown();
  // Zero-rated by reverse charge: the law asks the invoice to say so and to name both VAT IDs.
  if (order.reverseCharge) {
    doc.font('Helvetica-Bold').text(REVERSE_CHARGE_NOTE);
    doc.font('Helvetica').text(`Seller's VAT ID: ${order.reverseCharge.sellerVatId}`);
    doc.text(`Buyer's VAT ID: ${order.reverseCharge.buyerVatId}`).moveDown();
  }
  doc.text(
    credit
      ? 'The amount above was refunded to the card that paid the order.'
      : order.paymentMethod === 'account'
        ? `On account: please pay by bank transfer by ${day(order.dueAt)}, quoting ${number}. Thank you.`
        : 'Paid by card. Thank you.',
  );
  doc.end();
  return done;
}
