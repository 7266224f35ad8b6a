// The customer's saved addresses for the checkout (GET /api/addresses), read once when the page opens.
import { useEffect, useState } from 'react';
import type { AddressBook } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export function useSavedAddresses(): { status: 'loading' | 'error' | 'success'; data: AddressBook | undefined } {
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'success'; data: AddressBook | undefined }>({
    status: 'loading',
    data: undefined,
  });
  useEffect(() => {
    let live = true;
    apiRequest<AddressBook>('GET', '/addresses').then(
      (data) => live && setState({ status: 'success', data }),
      () => live && setState({ status: 'error', data: undefined }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
