// A structured shipping address: the checkout's, the address book's, and the copy an order keeps. Optional fields
// left empty are no fields at all (Firestore stores no undefined, and the one-line form skips them).
import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { ADDRESS_LIMITS } from '../limits';
import { COUNTRY_CODES, countryName } from '../countries';
import { requiredText } from '../fields';

const optionalAddressText = (max: number) =>
  z.string({ error: 'Must be text' }).trim().max(max, m.textTooLong(max)).optional();

/** The fields, shared by the address schema and the address-book entry schema. */
export const addressShape = {
  name: requiredText(m.addressNameRequired, ADDRESS_LIMITS.name, m.textTooLong(ADDRESS_LIMITS.name)),
  company: optionalAddressText(ADDRESS_LIMITS.company),
  line1: requiredText(m.addressLine1Required, ADDRESS_LIMITS.line1, m.textTooLong(ADDRESS_LIMITS.line1)),
  line2: optionalAddressText(ADDRESS_LIMITS.line2),
  city: requiredText(m.addressCityRequired, ADDRESS_LIMITS.city, m.textTooLong(ADDRESS_LIMITS.city)),
  region: optionalAddressText(ADDRESS_LIMITS.region),
  postalCode: requiredText(
    m.addressPostalCodeRequired,
    ADDRESS_LIMITS.postalCode,
    m.textTooLong(ADDRESS_LIMITS.postalCode),
  ).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, m.addressPostalCodeInvalid),
  country: z.enum(COUNTRY_CODES, { error: m.addressCountryInvalid }),
};

export interface Address {
  name: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 (countries.ts). */
  country: string;
}

const OPTIONAL_FIELDS = ['company', 'line2', 'region'] as const;

/** The address with its empty optional fields left out. */
export function compactAddress<T extends Address>(address: T): T {
  const compact = { ...address };
  for (const field of OPTIONAL_FIELDS) if (!compact[field]) delete compact[field];
  return compact;
}

/** A shipping address as the checkout form and POST /api/checkout send it. */
export const addressSchema = z
  .strictObject(addressShape, { error: m.shippingAddressRequired })
  .transform((address): Address => compactAddress(address));
export type AddressInput = z.input<typeof addressSchema>;

/** An address as a label prints it, one part a line: name, company, street lines, "city, region postcode", country. */
export function formatAddressLines(address: Address): string[] {
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].join(', ');
  return [address.name, address.company, address.line1, address.line2, cityLine, countryName(address.country)].filter(
    (line): line is string => Boolean(line),
  );
}

/** The one-line form of an address: an order's `address` string, as SPEC §3 has it. */
export function formatAddressLine(address: Address): string {
  return formatAddressLines(address).join(', ');
}
