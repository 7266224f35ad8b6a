// Stored times come back as Firestore Timestamps, and as Dates from the in-process fakes and older writes.
/** A Firestore Timestamp or Date as milliseconds (0 when absent: an order from before deadlines never expires early). */
export function millisOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  const millis = (value as { toMillis?: () => number } | null | undefined)?.toMillis?.();
  return typeof millis === 'number' ? millis : 0;
}
