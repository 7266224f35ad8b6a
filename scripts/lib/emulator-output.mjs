// What `npm start` shows of firebase-tools' output. Everything goes to a log file under .cache/; the terminal gets
// the lines a person needs (what starts, warnings that mean something, errors, the functions' own logs) and not
// the per-request lines (the Hosting emulator logs every HTTP request, the Functions emulator every execution:
// thousands of lines in an hour of clicking, and 404s while `npm start` waits for the API to load).
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Lines that go to the log file only. */
const QUIET = [
  // Hosting's access log (morgan "combined"): `hosting: 127.0.0.1 - - [date] "GET / HTTP/1.1" 200 ...`.
  /\bhosting: \S+ - \S+ \[[^\]]+\] "/,
  // Each function execution, started and finished.
  /\bfunctions: Beginning execution of "/,
  /\bfunctions: Finished "[^"]+" in /,
  // Hosting's rewrites to a function, one per request.
  /\bhosting\]? Rewriting \S+ to /,
  // The Functions emulator reading the .env files we write for it (emulators.mjs), and the variables they set.
  /\bfunctions: Loaded environment variables from /,
  // The Firestore emulator's Java banner and start-up details.
  /^\s*(API endpoint:|If you are using a library that supports|export FIRESTORE_EMULATOR_HOST=|If you are running a Firestore in Datastore Mode|Dev App Server is now running|Picked up JAVA_TOOL_OPTIONS|Ignoring unsupported arg)/,
  /\bfirestore: (Firestore Emulator logging to|Detected non-HTTP\/2 connection)/,
  // Start-up warnings of what we chose: the offline Firestore jar (FIRESTORE_EMULATOR_BINARY_PATH, emulators.mjs),
  // no network for the CLI's message of the day, no Emulator UI, no Pub/Sub emulator for the scheduled sweep (the
  // task queue expires orders locally: docs/decisions/0011).
  /\bfirestore: Env variable override detected\. Using firestore emulator at /,
  /Unable to fetch the CLI MOTD and remote config/,
  /\bemulators: The Emulator UI is not starting because/,
  /\bfunctions\[[^\]]+\]: function ignored because the pubsub emulator does not exist/,
  // One line per function and per task queue as the Functions emulator loads them: the line before them names
  // every function ("Loaded functions definitions from source: ..."), which is what a person reads.
  /\bfunctions\[[^\]]+\]: [a-z]+ function initialized\b/,
  /\btasks: Created queue with key: /,
  // The stop, step by step: the terminal keeps "exporting", "Export complete" and "Shutting down emulators".
  /^\S*\s+\w+: Stopping [\w ]+$/,
  /^\S*\s+(Found running emulator hub for project|Creating export directory|Exporting data to: )/,
  /\bemulators: Received export request\./,
];

export function isQuietLine(line) {
  const text = line.replace(ANSI, '');
  return QUIET.some((pattern) => pattern.test(text));
}

/**
 * Appends every line of the streams to logFile and hands the others (isQuietLine false) to show.
 * Resolves once both streams have ended.
 * @param {NodeJS.ReadableStream[]} streams
 * @param {string} logFile
 * @param {(line: string) => void} [show]
 */
export function routeOutput(streams, logFile, show = (line) => void process.stdout.write(`${line}\n`)) {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'w' });
  const ended = streams.map(
    (stream) =>
      new Promise((resolve) => {
        const lines = createInterface({ input: stream, crlfDelay: Infinity });
        lines.on('line', (line) => {
          log.write(`${line}\n`);
          if (!isQuietLine(line)) show(line);
        });
        lines.on('close', resolve);
      }),
  );
  return Promise.all(ended).then(() => new Promise((resolve) => log.end(resolve)));
}
