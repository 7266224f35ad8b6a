// The address book's calls (GET/POST/PUT/DELETE /api/addresses), signed-in owner only.
import type { AddressBook, AddressBookEntryInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';
import { useSignedInRead } from '../../../lib/use-signed-in-read';

export const ADDRESSES_PATH = '/addresses';

export const useAddressBook = () => useSignedInRead<AddressBook>(ADDRESSES_PATH);

export const addAddress = (entry: AddressBookEntryInput) => apiRequest<{ id: string }>('POST', ADDRESSES_PATH, entry);

export const updateAddress = ({ id, entry }: { id: string; entry: AddressBookEntryInput }) =>
  apiRequest<unknown>('PUT', `${ADDRESSES_PATH}/${encodeURIComponent(id)}`, entry);

export const deleteAddress = (id: string) =>
  apiRequest<unknown>('DELETE', `${ADDRESSES_PATH}/${encodeURIComponent(id)}`);
