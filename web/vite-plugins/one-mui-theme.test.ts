import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { themeOptions } from '../src/app/theme-options';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { assertMuiDefaultThemeModule, boxWithAppTheme, withDerivedIntents } from './one-mui-theme';

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

describe("MUI's Box", () => {
  const boxFile = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm/Box/Box.js');

  it("takes the app's theme as its default instead of building one", () => {
    const source = readFileSync(boxFile, 'utf8');
    expect(source).toContain('const defaultTheme = createTheme();');
    const replaced = boxWithAppTheme(source, boxFile);
    expect(replaced).not.toContain('createTheme()');
    expect(replaced).toContain("import defaultTheme from 'virtual:toolshop-theme';");
    expect(replaced).toContain('defaultTheme,');
  });

  it('fails the build when an upgrade changes how Box builds its default theme', () => {
    expect(() => boxWithAppTheme('const defaultTheme = createTheme({ palette: {} });\n', boxFile)).toThrow(
      /one-mui-theme: .*Box\.js no longer builds its default theme/,
    );
  });
});

describe('the palette worked out when the app is built', () => {
  it("gives createTheme every intent whole, and the theme's palette is the one MUI derives from the options", async () => {
    const options = await withDerivedIntents(themeOptions);
    for (const intent of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)
      expect(Object.keys(options.palette![intent]!).sort(), intent).toEqual(['contrastText', 'dark', 'light', 'main']);
    expect(options.palette!.primary).toMatchObject({ main: '#0d47a1', contrastText: '#fff' });
    const json = (value: unknown) => JSON.parse(JSON.stringify(value));
    expect(json(createTheme(options).palette)).toEqual(json(createTheme(themeOptions).palette));
    expect(json(createTheme(options).components)).toEqual(json(createTheme(themeOptions).components));
  });
});
