// Whether an order is zero-rated by reverse charge: domain's rule (trade/reverse-charge.ts) on the zone, the seller's
// Business details and the buyer's company, then VIES on the buyer's VAT ID. Only VIES's "registered" zero-rates:
// "not registered" and no answer leave the VAT charged. Consumers and zones not marked EU read nothing more.
import { reverseChargeCandidate, type CompanyDoc, type ReverseCharge, type ShippingZoneDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { readBusinessDetails } from '../settings';

export async function reverseChargeFor(
  deps: Deps,
  zone: ShippingZoneDoc,
  company: Pick<CompanyDoc, 'status' | 'vatId'> | undefined,
): Promise<ReverseCharge | null> {
  if (!zone.eu || !company?.vatId) return null;
  const seller = await readBusinessDetails(deps.db);
  const candidate = reverseChargeCandidate({ zone, seller, company });
  if (!candidate) return null;
  return (await deps.vatNumbers.check(candidate.buyerVatId)) === 'valid' ? candidate : null;
}
