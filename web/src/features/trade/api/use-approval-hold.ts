// What holds a buyer's orders for approval (domain's approvalHoldOf over GET /api/companies/mine), read only for a
// member of an approved company, so the checkout can say before Place order that the order will wait, and for whom.
import { useEffect, useState } from 'react';
import { approvalHoldOf, type ApprovalHold, type MyCompany } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export function useApprovalHold(uid: string | null, trading: boolean): ApprovalHold | null {
  const [read, setRead] = useState<{ uid: string; hold: ApprovalHold | null }>();
  useEffect(() => {
    if (!uid || !trading) return;
    let live = true;
    apiRequest<MyCompany>('GET', '/companies/mine').then(
      (mine) => live && setRead({ uid, hold: approvalHoldOf(mine, uid) }),
      // No answer: no warning; the server still holds the order if it must.
      () => live && setRead({ uid, hold: null }),
    );
    return () => {
      live = false;
    };
  }, [uid, trading]);
  return uid && trading && read?.uid === uid ? read.hold : null;
}
