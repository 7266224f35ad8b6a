// Starts the emulator suite for the bench (auth, firestore, functions, hosting) on fresh, in-memory data, and
// stops it completely: firebase-tools runs in its own process group, so Java and Node children die with it.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, emulatorEnv, firebaseBin, firebaseConfigPath, ports } from '../lib/emulators.mjs';
import { waitForHttp } from '../lib/wait.mjs';

// Ports that browsers and Node's fetch refuse to connect to (the Fetch spec's "bad ports"), within reach of
// the shifted emulator ports: offsets 60 and 61 put Hosting on 5060/5061 (SIP), where Chromium shows
// ERR_UNSAFE_PORT and fetch fails at once.
const BAD_PORTS = new Set([4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

export async function startSuite({ logDir }) {
  const refused = Object.entries(ports()).filter(([name, port]) => name !== 'storage' && BAD_PORTS.has(port));
  if (refused.length) {
    const list = refused.map(([name, port]) => `${name} ${port}`).join(', ');
    throw new Error(`Browsers and fetch refuse these ports: ${list}. Pick another TOOLSHOP_PORT_OFFSET.`);
  }
  const log = createWriteStream(join(logDir, 'emulators.log'));
  const args = ['emulators:start', '--project', PROJECT_ID, '--config', firebaseConfigPath(), '--only', 'auth,firestore,functions,hosting'];
  // No --import and no --export-on-exit: every bench run starts from the seed alone.
  const child = spawn(firebaseBin(), args, { cwd: ROOT, env: emulatorEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.on('exit', resolve));

  const suite = {
    ports: ports(),
    async stop() {
      killGroup(child.pid, 'SIGINT');
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      killGroup(child.pid, 'SIGKILL'); // whatever outlived firebase-tools (the Firestore JVM)
    },
  };
  try {
    const p = suite.ports;
    await Promise.race([
      exited.then((code) => {
        throw new Error(`firebase emulators:start exited early (${code}); see ${join(logDir, 'emulators.log')}`);
      }),
      (async () => {
        await waitForHttp(`http://127.0.0.1:${p.hosting}/`, 180_000);
        await waitForHttp(`http://127.0.0.1:${p.hub}/emulators`, 60_000);
        // Hosting answers before the function is loaded: wait for the API itself.
        await waitForApi(`http://127.0.0.1:${p.hosting}/api/product`, 120_000);
      })(),
    ]);
  } catch (error) {
    await suite.stop();
    throw error;
  }
  return suite;
}

async function waitForApi(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${status})`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}
