// Every function instance (the API's and each trigger's) loads the whole bundle, lib/index.js, when it starts.
// The packages only some calls need are loaded at their first use (platform/load-once.ts, the API's app in
// index.ts): this builds the bundle as deployed and loads it in a fresh Node process to check that none of them
// comes with it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FUNCTIONS = resolve(fileURLToPath(new URL('..', import.meta.url)));
const LOADED_AT_FIRST_USE = ['express', 'stripe', 'nodemailer', 'handlebars', 'sharp', 'busboy', 'csv-stringify'];

let outdir: string;

beforeAll(() => {
  // Inside the repository, so the bundle finds its dependencies in node_modules as it does when deployed.
  // .cache/ is made by the first build or start; a fresh clone running the unit tests alone has none yet.
  const cache = join(FUNCTIONS, '..', '.cache');
  mkdirSync(cache, { recursive: true });
  outdir = mkdtempSync(join(cache, 'cold-start-'));
  const build = spawnSync(process.execPath, [join(FUNCTIONS, 'build.mjs'), '--outdir', outdir], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
});

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

/** The names lib/index.js exports as functions, loaded in a fresh process with `env` added. */
function functionsDefinedWith(env: Record<string, string>): string[] {
  const probe = `
    const bundle = require(${JSON.stringify(join(outdir, 'lib', 'index.js'))});
    process.stdout.write(JSON.stringify(Object.keys(bundle).filter((name) => typeof bundle[name] === 'function')));`;
  const run = spawnSync(process.execPath, ['-e', probe], {
    encoding: 'utf8',
    cwd: outdir,
    env: { ...process.env, ...env },
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as string[];
}

/** The packages of LOADED_AT_FIRST_USE that Node holds after `script` ran in a fresh process beside the bundle. */
function packagesLoadedBy(script: string): string[] {
  const probe = `
    const bundle = require(${JSON.stringify(join(outdir, 'lib', 'index.js'))});
    Promise.resolve((${script})(bundle)).then(() => {
      const names = ${JSON.stringify(LOADED_AT_FIRST_USE)};
      const loaded = Object.keys(require.cache).flatMap((file) =>
        names.filter((name) => file.includes('/node_modules/' + name + '/')),
      );
      process.stdout.write(JSON.stringify([...new Set(loaded)].sort()));
    });`;
  const run = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', cwd: outdir });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as string[];
}

describe('loading lib/index.js (every function instance at start)', () => {
  it('defines the functions without loading the packages that only some calls use', () => {
    const defineFunctions = `(bundle) => {
      for (const name of ['api', 'sendQueuedMail', 'orderWritten', 'expireUnpaidOrder'])
        if (typeof bundle[name] !== 'function') throw new Error(name + ' is not exported');
    }`;
    expect(packagesLoadedBy(defineFunctions)).toEqual([]);
  });
});

describe('the mail sender (TOOLSHOP_MAIL_SENDER)', () => {
  it('is defined by default and not at all when the Trigger Email extension owns the outbox', () => {
    expect(functionsDefinedWith({ TOOLSHOP_MAIL_SENDER: '' })).toContain('sendQueuedMail');
    const withExtension = functionsDefinedWith({ TOOLSHOP_MAIL_SENDER: 'off' });
    expect(withExtension).not.toContain('sendQueuedMail');
    expect(withExtension).toEqual(expect.arrayContaining(['api', 'orderWritten', 'expireUnpaidOrder']));
  });
});
