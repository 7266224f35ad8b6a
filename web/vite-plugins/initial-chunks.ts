import type { Rolldown } from 'vite';
import { THEME_ID as THEME_MODULE_ID } from './one-mui-theme.ts';

// How the build groups the modules every page loads into chunks (build.rolldownOptions.output.codeSplitting).
// Four library chunks for the first paint, one for forms and the entry, rather than the many small shared chunks
// automatic splitting makes: each request costs the main thread time to start (docs/decisions/0009), and the
// loader evaluates the first paint's ones in separate tasks (src/boot/entry-loader.ts). A group pulls all its
// modules into one chunk, so only libraries the first paint needs anyway belong here ('$initial': what the entry
// imports statically).
const NODE_MODULES = /node_modules[\\/]/;
const DOMAIN_MODULE = /[\\/]domain[\\/]src[\\/]/;
const THEME_MODULE =
  /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](styles|colors|InitColorSchemeScript)[\\/]|src[\\/]app[\\/]theme(-options)?\.ts$/;

export const initialChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    // React and the router change far less often than the app: their own chunk stays cached across releases.
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
      priority: 3,
    },
    // MUI's styling engine: one task of its own.
    {
      name: 'styling',
      test: /node_modules[\\/](@emotion|@mui[\\/](system|styled-engine|utils|private-theming))[\\/]/,
      tags: ['$initial'],
      priority: 2,
    },
    // The app's theme and the MUI modules that build it (vite-plugins/one-mui-theme.ts): building it is about half
    // the evaluation of MUI, so it is a task of its own before MUI's components, whose styled() calls read it. It
    // needs nothing of the components (only the styling engine), so the components' chunk is the one that imports.
    {
      name: 'theme',
      test: (id: string) => THEME_MODULE.test(id) || id === THEME_MODULE_ID,
      tags: ['$initial'],
      priority: 2,
    },
    // The form libraries, which only lazy routes and sections need: chunks that need nothing of the app's, so the
    // loader can evaluate them in tasks of their own before the entry on a form's route (LoaderData's route stages),
    // rather than inside the route chunk's evaluation. Form state and validation apart: a small form loads its
    // validation, and zod with it, only when it first validates (components/form/lazy-resolver.ts).
    {
      name: 'forms',
      test: /node_modules[\\/]react-hook-form[\\/]/,
      priority: 2,
    },
    {
      name: 'validation',
      test: /node_modules[\\/](zod|@hookform)[\\/]/,
      priority: 2,
    },
    // The other libraries, but not a stylesheet (the shop has none: Emotion writes its styles): as a library chunk's
    // CSS, every lazy route's preload would fetch and apply it again. With them the domain's modules the entry loads
    // (limits, money...): in the entry's own chunk, every route chunk that shows a domain message would import the
    // entry, and the loader could not evaluate it in a task of its own before the entry (a route's stages in
    // run-entry-after-first-paint.ts).
    {
      name: 'libraries',
      test: (id: string) => (NODE_MODULES.test(id) && !id.endsWith('.css')) || DOMAIN_MODULE.test(id),
      tags: ['$initial'],
      priority: 1,
    },
  ],
};
