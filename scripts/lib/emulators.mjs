// Everything needed to run `firebase emulators:*` on our machines: a Java 21+, the offline Firestore jar,
// a private TMPDIR, and a firebase.json whose emulator ports can be shifted (TOOLSHOP_PORT_OFFSET) so that
// two test runs on one machine do not collide. Offset 0 gives the fixed ports of the README.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJava21Bin } from './java.mjs';
import { firestoreLauncherJar } from './firestore-jar.mjs';
import { withEmulatorOrigins } from './emulator-csp.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const PROJECT_ID = 'demo-toolshop';
export const CACHE_DIR = join(ROOT, '.cache');
/**
 * Every port a run opens, one per emulator that can start with EMULATORS and two for the mail catcher
 * (Eventarc and Cloud Tasks start with the Functions emulator; left to firebase-tools they take 9299 and 9499, the
 * Auth port of offsets 200 and 400). No two of these differ by a multiple of 10 up to 500, so runs whose offsets
 * are multiples of 10 never meet on a port (emulator-ports.test.ts). firebase.json holds the same numbers.
 * The logging emulator sits on 4502, not firebase-tools' 4500: 4500 is the hub (4400) of the offset 100 above and
 * the Hosting port (5000) of the offset 500 below.
 */
export const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  eventarc: 9305,
  tasks: 9313,
  hub: 4400,
  logging: 4502,
  /** The local mail catcher's SMTP server and its web UI + REST API (mail-catcher.mjs; not in firebase.json). */
  mailSmtp: 1025,
  mailWeb: 1080,
};
/** firebase.json's `emulators` entry of each port: [emulator, key]. */
const CONFIG_KEYS = {
  hosting: ['hosting', 'port'],
  functions: ['functions', 'port'],
  auth: ['auth', 'port'],
  firestore: ['firestore', 'port'],
  firestoreWebsocket: ['firestore', 'websocketPort'],
  eventarc: ['eventarc', 'port'],
  tasks: ['tasks', 'port'],
  hub: ['hub', 'port'],
  logging: ['logging', 'port'],
};

export function portOffset() {
  const offset = Number(process.env.TOOLSHOP_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 500) {
    throw new Error(
      `TOOLSHOP_PORT_OFFSET must be a whole number from 0 to 500, got ${process.env.TOOLSHOP_PORT_OFFSET}`,
    );
  }
  const blocked = Object.entries(ports(offset)).filter(([, port]) => FETCH_BLOCKED_PORTS.has(port));
  if (blocked.length) {
    const names = blocked.map(([name, port]) => `${name} ${port}`).join(', ');
    throw new Error(
      `TOOLSHOP_PORT_OFFSET=${offset} puts ${names} on a port browsers and fetch refuse: pick another offset`,
    );
  }
  return offset;
}

/** The ports in our range that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"). */
export const FETCH_BLOCKED_PORTS = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);

export function ports(offset = portOffset()) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
}

/**
 * TOOLSHOP_MAX_UNPAID_ORDERS for runs that place many orders per customer (the tests, the bench). The limit itself
 * is tested at its default (3) in tests/api/order-lifecycle.test.ts, in the test process.
 */
export const MANY_UNPAID_ORDERS = '1000';

/** The emulators every run starts; Cloud Tasks runs the queue that expires unpaid orders. */
export const EMULATORS = 'auth,firestore,functions,hosting,tasks';

/** firebase-tools' arguments for `command` (emulators:start or emulators:exec) at this offset, then `rest`. */
export function emulatorArgs(command, ...rest) {
  return [command, '--project', PROJECT_ID, '--config', firebaseConfigPath(), '--only', EMULATORS, ...rest];
}

