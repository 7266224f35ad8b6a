import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SDKS_UNUSED_BY_THE_SHOP, unusedSdkStub } from './reactfire-without-unused-sdks';

describe('the stubs of the Firebase SDKs the shop leaves out', () => {
  it('export every name listed, each throwing when called', async () => {
    for (const [sdk, names] of Object.entries(SDKS_UNUSED_BY_THE_SHOP)) {
      const stub = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(unusedSdkStub(sdk))}`);
      expect(Object.keys(stub).sort()).toEqual([...names].sort());
      for (const name of names) expect(() => stub[name]()).toThrow(`${sdk} is left out of the bundle`);
    }
  });

  it("list every name reactfire's ES module imports from those SDKs", () => {
    const require = createRequire(import.meta.url);
    const reactfire = readFileSync(require.resolve('reactfire').replace(/[^/\\]+$/, 'index.js'), 'utf8');
    for (const [sdk, names] of Object.entries(SDKS_UNUSED_BY_THE_SHOP)) {
      const imports = [...reactfire.matchAll(new RegExp(`import \\{([^}]*)\\} from ["']${sdk}["']`, 'g'))];
      const imported = imports.flatMap((match) =>
        match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
      );
      expect(imported.length, sdk).toBeGreaterThan(0);
      expect(
        imported.filter((name) => !names.includes(name)),
        sdk,
      ).toEqual([]);
    }
  });
});
