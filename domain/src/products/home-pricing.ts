// An order placed with no structured address (a client written to SPEC §7, which sends none) is priced for the
// shop's home country by its cheapest method, never at goods only, and says so until its owner gives an address
// (docs/decisions/0021). The home country is the business details' country, the United States when none is set.
import { countryName } from '../countries';

export const DEFAULT_HOME_COUNTRY = 'US';

/** The home country of these business details (absent ones: the default). */
export function homeCountryOf(details: { country?: string | undefined } | null | undefined): string {
  return details?.country || DEFAULT_HOME_COUNTRY;
}

/** "Priced for United States, Pickup at the factory; change the address before paying". */
export function homePricingNote(country: string, methodName: string | undefined): string {
  const priced = [countryName(country), methodName].filter(Boolean).join(', ');
  return `Priced for ${priced}; change the address before paying`;
}
