import { describe, expect, it } from 'vitest';
import {
  REVERSE_CHARGE_NOTE,
  orderStatusLabel,
  orderTransitions,
  transitionTarget,
  type OrderDoc,
  type OrderLineDoc,
} from '@toolshop/domain';
import { mailSettings } from './mail-settings';
import { awaitingApprovalMail, orderMovedMail, orderPlacedMail, paidOrderNotice } from './order-mail';
import { contactNotice } from './contact-mail';

const settings = mailSettings({ TOOLSHOP_SITE_URL: 'https://shop.example/', TOOLSHOP_SHOP_NAME: 'Toolshop' });
const hostile = '<img src=x onerror=alert(1)> & "quotes"';
const order: OrderDoc = {
  uid: 'u1',
  email: 'casey@example.com',
  productId: 'p1',
  productName: 'Cordless Drill 18V',
  picture: 'https://example.test/drill.png',
  unitPriceCents: 12_950,
  quantity: 3,
  amountCents: 38_850,
  address: hostile,
  mobile: '+15550100',
  status: 'unpaid',
  transactionId: null,
  expiresAt: new Date(Date.UTC(2026, 10, 23, 14, 30)),
  carrier: 'DHL',
  trackingNumber: 'JD0001',
};

const lineOf = (productId: string, productName: string, quantity: number): OrderLineDoc => ({
  productId,
  productName,
  picture: '',
  quantity,
  unitPriceCents: 1000,
  amountCents: 1000 * quantity,
  priceBreak: null,
});

