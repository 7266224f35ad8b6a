/**
 * What `reads` answers, once the account confirmation has passed: the reads run beside it, and a gone account's
 * 401 comes first (the reads' own error then goes unused).
 */
export async function readBesideConfirmation<T>(confirmation: Promise<unknown>, reads: Promise<T>): Promise<T> {
  reads.catch(() => undefined);
  await confirmation;
  return reads;
}
