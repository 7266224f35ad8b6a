import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { collections, validationMessages as m } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';

const valid = { name: 'Ann Buyer', email: 'ann@example.com', phone: '+1 555 0100', message: 'Do you sell 36V batteries?' };

/** Every test here comes from 127.0.0.1: start each from a fresh per-client window. */
async function clearContactQuota() {
  const { db } = testAdmin();
  const quotas = await db.collection(collections.rateLimits).where('action', '==', 'contact').get();
  await Promise.all(quotas.docs.map((doc) => doc.ref.delete()));
}

async function storedMessages(email: string) {
  const { db } = testAdmin();
  return (await db.collection(collections.contactMessages).where('email', '==', email).get()).docs.map((d) => d.data());
}

beforeEach(clearContactQuota);
afterAll(clearContactQuota);

describe('POST /api/contact (Contact Us)', () => {
  it('stores a valid message for the shop, for anyone', async () => {
    const email = `contact-${Date.now()}@example.com`;
    const { status, body } = await api('POST', '/contact', { body: { ...valid, email } });
    expect(status).toBe(201);
    expect(body).toEqual({ acknowledged: true });
    expect(await storedMessages(email)).toEqual([expect.objectContaining({ ...valid, email })]);
  });

  it('refuses missing fields with the form messages and unknown fields, storing nothing', async () => {
    const email = `contact-bad-${Date.now()}@example.com`;
    const missing = await api('POST', '/contact', { body: { email, name: '', phone: '', message: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ name: m.nameRequired, phone: m.phoneRequired, message: m.contactMessageRequired });
    const extra = await api('POST', '/contact', { body: { ...valid, email, createdAt: 0 } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ createdAt: m.unknownField });
    expect(await storedMessages(email)).toEqual([]);
  });

  it('answers 429 once a client address has used its hourly messages', async () => {
    const email = `contact-flood-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await api('POST', '/contact', { body: { ...valid, email } })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect(await storedMessages(email)).toHaveLength(10);
  });
});
