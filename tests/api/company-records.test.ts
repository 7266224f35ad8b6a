// Everything a buyer orders is the company's: every member reads the company's orders, their timelines and
// invoices, and shares one address book. A buyer of another company, a consumer and a member removed (from their
// next request on) read none of it; the company's book changes nothing in a consumer's own.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { createProduct } from './helpers/fixtures';
import { checkoutBody, postCheckout, shippingAddress } from './helpers/checkout';
import { numberedOrders } from './helpers/document-numbers';

const billingAddress = { name: 'Accounts', line1: '3 Mill Yard', city: 'Leeds', postalCode: 'LS2 7AB', country: 'GB' };

let admin: TestAccount;

/** An approved company on net 30 with room on account, its admin and these members (role buyer). */
async function tradeCompany(members: TestAccount[]) {
  const owner = await createAccount({ name: 'Owen Owner' });
  const applied = await api('POST', '/companies', {
    token: owner.token,
    body: { name: `Joinery ${randomUUID().slice(0, 6)}`, billingAddress, phone: '+44 113 496 0100' },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = applied.body.id as string;
  const approved = await api('PATCH', `/companies/${id}`, {
    token: admin.token,
    body: { status: 'approved', terms: { type: 'net', days: 30 }, creditLimit: 5000 },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  for (const member of members) {
    const added = await api('POST', `/companies/${id}/members`, {
      token: owner.token,
      body: { email: member.email, role: 'buyer' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return { id, owner };
}

async function placed(token: string, productId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await postCheckout(token, checkoutBody([{ productId, quantity: 2 }], extra));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.orderId as string;
}

const read = (token: string, path: string) => api('GET', path, { token });
const myOrderIds = async (account: TestAccount) => {
  const { status, body } = await read(account.token, `/myOrder?email=${encodeURIComponent(account.email)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { _id: string }[]).map((order) => order._id);
};
const book = async (account: TestAccount) => (await read(account.token, '/addresses')).body.items as unknown[];

let company: Awaited<ReturnType<typeof tradeCompany>>;
let rival: Awaited<ReturnType<typeof tradeCompany>>;
let buyer: TestAccount;
let colleague: TestAccount;
let leaver: TestAccount;
let consumer: TestAccount;
let cardOrder: string;
let accountOrder: string;

beforeAll(async () => {
  [admin, buyer, colleague, leaver, consumer] = await Promise.all([
    createAccount({ admin: true, name: 'Ada Admin' }),
    createAccount({ name: 'Bea Buyer' }),
    createAccount({ name: 'Cal Colleague' }),
    createAccount({ name: 'Lee Leaver' }),
    createAccount({ name: 'Connie Consumer' }),
  ]);
  [company, rival] = await Promise.all([tradeCompany([buyer, colleague, leaver]), tradeCompany([])]);
  const product = await createProduct({ priceCents: 1500, minimum: 1, available: 40 });
  accountOrder = await placed(buyer.token, product, { paymentMethod: 'account', poNumber: 'PO-SHARED-1' });
  cardOrder = await placed(buyer.token, product);
});

describe("a company's orders and invoices", () => {
  it('every member reads an order a buyer placed (who placed it included), its timeline and its invoice', async () => {
    for (const member of [company.owner, colleague, leaver]) {
      const order = await read(member.token, `/order/${cardOrder}`);
      expect(order.status, `${member.email}: ${JSON.stringify(order.body)}`).toBe(200);
      expect(order.body).toMatchObject({ _id: cardOrder, email: buyer.email });
      expect((await read(member.token, `/order/${cardOrder}/events`)).status).toBe(200);
    }
    // The file's only numbering also boots the emulator's task worker: a longer wait than the shop's 10 s.
    await numberedOrders([accountOrder], 'invoiceNumber', 30_000);
    for (const member of [company.owner, colleague, leaver]) {
      const invoice = await fetchPdf(member.token, accountOrder);
      expect(invoice.status, member.email).toBe(200);
      expect(invoice.type).toBe('application/pdf');
    }
  });

  it('a buyer of another company and a consumer read none of them (403)', async () => {
    for (const outsider of [rival.owner, consumer]) {
      expect((await read(outsider.token, `/order/${cardOrder}`)).status, outsider.email).toBe(403);
      expect((await read(outsider.token, `/order/${cardOrder}/events`)).status, outsider.email).toBe(403);
      expect((await fetchPdf(outsider.token, accountOrder)).status, outsider.email).toBe(403);
    }
  });

  it("GET /myOrder (SPEC's My Orders call) lists the company's orders for every member, newest first", async () => {
    for (const member of [company.owner, colleague, buyer]) {
      const ids = await myOrderIds(member);
      expect(ids, member.email).toEqual(expect.arrayContaining([cardOrder, accountOrder]));
      expect(ids.indexOf(cardOrder), member.email).toBeLessThan(ids.indexOf(accountOrder));
      expect(new Set(ids).size, `${member.email}: each order once`).toBe(ids.length);
    }
    for (const outsider of [rival.owner, consumer]) {
      const ids = await myOrderIds(outsider);
      expect(ids, outsider.email).not.toContain(cardOrder);
      expect(ids, outsider.email).not.toContain(accountOrder);
    }
  });

  it('a member removed reads none of them from their next request on (403)', async () => {
    const removal = await api('DELETE', `/companies/${company.id}/members/${leaver.uid}`, {
      token: company.owner.token,
    });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    expect((await read(leaver.token, `/order/${cardOrder}`)).status).toBe(403);
    expect((await read(leaver.token, `/order/${cardOrder}/events`)).status).toBe(403);
    expect((await fetchPdf(leaver.token, accountOrder)).status).toBe(403);
    expect(await myOrderIds(leaver)).toEqual([]);
  });

  it('a suspended company keeps its records: its members still read its orders (the address book follows the same rule)', async () => {
    const suspend = (status: string) =>
      api('PATCH', `/companies/${company.id}`, { token: admin.token, body: { status } });
    expect((await suspend('suspended')).status).toBe(200);
    try {
      expect((await read(colleague.token, `/order/${cardOrder}`)).status).toBe(200);
      expect(await myOrderIds(colleague)).toEqual(expect.arrayContaining([cardOrder, accountOrder]));
    } finally {
      expect((await suspend('approved')).status).toBe(200);
    }
  });
});

describe("the company's shared address book (/api/addresses)", () => {
  it("a member's saved address is every member's; a colleague edits it and another company sees none", async () => {
    const consumersOwn = await api('POST', '/addresses', { token: consumer.token, body: shippingAddress });
    expect(consumersOwn.status).toBe(201);
    const saved = await api('POST', '/addresses', {
      token: buyer.token,
      body: { ...shippingAddress, name: 'Site 4', isDefault: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = saved.body.id as string;
    expect(await book(company.owner)).toEqual([{ id, ...shippingAddress, name: 'Site 4', isDefault: true }]);

    const edit = await api('PUT', `/addresses/${id}`, {
      token: colleague.token,
      body: { ...shippingAddress, name: 'Site 4, gate B' },
    });
    expect(edit).toEqual({ status: 200, body: { id } });
    expect(await book(buyer)).toEqual([{ id, ...shippingAddress, name: 'Site 4, gate B', isDefault: true }]);

    expect(await book(rival.owner)).toEqual([]);
    expect(await book(leaver)).toEqual([]);
    expect(await book(consumer)).toEqual([{ id: consumersOwn.body.id, ...shippingAddress, isDefault: true }]);
    expect((await api('DELETE', `/addresses/${id}`, { token: rival.owner.token })).status).toBe(404);
    expect((await api('DELETE', `/addresses/${id}`, { token: leaver.token })).status).toBe(404);
    expect(await book(colleague)).toHaveLength(1);
  });

  it("a customer's own addresses wait aside while they are a member, said with the company's name, and come back when they leave", async () => {
    const joiner = await createAccount({ name: 'Jo Joiner' });
    const home = { ...shippingAddress, name: 'Home' };
    expect((await api('POST', '/addresses', { token: joiner.token, body: home })).status).toBe(201);
    const companyName = (await read(company.owner.token, '/companies/mine')).body.company.name as string;
    const members = `/companies/${company.id}/members`;
    const added = await api('POST', members, {
      token: company.owner.token,
      body: { email: joiner.email, role: 'buyer' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const asMember = await read(joiner.token, '/addresses');
    expect(asMember.body.company).toEqual({ name: companyName, ownKept: 1 });
    expect(asMember.body.items).toEqual(await book(colleague));
    expect((await read(colleague.token, '/addresses')).body.company).toEqual({ name: companyName, ownKept: 0 });

    const removed = await api('DELETE', `${members}/${joiner.uid}`, { token: company.owner.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const again = await read(joiner.token, '/addresses');
    expect(again.body).toEqual({ items: [expect.objectContaining({ ...home, isDefault: true })] });
  });
});

async function fetchPdf(token: string, orderId: string): Promise<{ status: number; type: string | null }> {
  const response = await fetch(`${shopUrl}/api/order/${orderId}/invoice.pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return { status: response.status, type: response.headers.get('content-type') };
}