describe('order emails', () => {
  it("the paid email's invoice link opens the order's page, which downloads it signed in, never the bare API", () => {
    const paid = { ...order, status: 'pending' as const, invoiceNumber: 'INV-2026-000042' };
    const { message } = orderMovedMail(settings, 'order-1', paid, 'pay');
    for (const part of [message.text, message.html]) {
      expect(part).toContain('INV-2026-000042');
      expect(part).toContain('https://shop.example/payment/order-1');
      expect(part).not.toContain('/api/');
    }
  });

  it('order placed: product, quantity, unit price, total, order id, pay link and deadline in both parts', () => {
    const mail = orderPlacedMail(settings, 'order-1', { ...order, number: 100042 });
    expect(mail.to).toEqual(['casey@example.com']);
    expect(mail.message.subject).toBe('Toolshop: your order #100042 is reserved until Mon, 23 Nov 2026 14:30:00 UTC');
    for (const part of [mail.message.text, mail.message.html]) {
      expect(part).toContain('Cordless Drill 18V');
      expect(part).toContain('$129.50');
      expect(part).toContain('$388.50');
      expect(part).toContain('order-1');
      expect(part).toContain('https://shop.example/payment/order-1');
      expect(part).toContain('https://shop.example/dashboard/myOrder');
      expect(part).toContain('Mon, 23 Nov 2026 14:30:00 UTC');
    }
    expect(mail.message.text).toMatch(/Quantity: +3/);
    expect(mail.message.text).not.toContain('<');
  });

  it('names the order by its readable number in subject and both parts; one not numbered yet by its id', () => {
    const numbered = orderPlacedMail(settings, 'order-1', { ...order, number: 100042 });
    expect(numbered.message.text).toMatch(/Number: +#100042/);
    expect(numbered.message.html).toContain('#100042');
    const older = orderPlacedMail(settings, 'order-1', order);
    expect(older.message.subject).toContain('your order #order-1 is reserved');
    expect(older.message.text).toMatch(/Number: +#order-1/);
    const moved = orderMovedMail(settings, 'order-1', { ...order, number: 100042, status: 'success' }, 'confirm');
    expect(moved.message.subject).toBe('Toolshop: order #100042 is confirmed');
  });

  it('a zero-rated order states the reverse charge with both VAT IDs in both parts; another order none', () => {
    const reverseCharge = { sellerVatId: 'DE136695976', buyerVatId: 'FR40303265045' };
    const zeroRated: OrderDoc = { ...order, subtotalCents: 38_850, taxRate: 0, taxCents: 0, reverseCharge };
    for (const mail of [orderPlacedMail(settings, 'o', zeroRated), orderMovedMail(settings, 'o', zeroRated, 'pay')]) {
      for (const part of [mail.message.text, mail.message.html]) {
        expect(part).toContain(REVERSE_CHARGE_NOTE);
        expect(part).toContain("Seller's VAT ID DE136695976, buyer's VAT ID FR40303265045");
      }
    }
    const taxed = orderPlacedMail(settings, 'o', { ...order, subtotalCents: 38_850 });
    expect(taxed.message.text).not.toContain('Reverse charge');
    expect(taxed.message.html).not.toContain('Reverse charge');
  });

  it('marks a trade buyer\'s line "Your trade price" with the list price in both parts; a list-price line not', () => {
    const lines = [
      { ...lineOf('p1', 'Cordless Drill 18V', 2), listUnitPriceCents: 1250 },
      lineOf('p2', 'Work Gloves', 5),
    ];
    const mail = orderPlacedMail(settings, 'order-1', { ...order, lines, subtotalCents: 0 });
    for (const part of [mail.message.text, mail.message.html]) {
      expect(part).toContain('Your trade price (list $12.50)');
      expect(part.match(/Your trade price/g)).toHaveLength(1);
    }
  });

  it("names each line's SKU where the line has one, in both parts; a line without one names none", () => {
    const lines = [{ ...lineOf('p1', 'Cordless Drill 18V', 2), sku: 'DR-18V-01' }, lineOf('p2', 'Work Gloves', 5)];
    const mail = orderPlacedMail(settings, 'order-1', { ...order, lines, subtotalCents: 0 });
    expect(mail.message.text).toContain('Cordless Drill 18V (SKU DR-18V-01)');
    expect(mail.message.html).toContain('Cordless Drill 18V (SKU DR-18V-01)');
    for (const part of [mail.message.text, mail.message.html]) expect(part.match(/SKU/g)).toHaveLength(1);
    const single = orderPlacedMail(settings, 'order-2', { ...order, lines: [{ ...lines[0]!, quantity: 3 }] });
    expect(single.message.text).toMatch(/SKU: +DR-18V-01/);
    expect(single.message.html).toContain('DR-18V-01');
  });

  it("names the order's status in the shop's words (orderStatusLabel), never the API's stored value", () => {
    const mails = [
      { mail: orderPlacedMail(settings, 'o', order), label: 'Unpaid' },
      ...orderTransitions.map((transition) => {
        const moved = { ...order, status: transitionTarget(transition) };
        return { mail: orderMovedMail(settings, 'o', moved, transition), label: orderStatusLabel(moved.status) };
      }),
      {
        mail: paidOrderNotice(settings, 'o', { ...order, status: 'pending' }, { to: ['ops@example.com'] }),
        label: 'Paid',
      },
    ];
    expect(mails.map(({ label }) => label)).toEqual([
      'Unpaid',
      'Paid',
      'Confirmed',
      'Shipped',
      'Cancelled',
      'Expired',
      'Refunded',
      'Unpaid',
      'Cancelled',
      'Paid',
    ]);
    for (const { mail, label } of mails) {
      expect(mail.message.text).toMatch(new RegExp(`^Status: +${label}$`, 'm'));
      expect(mail.message.html).toContain(`>${label}</td>`);
      for (const part of [mail.message.subject, mail.message.text, mail.message.html])
        expect(part).not.toMatch(/\b(pending|success)\b/);
    }
  });

  it('shipped names the carrier and tracking number; a cancel reason a customer typed is escaped in HTML only', () => {
    const shipped = orderMovedMail(settings, 'o', order, 'ship').message;
    expect(shipped.text).toContain('DHL, tracking number JD0001');
    // The number links the carrier's tracking page.
    const page = 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0001';
    expect(shipped.text).toContain(`Track it: ${page}`);
    expect(shipped.html).toContain(
      `<a href="${page.replace('&', '&amp;').replace(/=/g, '&#x3D;')}"><strong>JD0001</strong></a>`,
    );
    const otherCarrier = orderMovedMail(settings, 'o', { ...order, carrier: 'Pigeon Post' }, 'ship').message;
    expect(otherCarrier.text).not.toContain('Track it');
    expect(otherCarrier.html).toContain('<strong>JD0001</strong>');
    const cancelled = orderMovedMail(settings, 'o', order, 'cancel', hostile);
    expect(cancelled.message.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(cancelled.message.html).not.toContain('<img');
    expect(cancelled.message.text).toContain(`Reason: ${hostile}`);
  });

  it("the admins' notices escape what the customer or visitor typed, and keep the recipients given", () => {
    const notice = paidOrderNotice(settings, 'o', order, { to: ['ops@example.com'], toUids: ['a1'] });
    expect(notice.to).toEqual(['ops@example.com']);
    expect(notice.toUids).toEqual(['a1']);
    expect(notice.message.html).not.toContain('<img');
    expect(notice.message.subject).toBe('Toolshop: paid order #o waits for confirmation ($388.50)');
    const contact = contactNotice(
      settings,
      { name: 'Ann\r\nBcc: x@example.com', email: 'ann@example.com', phone: '+1555', message: hostile },
      { to: [], toUids: ['a1'] },
    );
    expect(contact.message.subject).toBe('Toolshop: new Contact Us message from Ann Bcc: x@example.com');
    expect(contact.message.html).not.toContain('<img');
    expect(contact.message.text).toContain(hostile);
  });

  it('an order of several products lists every line with its quantity, unit price and amount, and the total', () => {
    const line = (productId: string, productName: string, quantity: number, unitPriceCents: number) => ({
      productId,
      productName,
      picture: '/p.png',
      quantity,
      unitPriceCents,
      amountCents: quantity * unitPriceCents,
      priceBreak: null,
    });
    const lines = [line('p1', 'Cordless Drill 18V', 1, 12_950), line('p2', `Blade ${hostile}`, 20, 300)];
    const multi: OrderDoc = { ...order, lines, quantity: 1, unitPriceCents: 18_950, amountCents: 18_950 };
    for (const mail of [orderPlacedMail(settings, 'o', multi), orderMovedMail(settings, 'o', multi, 'pay')]) {
      expect(mail.message.text).toContain('- Cordless Drill 18V: 1 x $129.50 = $129.50');
      expect(mail.message.text).toContain(`- Blade ${hostile}: 20 x $3.00 = $60.00`);
      expect(mail.message.text).toMatch(/Total: +\$189\.50/);
      expect(mail.message.text).not.toMatch(/Quantity:/);
      expect(mail.message.html).toContain('20 &times; $3.00 = $60.00');
      expect(mail.message.html).not.toContain('<img');
    }
    expect(orderPlacedMail(settings, 'o', multi).message.text).toContain('We hold your 2 products (21 pieces)');
  });

  it("the buyer's 'waits for approval': its limit, who approves and until when, in both parts, names escaped", () => {
    const waiting: OrderDoc = {
      ...order,
      number: 100043,
      status: 'awaitingApproval',
      approval: { limitCents: 5000, state: 'awaiting' },
    };
    const mail = awaitingApprovalMail(settings, 'order-1', waiting, ['ann@site.example', `${hostile}@x.example`]);
    expect(mail.to).toEqual(['casey@example.com']);
    expect(mail.message.subject).toBe('Toolshop: your order #100043 waits for approval ($388.50)');
    for (const part of [mail.message.text, mail.message.html]) {
      expect(part).toContain('over your limit of $50.00');
      expect(part).toContain('ann@site.example');
      expect(part).toContain('Mon, 23 Nov 2026 14:30:00 UTC');
    }
    expect(mail.message.html).not.toContain('<img src=x');
  });
});
