// VIES's REST API (POST /check-vat-number { countryCode, vatNumber } -> { valid }), used only where configured
// (vat-number-config.ts). No answer within the timeout, an error or a reply we cannot read is 'unavailable', so
// the order is charged VAT rather than zero-rated on a guess.
import type { VatNumberAnswer, VatNumberCheck } from './vat-number-check';

export const VIES_TIMEOUT_MS = 5_000;

export function viesVatNumberCheck(baseUrl: string, fetchImpl: typeof fetch = fetch): VatNumberCheck {
  return {
    async check(vatId: string): Promise<VatNumberAnswer> {
      try {
        const response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) }),
          signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
        });
        if (!response.ok) return 'unavailable';
        const body = (await response.json()) as { valid?: unknown };
        return body.valid === true ? 'valid' : body.valid === false ? 'invalid' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
  };
}
