import { describe, expect, it } from 'vitest';
import { reverseChargeCandidate, type ReverseChargeCase } from './reverse-charge';

const euCase: ReverseChargeCase = {
  zone: { eu: true },
  seller: { country: 'DE', taxId: 'DE136695976' },
  company: { status: 'approved', vatId: 'FR40303265045' },
};

describe('reverseChargeCandidate', () => {
  it('names both VAT IDs for an approved company of another member state buying into an EU zone', () => {
    expect(reverseChargeCandidate(euCase)).toEqual({ sellerVatId: 'DE136695976', buyerVatId: 'FR40303265045' });
  });

  it.each<[string, ReverseChargeCase]>([
    ['a consumer', { ...euCase, company: undefined }],
    ['a zone not marked EU', { ...euCase, zone: {} }],
    ['a company not approved', { ...euCase, company: { status: 'pending', vatId: 'FR40303265045' } }],
    ['a company without a VAT ID', { ...euCase, company: { status: 'approved', vatId: null } }],
    ["a company of the seller's own country", { ...euCase, company: { status: 'approved', vatId: 'DE136695984' } }],
    ['a UK company', { ...euCase, company: { status: 'approved', vatId: 'GB980780684' } }],
    ['a VAT ID with a wrong check digit', { ...euCase, company: { status: 'approved', vatId: 'FR41303265045' } }],
    ['a seller outside the EU', { ...euCase, seller: { country: 'US', taxId: 'US-1' } }],
    ['a seller without a VAT ID', { ...euCase, seller: { country: 'DE', taxId: '' } }],
  ])('charges VAT to %s', (_who, reverseChargeCase) => {
    expect(reverseChargeCandidate(reverseChargeCase)).toBeNull();
  });
});
