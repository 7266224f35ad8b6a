// gRPC status codes the Firestore Admin SDK reports on its errors.
const NOT_FOUND = 5;

export function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === NOT_FOUND;
}
