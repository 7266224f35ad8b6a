// The address book of My Profile: POST /api/addresses and PUT /api/addresses/{id} send an address and, if they
// like, whether it is the default; GET /api/addresses answers the entries, the default one marked. At most
// ADDRESS_BOOK_MAX entries; the first saved is the default; exactly one is, while the book has any.
import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { addressShape, compactAddress, type Address } from './address';

export const addressBookEntrySchema = z
  .strictObject({ ...addressShape, isDefault: z.boolean({ error: m.isDefaultInvalid }).optional() })
  .transform(({ isDefault, ...address }) => ({ address: compactAddress(address) as Address, isDefault }));
export type AddressBookEntryInput = z.input<typeof addressBookEntrySchema>;

/** One entry of GET /api/addresses. */
export interface AddressBookEntry extends Address {
  id: string;
  isDefault: boolean;
}

/** GET /api/addresses. */
export interface AddressBook {
  items: AddressBookEntry[];
}
