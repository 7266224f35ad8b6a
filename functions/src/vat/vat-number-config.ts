// Which VAT number check this instance uses: VIES's REST API only when VIES_URL names it (production sets
// https://ec.europa.eu/taxation_customs/vies/rest-api); the local stand-in everywhere else, tests included.
import { localVatNumberCheck } from './local-vat-number-check';
import type { VatNumberCheck } from './vat-number-check';
import { viesVatNumberCheck } from './vies-vat-number-check';

export function vatNumberCheckFromEnv(env: NodeJS.ProcessEnv = process.env): VatNumberCheck {
  return env.VIES_URL ? viesVatNumberCheck(env.VIES_URL) : localVatNumberCheck;
}
