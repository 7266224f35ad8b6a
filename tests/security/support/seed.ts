// One seed for every generated input of the security tests. Failures print it; replay a run with
// SECURITY_SEED=<seed> npm run test:emulator -- tests/security
export const SECURITY_SEED = Number(process.env.SECURITY_SEED ?? 20_261_122);

/** A per-call seed, so adding a call does not change the inputs of the others. */
export function seedFor(name: string): number {
  let hash = SECURITY_SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
