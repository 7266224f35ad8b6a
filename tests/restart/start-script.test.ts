// `npm start` at a port offset, from a clean build: it builds where the emulators of that offset serve from
// (.cache/run-<offset>/), says "Toolshop is running" only when the shop page and the API both answer 200, and
// Ctrl-C (SIGINT to its process group, as a terminal sends it) leaves no process of it behind. Its terminal output
// stays short: no build timings, no per-request lines (those go to .cache/emulators-<offset>.log), no start-up
// warnings of our own choices.
// It runs in the project of tests that start emulators of their own (beside the emulator shards, with the restart
// tests), at an offset 5 past a multiple of 10 whose ports are free (freeOffset).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_DIR, FETCH_BLOCKED_PORTS, ROOT, portOffset, ports } from '../../scripts/lib/emulators.mjs';
import { buildDirs } from '../../scripts/lib/build.mjs';
import { busyPorts } from '../../scripts/lib/free-ports.mjs';

const testOffset = portOffset();
const offset = await freeOffset();
const shop = `http://127.0.0.1:${ports(offset).hosting}`;
const marker = `toolshop-start-check-${randomUUID()}`;
// Should this test run under `firebase emulators:exec`, its variables would point Firebase clients at that run's
// emulators: the started suite must find its own.
const inherited =
  /^(FIRESTORE_EMULATOR_HOST|FIREBASE_AUTH_EMULATOR_HOST|FIREBASE_EMULATOR_HUB|FIREBASE_STORAGE_EMULATOR_HOST|STORAGE_EMULATOR_HOST|CLOUD_TASKS_EMULATOR_HOST|CLOUD_EVENTARC_EMULATOR_HOST|PUBSUB_EMULATOR_HOST|FIREBASE_DATABASE_EMULATOR_HOST|GCLOUD_PROJECT|FIREBASE_CONFIG|TOOLSHOP_IMAGE_DIR|TMPDIR)$/;

let start: ChildProcess | undefined;

/**
 * The first offset 5 past a multiple of 10, from this run's own, where the shop may start and nothing holds a port:
 * such an offset's ports can still meet another run's (the mail catcher's two are 55 apart), so the free one is used.
 */
async function freeOffset(): Promise<number> {
  const candidates = Array.from({ length: 50 }, (_, i) => i * 10 + 5).sort(
    (a, b) => Math.abs(a - testOffset - 5) - Math.abs(b - testOffset - 5) || a - b,
  );
  for (const candidate of candidates) {
    const layout = ports(candidate);
    if (Object.values(layout).some((port) => FETCH_BLOCKED_PORTS.has(port))) continue;
    if (!(await busyPorts(layout)).length) return candidate;
  }
  throw new Error('no offset 5 past a multiple of 10 has all its ports free');
}

/** Processes (any depth) started by this test's `npm start`: they carry the marker in their environment. */
function processesWithMarker(): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) found.push(Number(entry));
    } catch {
      /* gone, or not ours */
    }
  }
  return found;
}

async function answer(path: string): Promise<number> {
  const response = await fetch(`${shop}${path}`);
  await response.arrayBuffer();
  return response.status;
}

afterAll(() => {
  for (const pid of processesWithMarker()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

describe('npm start with TOOLSHOP_PORT_OFFSET', () => {
  it('builds where it serves, says "running" only once / and /api/product answer 200, and Ctrl-C ends it all', async () => {
    const dirs = buildDirs(offset);
    rmSync(join(CACHE_DIR, `run-${offset}`), { recursive: true, force: true });
    expect(existsSync(dirs.web)).toBe(false);

    const env: Record<string, string> = { TOOLSHOP_PORT_OFFSET: String(offset), TOOLSHOP_START_CHECK: marker };
    for (const [key, value] of Object.entries(process.env))
      if (!inherited.test(key) && value !== undefined) env[key] ??= value;
    start = spawn('node', [join(ROOT, 'scripts', 'start.mjs'), '--fresh'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // One listener keeps every byte of the output for the whole run; a second one only watches for the announcement.
    let output = '';
    start.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => start!.on('exit', (code) => resolve(code)));

    const statusAtAnnouncement = await new Promise<{ page: number; api: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "running" within 240 s:\n${output.slice(-3000)}`)), 240_000);
      const watch = () => {
        if (!output.includes('Toolshop is running')) return;
        start!.stdout!.off('data', watch);
        clearTimeout(timer);
        // Asked the moment the line appears: both must already be served.
        void Promise.all([answer('/'), answer('/api/product')]).then(([page, api]) => resolve({ page, api }), reject);
      };
      start!.stdout!.on('data', watch);
      void exited.then((code) =>
        reject(new Error(`npm start exited (${code}) before "running":\n${output.slice(-3000)}`)),
      );
    });

    expect(statusAtAnnouncement).toEqual({ page: 200, api: 200 });
    expect(existsSync(join(dirs.functions, 'lib', 'index.js'))).toBe(true);
    expect(existsSync(join(dirs.functions, 'lib', 'pages', 'server-render.mjs'))).toBe(true);
    // Paths no page or function answers get the shell this build wrote.
    const page = await (await fetch(`${shop}/dashboard`)).text();
    expect(page).toBe(readFileSync(join(dirs.web, 'shell.html'), 'utf8'));
    expect(processesWithMarker().length).toBeGreaterThan(1);

    process.kill(-start.pid!, 'SIGINT');
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 90_000))]);
    expect(code, output.slice(-2000)).toBe(0);
    await expect.poll(() => processesWithMarker(), { timeout: 10_000 }).toEqual([]);
    expect(await busyPorts(ports(offset))).toEqual([]);
    expect(output).toContain(`Built into ${dirs.web}`);
    expect(output).toContain(
      `Emails the shop sends (caught here, nothing leaves the machine): http://127.0.0.1:${ports(offset).mailWeb}`,
    );

    // The terminal: a short start-up, none of the noise a newcomer reads as errors.
    const lines = output.split('\n');
    expect(lines.length, output).toBeLessThan(70);
    const noise = lines.filter((line) =>
      /\[PLUGIN_TIMINGS\]| HTTP\/1\.1" \d{3} |Beginning execution of|Finished "|Rewriting \/|Serving at port|MOTD|Env variable override|npm warn/.test(
        line,
      ),
    );
    expect(noise).toEqual([]);
    // The requests are in the log file: the 404s while the API loaded, and every one since.
    const emulatorLog = join(CACHE_DIR, `emulators-${offset}.log`);
    expect(output).toContain(`Every request the emulators serve is logged in .cache/emulators-${offset}.log`);
    const logged = readFileSync(emulatorLog, 'utf8');
    expect(logged).toMatch(/"GET \/api\/product HTTP\/1\.1" 200 /);
    expect(logged).toMatch(/"GET \/dashboard HTTP\/1\.1" 200 /);
  }, 420_000);
});
