import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertMuiDefaultThemeModule } from './one-mui-theme';

describe("the guard on MUI's default theme module", () => {
  it('passes on the installed MUI', () => {
    expect(() => assertMuiDefaultThemeModule()).not.toThrow();
  });

  it('fails loudly when an upgrade changes what the plugin replaces', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mui-'));
    const createTheme = join(dir, 'createTheme.js');
    writeFileSync(createTheme, 'export default function createTheme() {}');
    const moved = join(dir, 'defaultTheme.js');
    writeFileSync(moved, "import { createTheme } from './theme/index.js';\nexport default createTheme();");
    expect(() => assertMuiDefaultThemeModule(moved, createTheme)).toThrow(/one-mui-theme: MUI's default theme/);
    expect(() => assertMuiDefaultThemeModule(join(dir, 'missing.js'), createTheme)).toThrow(/one-mui-theme/);
    const unchanged = join(dir, 'unchanged.js');
    writeFileSync(unchanged, "import createTheme from './createTheme.js';\nexport default createTheme();");
    expect(() => assertMuiDefaultThemeModule(unchanged, createTheme)).not.toThrow();
    expect(() => assertMuiDefaultThemeModule(unchanged, join(dir, 'gone.js'))).toThrow(/one-mui-theme/);
  });
});
