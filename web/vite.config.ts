import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { runEntryAfterFirstPaint } from './vite-plugins/run-entry-after-first-paint.ts';
import { oneMuiTheme } from './vite-plugins/one-mui-theme.ts';
import { cspInlineScriptHashes } from './vite-plugins/csp-inline-script-hashes.ts';

// reactfire imports every Firebase SDK it has hooks for, and keeps them alive from its top-level code (e.g. a
// frozen table of Realtime Database listeners), so the bundle carried Realtime Database, Storage, Remote Config
// and Functions (~45 kB gzip) although the shop calls none of them. The shop uses only reactfire's App, Auth and
// Firestore parts: reactfire's imports of the other SDKs resolve to stubs that throw if ever called. Using
// one of these SDKs later means deleting its line here. The build fails if reactfire imports a name not listed.
const SDKS_UNUSED_BY_THE_SHOP: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
};

function reactfireWithoutUnusedSdks(): Plugin {
  const prefix = '\0unused-firebase-sdk:';
  return {
    name: 'reactfire-without-unused-sdks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/reactfire/') && source in SDKS_UNUSED_BY_THE_SHOP) return prefix + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const sdk = id.slice(prefix.length);
      const fail = `throw new Error('${sdk} is left out of the bundle (web/vite.config.ts)')`;
      return SDKS_UNUSED_BY_THE_SHOP[sdk].map((name) => `export function ${name}() { ${fail}; }`).join('\n');
    },
  };
}

// No font preloads: the prerendered home paints at once in the fallback font and Roboto swaps in
// (font-display: swap; the swap shifts the hero by a layout-shift score of ~0.007). Preloading both faces held
// the first paint for them: ~0.45 s more LCP on Lighthouse's mobile profile.

// The entry's stylesheet is tiny (the @font-face rules, < 1 kB) but render-blocking: a <style> in index.html saves
// the round trip before the first paint. Larger stylesheets stay files (cached across pages and releases).
const INLINE_CSS_MAX_BYTES = 4096;

function inlineSmallEntryCss(): Plugin {
  const inlined: string[] = [];
  return {
    name: 'inline-small-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset' || asset.source.length > INLINE_CSS_MAX_BYTES) return tag;
          inlined.push(file);
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
    // A chunk that names an inlined file loads it again as a <link> (a lazy route's preload does, when the CSS
    // belongs to a shared chunk rather than the entry): its rules would apply twice.
    writeBundle(_options, bundle) {
      for (const file of inlined) {
        const loader = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.code.includes(file));
        if (loader)
          throw new Error(
            `inline-small-entry-css: ${file} is inlined into index.html, yet ${loader.fileName} loads it`,
          );
      }
    },
  };
}

// The home page prerendered into index.html (src/prerender.tsx): the hero, header and product skeletons paint as
// soon as the HTML and the inlined critical CSS arrive, before any JavaScript, and main.tsx hydrates them. Hosting
// serves the same index.html on every path, so an inline script keeps the markup on '/' and '/home' only; elsewhere
// it stays hidden (CSS below) until main.tsx empties the root and renders the path's page.
const HOME_PATHS = /^\/(home\/?)?$/;

function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const server = await createServer({
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { renderHome, prerenderedStyleTag } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as typeof import('./src/prerender');
        const { html, css, ids } = renderHome();
        // A boundary that suspended while prerendering (e.g. a lazy component) is sent as "client-render this",
        // which React reports as error 419 at hydration and renders again: keep suspending parts out of it.
        if (html.includes('<!--$!-->'))
          throw new Error('prerender-home: a Suspense boundary suspended while prerendering');
        const file = resolve(config.root, config.build.outDir, 'index.html');
        const page = await readFile(file, 'utf8');
        const root = '<div id="root"></div>';
        if (!page.includes(root) || !page.includes('</head>'))
          throw new Error('prerender-home: no empty #root in index.html');
        const head =
          `<script>document.documentElement.dataset.prerendered=${HOME_PATHS}.test(location.pathname)?'home':'hidden'</script>` +
          `<style>html[data-prerendered=hidden] #root{display:none}</style>` +
          prerenderedStyleTag(css, ids);
        await writeFile(file, page.replace('</head>', `${head}</head>`).replace(root, `<div id="root">${html}</div>`));
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    oneMuiTheme(),
    reactfireWithoutUnusedSdks(),
    inlineSmallEntryCss(),
    runEntryAfterFirstPaint(),
    prerenderHome(),
    cspInlineScriptHashes(new URL('../firebase.json', import.meta.url).pathname),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: npm run bench reads which chunks each route loads (Hosting ignores dot folders).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app: their own chunk stays cached across releases.
        // (Only libraries the first paint needs anyway belong here; a group pulls all its modules into one chunk.)
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            // The other libraries the entry imports statically ('$initial') in two chunks, MUI's styling engine and
            // the rest, rather than the ~15 small shared chunks automatic splitting made of them: every page loads
            // them anyway, and each request costs the main thread about half a millisecond to start. Two chunks, so
            // that the home page's loader can evaluate them in separate tasks (run-entry-after-first-paint.ts).
            {
              name: 'styling',
              test: /node_modules[\\/](@emotion|@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](styles|colors))[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            // Not the stylesheets (the entry's @fontsource CSS): they stay the entry's, which index.html inlines. As a
            // library chunk's CSS, every lazy route's preload would fetch and apply them again.
            {
              name: 'libraries',
              test: (id) => /node_modules[\\/]/.test(id) && !id.endsWith('.css'),
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
