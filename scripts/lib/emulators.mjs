// Everything needed to run `firebase emulators:*` on our machines: a Java 21+, the offline Firestore jar,
// a private TMPDIR, and a firebase.json whose emulator ports can be shifted (TOOLSHOP_PORT_OFFSET) so that
// two test runs on one machine do not collide. Offset 0 gives the fixed ports of the README.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJava21Bin } from './java.mjs';
import { firestoreLauncherJar } from './firestore-jar.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const PROJECT_ID = 'demo-toolshop';
export const CACHE_DIR = join(ROOT, '.cache');
export const BASE_PORTS = {
  hosting: 5000,
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  hub: 4400,
  logging: 4500,
  storage: 9199,
  tasks: 9313,
};

export function portOffset() {
  const offset = Number(process.env.TOOLSHOP_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 500) {
    throw new Error(
      `TOOLSHOP_PORT_OFFSET must be a whole number from 0 to 500, got ${process.env.TOOLSHOP_PORT_OFFSET}`,
    );
  }
  return offset;
}

export function ports(offset = portOffset()) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
}

/** Writes firebase.json with shifted ports (or returns firebase.json itself for offset 0). */
export function firebaseConfigPath(offset = portOffset()) {
  const base = join(ROOT, 'firebase.json');
  if (offset === 0) return base;
  const config = JSON.parse(readFileSync(base, 'utf8'));
  const p = ports(offset);
  const e = config.emulators;
  e.hosting.port = p.hosting;
  e.auth.port = p.auth;
  e.firestore.port = p.firestore;
  e.firestore.websocketPort = p.firestoreWebsocket;
  e.functions.port = p.functions;
  e.hub.port = p.hub;
  e.logging.port = p.logging;
  if (e.storage) e.storage.port = p.storage;
  if (e.tasks) e.tasks.port = p.tasks;
  // Each offset serves its own build (scripts/lib/build.mjs), so parallel runs never share output folders.
  const run = `.cache/run-${offset}`;
  config.hosting.public = `${run}/web`;
  config.functions[0].source = `${run}/functions`;
  // Must sit beside firebase.json: firebase-tools resolves rules, hosting and functions paths from it.
  const path = join(ROOT, `.firebase-ports-${offset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** Environment for firebase-tools: Java 21+ first on PATH, offline Firestore jar, private temp folder. */
export function emulatorEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  const javaBin = findJava21Bin();
  if (javaBin) env.PATH = `${javaBin}${delimiter}${env.PATH}`;
  const launcher = firestoreLauncherJar(CACHE_DIR, javaBin);
  if (launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  const tmp = join(CACHE_DIR, `tmp-${portOffset()}`);
  mkdirSync(tmp, { recursive: true });
  env.TMPDIR = tmp;
  // The Functions emulator asks the registry for the newest firebase-functions at start: skip the wait.
  env.npm_config_offline = 'true';
  // A Functions emulator worker that takes over 30 s to boot (a loaded machine, many requests in flight) is
  // dropped and Hosting answers 504; firebase-tools reads this override of that timeout (seconds).
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';
  env.GCLOUD_PROJECT = PROJECT_ID;
  return env;
}

export function firebaseBin() {
  return join(ROOT, 'node_modules', '.bin', 'firebase');
}
