// Builds functions and web for the emulators. With a port offset (parallel test runs) the output goes to
// .cache/run-<offset>/ so that one run never serves another run's half-written build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR, ROOT, portOffset } from './emulators.mjs';
import { run } from './run.mjs';

export function buildDirs(offset = portOffset()) {
  if (offset === 0) return { web: join(ROOT, 'web', 'dist'), functions: join(ROOT, 'functions') };
  const base = join(CACHE_DIR, `run-${offset}`);
  return { web: join(base, 'web'), functions: join(base, 'functions') };
}

export async function buildForEmulators(offset = portOffset()) {
  const dirs = buildDirs(offset);
  const functionsArgs = offset === 0 ? [] : ['--outdir', dirs.functions];
  await run('node', [join(ROOT, 'functions', 'build.mjs'), ...functionsArgs], { cwd: ROOT });
  await run(viteBin(), ['build', '--mode', 'emulator', '--logLevel', 'warn', '--outDir', dirs.web, '--emptyOutDir'], {
    cwd: join(ROOT, 'web'),
    // The web build puts the server render module into the functions' folder (web/vite-plugins/server-render.ts),
    // and names this offset's Hosting in robots.txt (web/vite-plugins/robots-sitemap.ts).
    env: { ...process.env, TOOLSHOP_FUNCTIONS_DIR: dirs.functions, TOOLSHOP_PORT_OFFSET: String(offset) },
  });
  return dirs;
}

/** The web workspace's own Vite (the root one may be another major version, pulled in by vitest). */
function viteBin() {
  const own = join(ROOT, 'web', 'node_modules', '.bin', 'vite');
  return existsSync(own) ? own : join(ROOT, 'node_modules', '.bin', 'vite');
}
