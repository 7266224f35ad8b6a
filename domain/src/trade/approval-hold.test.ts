import { describe, expect, it } from 'vitest';
import type { MyCompany } from './company-entity';
import { approvalHoldOf } from './approval-hold';

const mine = (
  change: { approvalLimit?: number | null; status?: 'approved' | 'suspended' },
  members: MyCompany['members'],
) =>
  ({
    company: { status: change.status ?? 'approved', approvalLimit: change.approvalLimit ?? null },
    members,
  }) as unknown as MyCompany;

const admin = (uid: string, orderLimit: number | null = null) =>
  ({ uid, email: `${uid}@site.example`, role: 'admin', orderLimit }) as const;
const buyer = (uid: string, orderLimit: number | null = null) =>
  ({ uid, email: `${uid}@site.example`, role: 'buyer', orderLimit }) as const;

describe('approvalHoldOf', () => {
  it("holds a buyer to its own limit, else the company's, with every other admin as approver", () => {
    const members = [admin('ann'), admin('abe'), buyer('bea', 50), buyer('bo')];
    expect(approvalHoldOf(mine({ approvalLimit: 500 }, members), 'bea')).toEqual({
      limitCents: 5000,
      approvers: ['ann@site.example', 'abe@site.example'],
    });
    expect(approvalHoldOf(mine({ approvalLimit: 500 }, members), 'bo')?.limitCents).toBe(50000);
  });

  it('an admin over its limit is approved by the other admins, never by itself', () => {
    const members = [admin('ann', 20), admin('abe')];
    expect(approvalHoldOf(mine({}, members), 'ann')).toEqual({ limitCents: 2000, approvers: ['abe@site.example'] });
  });

  it('holds nothing without a limit, for the only admin, or for a company not approved', () => {
    expect(approvalHoldOf(mine({}, [admin('ann'), buyer('bea')]), 'bea')).toBeNull();
    expect(approvalHoldOf(mine({ approvalLimit: 50 }, [admin('ann'), buyer('bea')]), 'ann')).toBeNull();
    expect(
      approvalHoldOf(mine({ approvalLimit: 50, status: 'suspended' }, [admin('ann'), buyer('bea')]), 'bea'),
    ).toBeNull();
  });
});
