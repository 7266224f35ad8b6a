// Starts the emulator suite (EMULATORS) as a child of this process, for `npm start`, the bench and the restart
// test, and stops it as Ctrl-C does: SIGINT to firebase-tools alone (it exports, when asked to, and
// ends its emulators), then its whole process group, so no Java or Node child outlives it.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createConnection } from 'node:net';
import { ROOT, emulatorArgs, emulatorEnv, firebaseBin, ports } from './emulators.mjs';
import { waitForHttp } from './wait.mjs';

/**
 * Resolves once the API answers. Output goes to logFile, or to this process's terminal without one. Fresh data
 * unless importFrom names an export; exportOnExit names the folder a stop exports to. env adds variables for the
 * emulators. `exited` settles with firebase-tools' exit code, however it ends.
 * @param {{ logFile?: string, env?: Record<string, string>, importFrom?: string, exportOnExit?: string }} options
 */
export async function startSuite(options) {
  const suite = spawnSuite(options);
  await suite.ready;
  return suite;
}

/**
 * The same, answering at once: `ready` resolves once the API answers (and rejects, the suite stopped, if it never
 * does), so a caller can stop the suite while it is still starting.
 * @param {{ logFile?: string, env?: Record<string, string>, importFrom?: string, exportOnExit?: string }} options
 */
export function spawnSuite({ logFile, env = {}, importFrom, exportOnExit }) {
  const p = ports();
  const args = emulatorArgs('emulators:start');
  if (exportOnExit) args.push('--export-on-exit', exportOnExit);
  if (importFrom) args.push('--import', importFrom);
  const log = logFile ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(firebaseBin(), args, {
    cwd: ROOT,
    // Without an SMTP server to send to (the bench, the restart test) the outbox fills and nothing is sent.
    env: emulatorEnv({ ...(env.TOOLSHOP_SMTP_URL ? {} : { TOOLSHOP_MAIL_SENDER: 'off' }), ...env }),
    stdio: ['ignore', log, log],
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));

  const suite = {
    ports: p,
    exited,
    /** Stops the suite; says whether firebase-tools ended by itself and what it left behind. */
    async stop({ graceMs = 120_000 } = {}) {
      signal(child.pid, 'SIGINT');
      const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
      const exitedCleanly = (await Promise.race([exited.then(() => 'exited'), timer])) === 'exited';
      const processesLeftAfterExit = groupAlive(child.pid);
      signal(-child.pid, 'SIGKILL');
      await exited;
      const portsStillOpen = [];
      for (const name of Object.keys(p)) if (await listening(p[name])) portsStillOpen.push(name);
      return { exitedCleanly, processesLeftAfterExit, portsStillOpen };
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
          // Hosting answers before the function is loaded: wait for the API itself.
          await waitForApi(`http://127.0.0.1:${p.hosting}/api/product`, 120_000);
        })(),
      ]);
    } catch (error) {
      await suite.stop({ graceMs: 20_000 });
      throw error;
    }
  })();
  return suite;
}

async function waitForApi(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
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

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
