// Whether the signed-in caller may ask for a quote now (GET /api/quotes/allowed): a buyer of an approved company,
// or anyone while Business details open quotes to all customers. The server checks again on the request.
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

export function useQuotesAllowed(uid: string | null): boolean {
  const [answer, setAnswer] = useState<{ uid: string; allowed: boolean }>();
  useEffect(() => {
    if (!uid) return;
    let live = true;
    apiRequest<{ allowed: boolean }>('GET', '/quotes/allowed').then(
      ({ allowed }) => live && setAnswer({ uid, allowed }),
      // No answer: no button; the cart's checkout is still there.
      () => live && setAnswer({ uid, allowed: false }),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  return Boolean(uid) && answer?.uid === uid && answer.allowed;
}
