// The address book's calls (GET/POST/PUT/DELETE /api/addresses), signed-in owner only; My Profile and the checkout
// read it through useAddressBook.
import { useCallback, useEffect, useState } from 'react';
import type { AddressBook, AddressBookEntryInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export const ADDRESSES_PATH = '/addresses';

type Read = { status: 'loading' | 'error' | 'success'; data: AddressBook | undefined };

/** The saved addresses; `reload` reads them again after a change (the last answer stays shown meanwhile). */
export function useAddressBook(): Read & { reload: () => void } {
  const [version, setVersion] = useState(0);
  const [read, setRead] = useState<Read>({ status: 'loading', data: undefined });
  useEffect(() => {
    let live = true;
    apiRequest<AddressBook>('GET', ADDRESSES_PATH).then(
      (data) => live && setRead({ status: 'success', data }),
      () => live && setRead({ status: 'error', data: undefined }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...read, reload };
}

export const addAddress = (entry: AddressBookEntryInput) => apiRequest<{ id: string }>('POST', ADDRESSES_PATH, entry);

export const updateAddress = ({ id, entry }: { id: string; entry: AddressBookEntryInput }) =>
  apiRequest<unknown>('PUT', `${ADDRESSES_PATH}/${encodeURIComponent(id)}`, entry);

export const deleteAddress = (id: string) =>
  apiRequest<unknown>('DELETE', `${ADDRESSES_PATH}/${encodeURIComponent(id)}`);
