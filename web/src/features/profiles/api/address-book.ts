// The address book's calls (GET/POST/PUT/DELETE /api/addresses), signed-in owner only; My Profile and the checkout
// read it through useAddressBook.
import type { AddressBook, AddressBookEntryInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useSignedInRead } from '../../../lib/use-signed-in-read';

export const ADDRESSES_PATH = '/addresses';

/** The saved addresses; `reload` reads them again after a change (the last answer stays shown meanwhile). */
export const useAddressBook = () => useSignedInRead<AddressBook>(ADDRESSES_PATH);

export const addAddress = (entry: AddressBookEntryInput) => apiRequest<{ id: string }>('POST', ADDRESSES_PATH, entry);

export const updateAddress = ({ id, entry }: { id: string; entry: AddressBookEntryInput }) =>
  apiRequest<unknown>('PUT', `${ADDRESSES_PATH}/${encodeURIComponent(id)}`, entry);

export const deleteAddress = (id: string) =>
  apiRequest<unknown>('DELETE', `${ADDRESSES_PATH}/${encodeURIComponent(id)}`);
