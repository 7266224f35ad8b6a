// gRPC status codes the Firestore Admin SDK reports on its errors.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const ABORTED = 10;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

export function isNotFound(error: unknown): boolean {
  return codeOf(error) === NOT_FOUND;
}

/**
 * A write lost a race: its document changed, vanished or was created since it was read, or a transaction
 * held it.
 */
export function isLostRace(error: unknown): boolean {
  const code = codeOf(error);
  return code === FAILED_PRECONDITION || code === NOT_FOUND || code === ALREADY_EXISTS || code === ABORTED;
}
