// The address book of My Profile: POST /api/addresses and PUT /api/addresses/{id} send an address, if they like
// the mobile number orders to it ship with, and whether it is the default; GET /api/addresses answers the entries,
// the default one marked. At most ADDRESS_BOOK_MAX entries; the first saved is the default; exactly one is, while
// the book has any.
import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { addressShape, compactAddress, type Address } from './address-schema';
import { MOBILE_INVALID, MOBILE_MAX_LENGTH, MOBILE_PATTERN } from '../orders/order-schema';

/** An entry's mobile number: optional, and an empty field (the form's) keeps none. */
export const savedMobileField = z
  .string({ error: 'Must be text' })
  .trim()
  .max(MOBILE_MAX_LENGTH, m.textTooLong(MOBILE_MAX_LENGTH))
  .refine((mobile) => mobile === '' || MOBILE_PATTERN.test(mobile), MOBILE_INVALID)
  .optional();

export const addressBookEntrySchema = z
  .strictObject({
    ...addressShape,
    mobile: savedMobileField,
    isDefault: z.boolean({ error: m.isDefaultInvalid }).optional(),
  })
  .transform(({ isDefault, mobile, ...address }) => ({
    address: compactAddress(address) as Address,
    mobile: mobile || undefined,
    isDefault,
  }));
export type AddressBookEntryInput = z.input<typeof addressBookEntrySchema>;

/** One entry of GET /api/addresses: the address, its mobile number if it keeps one, and the default mark. */
export interface AddressBookEntry extends Address {
  id: string;
  mobile?: string;
  isDefault: boolean;
}

/** GET /api/addresses. */
export interface AddressBook {
  items: AddressBookEntry[];
  /** A company member's book is the company's: its name, and how many of the member's own addresses wait aside. */
  company?: { name: string; ownKept: number };
}
