// gRPC status codes the Firestore Admin SDK reports on its errors.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const ABORTED = 10;
const INVALID_ARGUMENT = 3;

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
  return (
    code === FAILED_PRECONDITION ||
    code === NOT_FOUND ||
    code === ALREADY_EXISTS ||
    code === ABORTED ||
    isClosedTransaction(error)
  );
}

/**
 * A transaction closed while it still read or committed. The Firestore emulator closes transactions that lose a
 * wait for locks and answers a closed one's next call INVALID_ARGUMENT "Transaction is invalid or closed" (or
 * "... expired"); production's "transaction has expired" the SDK runs again itself, these it does not. Either
 * way another transaction won the documents.
 */
export function isClosedTransaction(error: unknown): boolean {
  if (codeOf(error) !== INVALID_ARGUMENT) return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && /transaction is invalid or (closed|expired)/i.test(message);
}