/** Writes the emulators' copy of firebase.json: shifted ports, and the Content-Security-Policy naming them. */
export function firebaseConfigPath(offset = portOffset()) {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  config.hosting.headers = withEmulatorOrigins(config.hosting.headers, ports(offset));
  if (offset !== 0) {
    shiftedConfig(config, offset);
    // Each offset serves its own build (scripts/lib/build.mjs), so parallel runs never share output folders.
    const run = `.cache/run-${offset}`;
    config.hosting.public = `${run}/web`;
    config.functions[0].source = `${run}/functions`;
  }
  // The Functions emulator reads its .env files from here (writeFunctionsEnvFiles).
  config.functions[0].configDir = relative(ROOT, functionsEnvDir(offset));
  // Must sit beside firebase.json: firebase-tools resolves rules, hosting and functions paths from it.
  const path = join(ROOT, `.firebase-ports-${offset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** firebase.json's content with every emulator port of BASE_PORTS set for this offset. */
export function shiftedConfig(config, offset) {
  const p = ports(offset);
  for (const [name, [emulator, key]] of Object.entries(CONFIG_KEYS)) {
    config.emulators[emulator] ??= { host: '127.0.0.1' };
    config.emulators[emulator][key] = p[name];
  }
  return config;
}

/**
 * Settings that decide which functions exist. The Functions emulator discovers the functions with the variables
 * of the .env files only, never its own environment, so these reach it through those files.
 */
const DISCOVERY_SETTINGS = ['TOOLSHOP_MAIL_SENDER'];

function functionsEnvDir(offset = portOffset()) {
  return join(CACHE_DIR, `functions-env-${offset}`);
}

/**
 * The .env files the Functions emulator reads at this offset: those beside the functions it serves, as they are,
 * and the discovery settings of `env` last (so they win).
 */
function writeFunctionsEnvFiles(env, offset = portOffset()) {
  const dir = functionsEnvDir(offset);
  const source = offset === 0 ? join(ROOT, 'functions') : join(CACHE_DIR, `run-${offset}`, 'functions');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of ['.env', `.env.${PROJECT_ID}`]) {
    if (existsSync(join(source, name))) writeFileSync(join(dir, name), readFileSync(join(source, name)));
  }
  const local = existsSync(join(source, '.env.local')) ? readFileSync(join(source, '.env.local'), 'utf8') : '';
  const settings = DISCOVERY_SETTINGS.filter((name) => env[name] !== undefined).map((name) => `${name}=${env[name]}`);
  writeFileSync(join(dir, '.env.local'), [local.trimEnd(), ...settings].filter(Boolean).join('\n') + '\n');
}

/**
 * Environment for firebase-tools: Java 21+ first on PATH, offline Firestore jar, private temp folder; the
 * discovery settings also go to the Functions emulator's .env files.
 * @param {Record<string, string>} [extra]
 * @returns {Record<string, string | undefined>}
 */
export function emulatorEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  writeFunctionsEnvFiles(env);
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
  // The Functions emulator serves one request per worker process and starts a process for each request that finds
  // none idle (it ignores `concurrency`), up to FUNCTIONS_EMULATOR_PARALLEL pieces of work at once (default 50).
  // Each worker costs about 5 s of CPU to boot and is kept for its function until the suite stops, so the cap is
  // also how many workers a busy function ends with. On two cores four at once finish a burst soonest; the rest
  // wait their turn in the emulator's queue, as requests wait for an instance's free slot in production.
  // docs/decisions/0022.
  env.FUNCTIONS_EMULATOR_PARALLEL ??= '4';
  // firebase-tools finds the functions by serving their manifest on a random port from 8000 to 8999 (another run's
  // Firestore port, perhaps); written to a file in TMPDIR instead, the suite opens only the ports of BASE_PORTS.
  env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = 'true';
  env.GCLOUD_PROJECT = PROJECT_ID;
  // No Google metadata server here: firebase-tools (and every Google library under it) skips asking
  // 169.254.169.254 for one, which would leave the machine.
  env.METADATA_SERVER_DETECTION ??= 'none';
  return env;
}

export function firebaseBin() {
  return join(ROOT, 'node_modules', '.bin', 'firebase');
}
