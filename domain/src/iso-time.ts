// Times as the REST answers give them: Firestore Timestamps are typed loosely so domain needs no Firebase import.

/** A Firestore Timestamp, a Date or an ISO string as an ISO string (undefined when absent). */
export function isoTime(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  const toDate = (value as { toDate?: () => Date } | null | undefined)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value).toISOString() : undefined;
}
