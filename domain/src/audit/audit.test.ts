import { describe, expect, it } from 'vitest';
import { toAuditRecord, type AuditRecordDoc } from './audit';

/** What Firestore hands back for a stored Date. */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('toAuditRecord', () => {
  it("names the actor's email and the target's id, and answers stored times as ISO text, at any depth", () => {
    const doc: AuditRecordDoc = {
      action: 'contact.handled',
      actor: { uid: 'u1', email: 'ada@toolshop.test' },
      target: { collection: 'contactMessages', id: 'm1' },
      before: { handledBy: null, handledAt: null },
      after: { handledBy: 'ada@toolshop.test', handledAt: timestamp('2026-11-23T14:00:00.000Z'), tags: ['a'] },
      at: timestamp('2026-11-23T14:00:00.000Z'),
    };
    expect(toAuditRecord('r1', doc)).toEqual({
      _id: 'r1',
      action: 'contact.handled',
      actorEmail: 'ada@toolshop.test',
      actorUid: 'u1',
      targetCollection: 'contactMessages',
      targetId: 'm1',
      before: { handledBy: null, handledAt: null },
      after: { handledBy: 'ada@toolshop.test', handledAt: '2026-11-23T14:00:00.000Z', tags: ['a'] },
      at: '2026-11-23T14:00:00.000Z',
    });
  });
});
