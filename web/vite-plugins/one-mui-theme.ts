import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// MUI's styles module builds a default theme when it is first imported (createTheme(), ~8 ms on a phone, in the
// long task that evaluates the page's modules), and the app builds its own right after. The app always renders
// inside its ThemeProvider, so MUI's default is never what a component sees: here MUI's default theme module is the
// app's theme module, and the theme is built once. `virtual:toolshop-theme` is that one module (app/theme.ts).
const THEME_ID = '\0toolshop-theme';
const THEME_OPTIONS = fileURLToPath(new URL('../src/app/theme-options.ts', import.meta.url));
// By file path: the package's exports do not list its esm/ files, which MUI's own modules import relatively.
const MUI_CREATE_THEME = join(
  dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'esm/styles/createTheme.js',
);

export function oneMuiTheme(): Plugin {
  return {
    name: 'one-mui-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'virtual:toolshop-theme') return THEME_ID;
      const fromMuiStyles = importer?.replaceAll('\\', '/').includes('/@mui/material/esm/styles/');
      if (fromMuiStyles && source === './defaultTheme.js') return THEME_ID;
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
  };
}
