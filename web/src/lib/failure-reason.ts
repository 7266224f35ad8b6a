// What a failure means to the person in front of the screen. Firestore errors carry a `code`; a lazy route whose
// chunk cannot be fetched rejects its import with a TypeError.

export function failureCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^firestore\//, '') : undefined;
}

/** Firestore answers 'permission-denied' both for someone else's document and for one that does not exist. */
export function isPermissionDenied(error: unknown): boolean {
  return failureCode(error) === 'permission-denied';
}

function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|module script failed|error loading dynamically imported/i.test(message);
}

export function failureReason(error: unknown): string {
  if (isChunkLoadFailure(error))
    return 'Part of the shop could not be downloaded. Check your connection, then try again.';
  if (isPermissionDenied(error)) return 'What this page shows is not available to your account.';
  if (failureCode(error) === 'unavailable')
    return "The shop's data could not be reached. Check your connection, then try again.";
  return 'Something went wrong while showing this page.';
}
