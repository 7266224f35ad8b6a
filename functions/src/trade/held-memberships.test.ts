// The memberships the quote and GET /api/prices read, on scripted sources and an injected clock: what memory
// answers, and where it sends the caller to Firestore instead.
import { describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { CompanyDoc, CompanyMemberDoc } from '@toolshop/domain';
import type { SnapshotSource } from '../platform/listened-snapshot';
import { HeldMemberships, READ_FIRESTORE, type DocsSnapshot } from './held-memberships';

interface Scripted<T> {
  source: SnapshotSource<DocsSnapshot<T>>;
  publish(docs: Record<string, T>): void;
  fail(): void;
  reads: () => number;
}

function scripted<T>(clock: { ms: number }): Scripted<T> {
  let stored: DocsSnapshot<T> = { docs: new Map(), readTime: Timestamp.fromMillis(0) };
  let emit: ((snapshot: DocsSnapshot<T>) => void) | undefined;
  let error: ((error: unknown) => void) | undefined;
  let reads = 0;
  return {
    source: {
      listen: (onSnapshot, onError) => {
        [emit, error] = [onSnapshot, onError];
        return () => undefined;
      },
      readAll: () => {
        reads++;
        return Promise.resolve(stored);
      },
    },
    publish(docs) {
      stored = { docs: new Map(Object.entries(docs)), readTime: Timestamp.fromMillis(clock.ms) };
      emit?.(stored);
    },
    fail: () => error?.(new Error('unavailable')),
    reads: () => reads,
  };
}

const company = (status: CompanyDoc['status']) =>
  ({ name: 'Acme', status, priceList: { discountPercent: 10 } }) as unknown as CompanyDoc;
const member = (companyId: string): CompanyMemberDoc => ({ companyId, role: 'buyer', email: 'b@x.test', joinedAt: 0 });
const buyer = { uid: 'u1', email: 'b@x.test' };

function setup() {
  const clock = { ms: 1_000_000 };
  const members = scripted<CompanyMemberDoc>(clock);
  const invites = scripted<unknown>(clock);
  const companies = scripted<CompanyDoc>(clock);
  const warn = vi.fn();
  const held = new HeldMemberships(
    { members: members.source, invites: invites.source, companies: companies.source },
    () => clock.ms,
    warn,
  );
  // The listeners attach on the first ask; their first snapshots answer it.
  const firstAsk = (caller = buyer) => {
    const answer = held.of(caller);
    members.publish({ u1: member('acme') });
    invites.publish({ 'new@x.test': { companyId: 'acme' } });
    companies.publish({ acme: company('approved') });
    return answer;
  };
  return { clock, members, invites, companies, held, firstAsk, warn };
}

describe('held memberships', () => {
  it("answers a member's company, a stranger none, and follows the listeners' changes", async () => {
    const { held, members, companies, firstAsk } = setup();
    expect(await firstAsk()).toEqual({
      companyId: 'acme',
      role: 'buyer',
      orderLimitCents: undefined,
      company: company('approved'),
    });
    expect(await held.of({ uid: 'u2', email: 'c@x.test' })).toBeNull();
    companies.publish({ acme: company('suspended') });
    expect(await held.of(buyer)).toEqual(expect.objectContaining({ company: company('suspended') }));
    members.publish({});
    expect(await held.of(buyer)).toBeNull();
  });

  it('sends an invited address, a company not held yet and a broken listener to Firestore', async () => {
    const { held, members, companies, firstAsk, warn } = setup();
    expect(await firstAsk({ uid: 'u9', email: 'new@x.test' })).toBe(READ_FIRESTORE);
    members.publish({ u1: member('bolt') });
    expect(await held.of(buyer)).toBe(READ_FIRESTORE);
    companies.fail();
    expect(warn).toHaveBeenCalledWith('Company listener failed; reading Firestore directly for now', {
      error: 'Error: unavailable',
    });
    members.publish({ u1: member('acme') });
    expect(await held.of(buyer)).toBe(READ_FIRESTORE);
  });

  it('reads all three again on reload, and once memory has gone unconfirmed too long', async () => {
    const { clock, held, members, invites, companies, firstAsk } = setup();
    await firstAsk();
    await held.reload();
    expect([members.reads(), invites.reads(), companies.reads()]).toEqual([1, 1, 1]);
    clock.ms += 10_001;
    expect(await held.of(buyer)).toEqual(expect.objectContaining({ companyId: 'acme' }));
    expect([members.reads(), invites.reads(), companies.reads()]).toEqual([2, 2, 2]);
  });
});
