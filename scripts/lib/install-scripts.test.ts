// npm 11 runs no dependency's install script unless package.json's `allowScripts` approves it, and lists at the end
// of every install those it has no entry for. Each installed package with an install script has an entry (all
// denied today, see README), so `npm ci` prints no such list.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './emulators.mjs';

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

/** Names of the packages under a node_modules folder (nested ones too) that have an install script. */
function withInstallScripts(dir: string, found = new Set<string>()): Set<string> {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(join(dir, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of names) {
      const folder = join(dir, name);
      const manifest = join(folder, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      const scripts = pkg.scripts ?? {};
      // npm runs `node-gyp rebuild` as the install script of a package with a binding.gyp and none of its own.
      if (INSTALL_SCRIPTS.some((s) => scripts[s]) || existsSync(join(folder, 'binding.gyp'))) found.add(pkg.name);
      withInstallScripts(join(folder, 'node_modules'), found);
    }
  }
  return found;
}

it("gives every installed package with an install script an entry in package.json's allowScripts", () => {
  const allowScripts: Record<string, boolean> =
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).allowScripts ?? {};
  const packages = new Set<string>();
  for (const root of [ROOT, join(ROOT, 'domain'), join(ROOT, 'functions'), join(ROOT, 'web')])
    withInstallScripts(join(root, 'node_modules'), packages);
  expect(packages.size).toBeGreaterThan(0);
  expect([...packages].filter((name) => !(name in allowScripts)).sort()).toEqual([]);
});
