// Reverse charge: an approved company with a VAT ID of another EU member state than the seller's, buying into a
// zone marked EU, is charged no VAT; it accounts for the VAT itself, and its invoice says so with both VAT IDs.
// This decides whether an order may be zero-rated; VIES then says whether the buyer's ID is registered, and only
// its "yes" zero-rates (functions/src/vat). Consumers always pay VAT.
import type { ShippingZoneDoc } from '../shipping/shipping-zone-schema';
import { tradesAsCompany, type CompanyStatus } from './company-status';
import { isEuCountry, vatIdCountry } from './vat-id';

export const REVERSE_CHARGE_NOTE = 'Reverse charge: VAT to be accounted for by the recipient';

/** Both parties' VAT IDs, as an order zero-rated by reverse charge keeps them and its invoice prints them. */
export interface ReverseCharge {
  sellerVatId: string;
  buyerVatId: string;
}

export interface ReverseChargeCase {
  zone: Pick<ShippingZoneDoc, 'eu'>;
  /** The seller as Business details name it: its country and its VAT ID (taxId). */
  seller: { country?: string | undefined; taxId?: string | undefined };
  /** The buyer's company; undefined for a consumer. */
  company: { status: CompanyStatus; vatId: string | null } | undefined;
}

/** The parties' VAT IDs when the order may be zero-rated once VIES confirms the buyer's, else null. */
export function reverseChargeCandidate({ zone, seller, company }: ReverseChargeCase): ReverseCharge | null {
  if (!zone.eu || !company?.vatId || !tradesAsCompany(company.status) || !seller.taxId) return null;
  const buyerCountry = vatIdCountry(company.vatId) ?? undefined;
  if (!isEuCountry(buyerCountry) || !isEuCountry(seller.country) || buyerCountry === seller.country) return null;
  return { sellerVatId: seller.taxId, buyerVatId: company.vatId };
}
