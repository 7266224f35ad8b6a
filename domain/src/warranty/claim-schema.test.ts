import { describe, expect, it } from 'vitest';
import { claimDecideSchema } from './claim-decide-schema';
import { claimRequestSchema } from './claim-schema';
import { claimStatusLabel } from './claim-status';

describe('claim schemas', () => {
  const claim = { registrationId: 'TS-12345678', description: 'It stopped.', occurredAt: '2026-01-05' };

  it('takes a claim on a serial with a past day, and refuses a future day or an empty description', () => {
    expect(claimRequestSchema.safeParse(claim).success).toBe(true);
    expect(claimRequestSchema.safeParse({ ...claim, occurredAt: '2999-01-01' }).success).toBe(false);
    expect(claimRequestSchema.safeParse({ ...claim, occurredAt: '2026-02-30' }).success).toBe(false);
    expect(claimRequestSchema.safeParse({ ...claim, description: '  ' }).success).toBe(false);
    expect(claimRequestSchema.safeParse({ ...claim, registrationId: 'TS/1' }).success).toBe(false);
  });

  it('takes each decision with its own fields only', () => {
    const ok = [
      { decision: 'repair', instructions: 'Send it in.' },
      { decision: 'replace' },
      { decision: 'parts', parts: ['guard'] },
      { decision: 'reject', reason: 'Worn out.' },
    ];
    expect(ok.map((body) => claimDecideSchema.safeParse(body).success)).toEqual([true, true, true, true]);
    const refused = [
      { decision: 'refund' },
      { decision: 'repair' },
      { decision: 'parts', parts: [] },
      { decision: 'parts', parts: ['guard', 'guard'] },
      { decision: 'replace', reason: 'x' },
    ];
    expect(refused.map((body) => claimDecideSchema.safeParse(body).success)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads "Submitted" until decided, then the decision', () => {
    expect(claimStatusLabel({ status: 'submitted', decision: null })).toBe('Submitted');
    expect(claimStatusLabel({ status: 'decided', decision: 'parts' })).toBe('Parts sent');
  });
});
