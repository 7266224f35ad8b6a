// Starts the emulator suite (EMULATORS) as a child of this process, for `npm start`, the bench and the restart
// test, and stops it as Ctrl-C does: SIGINT to firebase-tools alone (it exports, when asked to, and
// ends its emulators), then its whole process group. firebase-tools waits only 4 s for each emulator to end and
// starts the Firestore emulator's Java in a process group of its own: on a busy machine that Java outlives it and
// keeps its port. So every process below firebase-tools is recorded while the suite runs (process-tree.mjs), and
// the stop ends whichever of them still runs, then waits for every port to be free.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createConnection } from 'node:net';
import { ROOT, emulatorArgs, emulatorEnv, firebaseBin, ports } from './emulators.mjs';
import { waitForHttp } from './wait.mjs';
import { descendants, endProcesses, processInfo, runsWith, stillRunning, waitUntil } from './process-tree.mjs';
import { portHolderPids } from './free-ports.mjs';
import { routeOutput } from './emulator-output.mjs';

/**
 * Resolves once the API answers. Output goes to logFile, or to this process's terminal without one; with echo, to
 * both, the terminal skipping the per-request lines (emulator-output.mjs). Fresh data
 * unless importFrom names an export; exportOnExit names the folder a stop exports to. env adds variables for the
 * emulators. `exited` settles with firebase-tools' exit code, however it ends.
 * @param {{ logFile?: string, echo?: boolean, env?: Record<string, string>, importFrom?: string, exportOnExit?: string }} options
 */
export async function startSuite(options) {
  const suite = spawnSuite(options);
  await suite.ready;
  return suite;
}

/**
 * The same, answering at once: `ready` resolves once the API answers (and rejects, the suite stopped, if it never
 * does), so a caller can stop the suite while it is still starting.
 * @param {{ logFile?: string, echo?: boolean, env?: Record<string, string>, importFrom?: string, exportOnExit?: string }} options
 */
export function spawnSuite({ logFile, echo = false, env = {}, importFrom, exportOnExit }) {
  const p = ports();
  const args = emulatorArgs('emulators:start');
  if (exportOnExit) args.push('--export-on-exit', exportOnExit);
  if (importFrom) args.push('--import', importFrom);
  // echo: the log file gets every line, this terminal those that are not per-request noise (emulator-output.mjs).
  const log = logFile ? (echo ? 'pipe' : openSync(logFile, 'w')) : 'inherit';
  // Without an SMTP server to send to (the bench, the restart test) the outbox fills and nothing is sent.
  const childEnv = emulatorEnv({ ...(env.TOOLSHOP_SMTP_URL ? {} : { TOOLSHOP_MAIL_SENDER: 'off' }), ...env });
  const child = spawn(firebaseBin(), args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', log, log],
    detached: true,
  });
  const routed = logFile && echo ? routeOutput([child.stdout, child.stderr], logFile) : Promise.resolve();
  const exited = new Promise((resolve) => child.on('exit', resolve));
  /** Every process firebase-tools started, by pid and start time, recorded each second until it exits. */
  const started = new Map();
  const record = () => {
    for (const [key, known] of started) if (!stillRunning(known)) started.delete(key);
    for (const p of descendants(child.pid)) started.set(`${p.pid}:${p.start}`, p);
  };
  const recorder = setInterval(record, 1000).unref();
  void exited.then(() => clearInterval(recorder));

  const suite = {
    ports: p,
    exited,
    /**
     * Stops the suite: SIGINT, up to graceMs for firebase-tools to export and exit, then its group is killed and
     * every process it started that still runs is ended (SIGTERM, SIGKILL 5 s later). Says whether firebase-tools
     * exited by itself, what it left running (ended here), what still runs (none) and which ports stay open.
     */
    async stop({ graceMs = 120_000 } = {}) {
      record();
      signal(child.pid, 'SIGINT');
      const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
      const exitedCleanly = (await Promise.race([exited.then(() => 'exited'), timer])) === 'exited';
      if (!exitedCleanly) record();
      signal(-child.pid, 'SIGKILL');
      await exited;
      const known = [...started.values()];
      const leftBehind = await endProcesses(known);
      // The output ends when the last process holding it does: the log is whole before stop() resolves.
      await Promise.race([routed, new Promise((resolve) => setTimeout(resolve, 2000))]);
      const open = async () => {
        const names = [];
        // The mail catcher's ports are not the suite's: its caller stops it.
        for (const name of Object.keys(p)) if (!name.startsWith('mail') && (await listening(p[name]))) names.push(name);
        return names;
      };
      let portsStillOpen = [];
      if (!(await waitUntil(async () => (portsStillOpen = await open()).length === 0, 5000))) {
        // A process that started after the last record (within a second of the stop): whatever holds a port of
        // this run and runs with this run's private TMPDIR is this run's.
        const holders = portsStillOpen
          .flatMap((name) => portHolderPids(p[name]))
          .filter((pid) => runsWith(pid, 'TMPDIR', childEnv.TMPDIR))
          .map(processInfo)
          .filter(Boolean);
        leftBehind.push(...(await endProcesses(holders)));
        await waitUntil(async () => (portsStillOpen = await open()).length === 0, 5000);
      }
      const processesLeftAfterExit = leftBehind.map((q) => q.command);
      const processesStillRunning = [...known, ...leftBehind]
        .filter(stillRunning)
        .map((q) => `${q.command} (pid ${q.pid})`);
      return { exitedCleanly, processesLeftAfterExit, processesStillRunning, portsStillOpen };
    },
  };
  suite.ready = (async () => {
    try {
      await Promise.race([
        exited.then((code) => {
          throw new Error(`firebase emulators:start exited early (${code})${logFile ? `; see ${logFile}` : ''}`);
        }),
        (async () => {
          await waitForHttp(`http://127.0.0.1:${p.hosting}/`, 180_000);
          await waitForHttp(`http://127.0.0.1:${p.hub}/emulators`, 60_000);
          // Hosting answers before the functions are loaded: wait for the API and the page renderer themselves (each
          // boots workers of its own; on a loaded machine the first page's worker can take past Hosting's 60 s).
          await waitForServed(`http://127.0.0.1:${p.hosting}/api/product`, 120_000);
          await waitForServed(`http://127.0.0.1:${p.hosting}/`, 180_000);
        })(),
      ]);
    } catch (error) {
      await suite.stop({ graceMs: 20_000 });
      throw error;
    }
  })();
  return suite;
}

async function waitForServed(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Past Hosting's own 60 s: a retry while the first worker still boots would only start another worker.
    const status = await fetch(url, { signal: AbortSignal.timeout(70_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${status})`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    /* already gone */
  }
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
