// Builds functions and web for the emulators. With a port offset (parallel test runs) the output goes to
// .cache/run-<offset>/ so that one run never serves another run's half-written build.
import { closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR, ROOT, portOffset } from './emulators.mjs';
import { run } from './run.mjs';

export function buildDirs(offset = portOffset()) {
  if (offset === 0) return { web: join(ROOT, 'web', 'dist'), functions: join(ROOT, 'functions') };
  const base = join(CACHE_DIR, `run-${offset}`);
  return { web: join(base, 'web'), functions: join(base, 'functions') };
}

/**
 * @param {number} [offset]
 * @param {{ logFile?: string }} [options] the builds' output goes to logFile instead of this process's output
 */
export async function buildForEmulators(offset = portOffset(), { logFile } = {}) {
  const dirs = buildDirs(offset);
  const functionsArgs = offset === 0 ? [] : ['--outdir', dirs.functions];
  const log = logFile ? openSync(logFile, 'w') : undefined;
  const stdio = log === undefined ? 'inherit' : ['ignore', log, log];
  try {
    await run('node', [join(ROOT, 'functions', 'build.mjs'), ...functionsArgs], { cwd: ROOT, stdio });
    await run(viteBin(), ['build', '--mode', 'emulator', '--logLevel', 'warn', '--outDir', dirs.web, '--emptyOutDir'], {
      cwd: join(ROOT, 'web'),
      stdio,
      // The web build puts the server render module into the functions' folder (web/vite-plugins/server-render.ts),
      // and names this offset's Hosting in robots.txt (web/vite-plugins/robots-sitemap.ts).
      env: { ...process.env, TOOLSHOP_FUNCTIONS_DIR: dirs.functions, TOOLSHOP_PORT_OFFSET: String(offset) },
    });
  } finally {
    if (log !== undefined) closeSync(log);
  }
  return dirs;
}

/** The web workspace's own Vite (the root one may be another major version, pulled in by vitest). */
function viteBin() {
  const own = join(ROOT, 'web', 'node_modules', '.bin', 'vite');
  return existsSync(own) ? own : join(ROOT, 'node_modules', '.bin', 'vite');
}
