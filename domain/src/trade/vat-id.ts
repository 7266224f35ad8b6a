// A VAT ID as the EU member states and the UK write it: the country's prefix, its digits in its format and, where
// the country publishes one, its check digit. jsvat keeps those rules (one file per country, with their sources);
// we name the countries we trade with and read the answer.
import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  unitedKingdom,
} from 'jsvat';

/** The EU member states by ISO 3166-1 alpha-2 (Greece is GR here; its VAT IDs start EL). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]); // prettier-ignore

const VAT_ID_COUNTRIES = [
  austria, belgium, bulgaria, croatia, cyprus, czechRepublic, denmark, estonia, finland, france, germany, greece,
  hungary, ireland, italy, latvia, lithuania, luxembourg, malta, netherlands, poland, portugal, romania,
  slovakiaRepublic, slovenia, spain, sweden, unitedKingdom,
]; // prettier-ignore

/** Spaces, dots and dashes as people write a VAT ID are dropped; letters are upper-cased. */
export const normalVatId = (vatId: string) => vatId.replace(/[\s.-]/g, '').toUpperCase();

/**
 * The ISO country of a VAT ID whose prefix, format and check digits are right (GR for EL...), or null. Only the
 * EU member states and the UK are known: any other ID is null.
 */
export function vatIdCountry(vatId: string): string | null {
  const result = checkVAT(normalVatId(vatId), VAT_ID_COUNTRIES);
  return result.isValid && result.country ? result.country.isoCode.short : null;
}

export const isEuCountry = (country: string | undefined): boolean => country !== undefined && EU_COUNTRIES.has(country);
