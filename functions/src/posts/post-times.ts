// A stored time (a Firestore Timestamp when read back, a Date when just written) as a Date; null when absent.
import { isoTime } from '@toolshop/domain';

export function dateOf(value: unknown): Date | null {
  const iso = isoTime(value);
  return iso === undefined ? null : new Date(iso);
}
