// Before the emulator tests: the demo data the browser tests look for.
import { mkdirSync } from 'node:fs';
import { adminForEmulators } from '../../scripts/lib/admin-sdk.mjs';
import { seedIfEmpty } from '../../scripts/seed/seed.mjs';
import { artifactsDir } from './emulators';

export default async function setup() {
  mkdirSync(artifactsDir, { recursive: true });
  await seedIfEmpty(adminForEmulators());
}
