import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = 'scripts/lib/fixtures/import-boundaries';

/** The check as `npm test` runs it, on a fixture tree (or the repo). */
function checkBoundaries(root?: string) {
  const run = spawnSync(process.execPath, ['scripts/check-import-boundaries.mjs', ...(root ? ['--root', root] : [])], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

// dependency-cruiser reads and resolves every file: seconds on a busy machine.
describe('the import boundary check', { timeout: 60_000 }, () => {
  it('fails on a feature or a functions area entered past its front door, domain importing beyond zod, an area importing http/, and the build importing functions/src', () => {
    const { status, output } = checkBoundaries(`${FIXTURES}/broken`);
    expect(status).toBe(1);
    const at = (file: string) => `${FIXTURES}/broken/${file}`;
    expect(output.split('\n').filter((line) => line.includes(' -> '))).toEqual([
      `area-front-door: ${at('functions/src/returns/request-return.ts')} -> ${at('functions/src/mail/outbox.ts')}`,
      `areas-know-no-http: ${at('functions/src/orders/cancel-order.ts')} -> ${at('functions/src/http/http-error.ts')}`,
      `build-and-scripts-stay-out-of-functions: ${at('web/vite-plugins/photos.ts')} -> ${at('functions/src/images/encode.ts')}`,
      `domain-imports-only-zod: ${at('domain/src/money.ts')} -> crypto`,
      `domain-imports-only-zod: ${at('domain/src/money.ts')} -> ${at('shared/src/encode.ts')}`,
      `feature-front-door: ${at('web/src/features/home/components/home-page.tsx')} -> ${at('web/src/features/catalogue/components/product-grid.ts')}`,
    ]);
  });

  it('passes when features and areas meet at front doors, domain keeps to zod, only a routes file imports http/ and the build shares a package', () => {
    const { status, output } = checkBoundaries(`${FIXTURES}/sound`);
    expect(output).toContain('No imports across a boundary');
    expect(status).toBe(0);
  });
});
