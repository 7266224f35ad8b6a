import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// MUI's styles module builds a default theme when it is first imported (createTheme(), in the task that evaluates
// the page's modules), and the app builds its own right after. The app always renders inside its ThemeProvider, so
// MUI's default is never what a component sees: here MUI's default theme module is the app's theme module, and the
// theme is built once. `virtual:toolshop-theme` is that one module (src/app/theme.ts, typed in src/vite-env.d.ts,
// built from src/app/theme-options.ts).
// This reaches into MUI's own files, which an upgrade may move: the build checks that they are still what is
// replaced here, and that the replacement took effect, and fails otherwise.
/** The one theme module's id (what the chunk groups see, vite-plugins/initial-chunks.ts). */
export const THEME_ID = '\0toolshop-theme';
const THEME_OPTIONS = fileURLToPath(new URL('../src/app/theme-options.ts', import.meta.url));
const MUI_STYLES = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm/styles');
// By file path: the package's exports do not list its esm/ files, which MUI's own modules import relatively.
const MUI_CREATE_THEME = join(MUI_STYLES, 'createTheme.js');
const MUI_DEFAULT_THEME = join(MUI_STYLES, 'defaultTheme.js');
const DEFAULT_THEME_IMPORT = './defaultTheme.js';
const isMuiStylesModule = (id: string | undefined) =>
  !!id?.replaceAll('\\', '/').includes('/@mui/material/esm/styles/');

/** Fails unless MUI's default theme module is what this plugin replaces: `createTheme()` from ./createTheme.js. */
export function assertMuiDefaultThemeModule(defaultThemeFile = MUI_DEFAULT_THEME, createThemeFile = MUI_CREATE_THEME) {
  const source = existsSync(defaultThemeFile) ? readFileSync(defaultThemeFile, 'utf8') : '';
  const replaceable =
    existsSync(createThemeFile) &&
    /import createTheme from ["']\.\/createTheme\.js["']/.test(source) &&
    /createTheme\(\)/.test(source);
  if (!replaceable)
    throw new Error(
      `one-mui-theme: MUI's default theme is no longer ${defaultThemeFile} calling createTheme() from ` +
        `${createThemeFile}; update web/vite-plugins/one-mui-theme.ts for this MUI version`,
    );
}

export function oneMuiTheme(): Plugin {
  let replaced = 0;
  return {
    name: 'one-mui-theme',
    enforce: 'pre',
    buildStart() {
      assertMuiDefaultThemeModule();
      replaced = 0;
    },
    resolveId(source, importer) {
      if (source === 'virtual:toolshop-theme') return THEME_ID;
      if (source === DEFAULT_THEME_IMPORT && isMuiStylesModule(importer)) {
        replaced += 1;
        return THEME_ID;
      }
      return null;
    },
    load(id) {
      if (id !== THEME_ID) return null;
      // MUI's own createTheme module, as MUI's defaultTheme.js imports it (no cycle through the styles index).
      return [
        `import createTheme from ${JSON.stringify(MUI_CREATE_THEME)};`,
        `import { themeOptions } from ${JSON.stringify(THEME_OPTIONS)};`,
        `export default createTheme(themeOptions);`,
      ].join('\n');
    },
    buildEnd(error) {
      // A build with MUI's styles in it but no import replaced would build MUI's default theme again.
      if (error || this.meta.watchMode || replaced > 0) return;
      if ([...this.getModuleIds()].some(isMuiStylesModule))
        throw new Error(`one-mui-theme: no MUI styles module imports ${DEFAULT_THEME_IMPORT} any more`);
    },
  };
}
