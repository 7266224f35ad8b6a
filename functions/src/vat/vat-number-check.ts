// Whether a VAT ID is registered, as the EU's VIES service says: the one question reverse charge asks it. The ID's
// format and check digits are domain's (vat-id.ts); this asks only about IDs that pass them.
export type VatNumberAnswer = 'valid' | 'invalid' | 'unavailable';

export interface VatNumberCheck {
  /** 'unavailable' when the service does not answer (in time): the order is then charged VAT. */
  check(vatId: string): Promise<VatNumberAnswer>;
}
