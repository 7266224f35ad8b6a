// Firebase Admin against the emulators, for seeding and for reading what the API really wrote.
import { adminForEmulators } from '../../scripts/lib/admin-sdk.mjs';

let cached: ReturnType<typeof adminForEmulators> | undefined;

export function testAdmin() {
  cached ??= adminForEmulators();
  return cached;
}
