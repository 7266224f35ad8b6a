import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ThemeOptions } from '@mui/material/styles';
import type { Plugin } from 'vite';
import { themeOptions } from '../src/app/theme-options.ts';

// MUI's default theme module (styles/defaultTheme.js, imported by its styles and by GlobalStyles, CssBaseline's)
// builds a theme when it is first imported (createTheme(), in the task that evaluates the page's modules), and the
// app builds its own right after. The app always renders inside its ThemeProvider, so MUI's default is never what a
// component sees: here MUI's default theme module is the app's theme module, and the theme is built once.
// `virtual:toolshop-theme` is that one module (src/app/theme.ts, typed in src/vite-env.d.ts, built from
// src/app/theme-options.ts).
// MUI's Box builds a default theme of its own in the same way (`const defaultTheme = createTheme()` in Box.js, for a
// Box outside any ThemeProvider): it is the app's theme too.
// The palette's six intents go to createTheme whole (main, light, dark and contrast text, as MUI derives them from the
// options, worked out here when the app is built): in the browser createTheme then parses no colour and computes no
// contrast ratio, a third of its time on a slow phone.
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
const DEFAULT_THEME_FILE = 'defaultTheme.js';
const isMuiModule = (id: string | undefined, folder = '') =>
  !!id?.replaceAll('\\', '/').includes(`/@mui/material/esm/${folder}`);
const MUI_BOX = join(MUI_STYLES, '../Box/Box.js');
const BOX_DEFAULT_THEME = 'const defaultTheme = createTheme();';
const samePath = (a: string, b: string) => a.split('?')[0]!.replaceAll('\\', '/') === b.replaceAll('\\', '/');
const isMuiStylesModule = (id: string | undefined) => isMuiModule(id, 'styles/');

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

/** Box.js with its own default theme taken from the app's theme module; fails unless Box.js still builds one. */
export function boxWithAppTheme(source: string, file = MUI_BOX): string {
  if (source.split(BOX_DEFAULT_THEME).length !== 2)
    throw new Error(
      `one-mui-theme: ${file} no longer builds its default theme with "${BOX_DEFAULT_THEME}"; ` +
        'update web/vite-plugins/one-mui-theme.ts for this MUI version',
    );
  return source.replace(BOX_DEFAULT_THEME, "import defaultTheme from 'virtual:toolshop-theme';");
}

const INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** `options` with each palette intent whole, as MUI's createTheme derives it from them. */
export async function withDerivedIntents(options: ThemeOptions): Promise<ThemeOptions> {
  const { createTheme } = await import('@mui/material/styles');
  const { palette } = createTheme(options);
  const intents = Object.fromEntries(
    INTENTS.map((intent) => {
      const { main, light, dark, contrastText } = palette[intent];
      return [intent, { main, light, dark, contrastText }];
    }),
  );
  return { ...options, palette: { ...options.palette, ...intents } };
}

export function oneMuiTheme(): Plugin {
  let replaced = 0;
  let boxReplaced = false;
  return {
    name: 'one-mui-theme',
    enforce: 'pre',
    buildStart() {
      assertMuiDefaultThemeModule();
      replaced = 0;
      boxReplaced = false;
    },
    transform(code, id) {
      if (!samePath(id, MUI_BOX)) return null;
      boxReplaced = true;
      return { code: boxWithAppTheme(code, id), map: null };
    },
    resolveId(source, importer) {
      if (source === 'virtual:toolshop-theme') return THEME_ID;
      // Every import of MUI's default theme module, by the file it names: ./defaultTheme.js from MUI's styles,
      // ../styles/defaultTheme.js from its GlobalStyles (CssBaseline's).
      if (importer && source.endsWith(DEFAULT_THEME_FILE) && isMuiModule(importer)) {
        if (!samePath(join(dirname(importer.split('?')[0]!), source), MUI_DEFAULT_THEME)) return null;
        replaced += 1;
        return THEME_ID;
      }
      return null;
    },
    async load(id) {
      if (id !== THEME_ID) return null;
      const { palette } = await withDerivedIntents(themeOptions);
      // MUI's own createTheme module, as MUI's defaultTheme.js imports it (no cycle through the styles index).
      return [
        `import createTheme from ${JSON.stringify(MUI_CREATE_THEME)};`,
        `import { themeOptions } from ${JSON.stringify(THEME_OPTIONS)};`,
        `export default createTheme({ ...themeOptions, palette: ${JSON.stringify(palette)} });`,
      ].join('\n');
    },
    buildEnd(error) {
      if (error || this.meta.watchMode) return;
      const ids = [...this.getModuleIds()];
      // A build with MUI's styles in it but no import replaced would build MUI's default theme again.
      if (replaced === 0 && ids.some(isMuiStylesModule))
        throw new Error(`one-mui-theme: no MUI styles module imports ${DEFAULT_THEME_IMPORT} any more`);
      // Nor may any import reach MUI's default theme module by a path not replaced above.
      if (ids.some((id) => samePath(id, MUI_DEFAULT_THEME)))
        throw new Error(`one-mui-theme: ${MUI_DEFAULT_THEME} is in the build; an import of it was not replaced`);
      // A Box from elsewhere than Box.js would build its own default theme again.
      if (!boxReplaced && ids.some((id) => isMuiModule(id) && /[\\/]Box[\\/]Box\.js/.test(id)))
        throw new Error(`one-mui-theme: MUI's Box is no longer ${MUI_BOX}`);
    },
  };
}
