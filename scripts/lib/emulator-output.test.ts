// What npm start shows of firebase-tools' output: every line in the log file, and in the terminal all but the
// per-request lines and the start-up warnings of our own choices. Lines as firebase-tools 15.34 prints them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isQuietLine, routeOutput } from './emulator-output.mjs';

const quiet = [
  'i  hosting: 127.0.0.1 - - [26/Nov/2026:01:28:20 +0000] "GET /api/product HTTP/1.1" 404 62 "-" "node"',
  '\u001b[36m\u001b[1mi  hosting:\u001b[22m\u001b[39m 127.0.0.1 - - [26/Nov/2026:01:28:20 +0000] "GET / HTTP/1.1" 200 980 "-" "Mozilla/5.0"',
  'i  functions: Beginning execution of "us-central1-api"',
  'i  functions: Finished "us-central1-api" in 12.403ms',
  '[hosting] Rewriting /api/product to http://127.0.0.1:5046/demo-toolshop/us-central1/api for local Function us-central1/api',
  'i  functions: Loaded environment variables from .cache/functions-env-45/.env.local',
  '⚠  firestore: Env variable override detected. Using firestore emulator at /w/.cache/firestore-emulator-launcher.jar',
  '⚠  Unable to fetch the CLI MOTD and remote config. This is not a fatal error, but may indicate an issue with your network connection.',
  '⚠  emulators: The Emulator UI is not starting because none of the running emulators have a UI component.',
  'i  functions[us-central1-sweepUnpaidOrders]: function ignored because the pubsub emulator does not exist or is not running.',
  'i  firestore: Stopping Firestore Emulator',
  'i  hub: Stopping emulator hub',
  'i  Found running emulator hub for project demo-toolshop at http://127.0.0.1:4445',
  'i  Creating export directory /w/.emulator-data',
  'i  Exporting data to: /w/.emulator-data',
  'i  emulators: Received export request. Exporting data to /w/.emulator-data.',
  '✔  functions[us-central1-api]: http function initialized (http://127.0.0.1:5006/demo-toolshop/us-central1/api).',
  '✔  functions[us-central1-rollUpSales]: firestore function initialized.',
  '✔  tasks: Created queue with key: queue:demo-toolshop-us-central1-expireUnpaidOrder',
];
const shown = [
  'i  Automatically exporting data using --export-on-exit "/w/.emulator-data" please wait for the export to finish...',
  '✔  Export complete',
  'i  emulators: Shutting down emulators.',
  'i  emulators: Starting emulators: auth, functions, firestore, hosting, tasks',
  '⚠  functions: Your requested "node" version "22" doesn\'t match your global version "20". Using node@20 from host.',
  '✔  All emulators ready! It is now safe to connect your app.',
  '✔  functions: Loaded functions definitions from source: api, pages, rollUpSales, sendQueuedMail.',
  '!!  functions: Failed to load function definition from source: FirebaseError: Functions codebase could not be analyzed successfully.',
  '>  {"severity":"ERROR","message":"Order email failed: connect ECONNREFUSED 127.0.0.1:1025"}',
];

describe('npm start output', () => {
  it('keeps the per-request lines and the warnings of our own choices out of the terminal', () => {
    expect(quiet.filter((line) => !isQuietLine(line))).toEqual([]);
  });

  it('shows what starts, the expected Node warning, errors and the functions own logs', () => {
    expect(shown.filter((line) => isQuietLine(line))).toEqual([]);
  });

  it('writes every line to the log file and shows only the others', async () => {
    const out = new PassThrough();
    const err = new PassThrough();
    const file = join(mkdtempSync(join(tmpdir(), 'toolshop-output-')), 'emulators.log');
    const terminal: string[] = [];
    const done = routeOutput([out, err], file, (line: string) => terminal.push(line));
    out.end([quiet[0], shown[0], quiet[2]].join('\n') + '\n');
    err.end(`${shown[3]}\n`);
    await done;
    expect(terminal.sort()).toEqual([shown[0], shown[3]].sort());
    expect(readFileSync(file, 'utf8').trim().split('\n').sort()).toEqual(
      [quiet[0], shown[0], quiet[2], shown[3]].sort(),
    );
  });
});
