import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

// The home page prerendered into index.html (src/boot/prerender.tsx): the hero, header and product skeletons paint
// as soon as the HTML and its styles arrive, before any JavaScript, and main.tsx hydrates them. Hosting serves the
// same index.html on every path, so an inline script keeps the markup on '/' and '/home' only; elsewhere it stays
// hidden (the CSS below) until main.tsx empties the root and renders the path's page.
const HOME_PATHS = /^\/(home\/?)?$/;
const PRERENDER_MODULE = '/src/boot/prerender.tsx';

/** What src/boot/prerender.tsx exports. */
interface PrerenderModule {
  renderHome(): { html: string; css: string; ids: string[] };
  prerenderedStyleTag(css: string, ids: string[]): string;
}

/** The inline script that marks the document 'home' or 'hidden' (its hash is in firebase.json's policy). */
export const PATH_CHECK_SCRIPT = `document.documentElement.dataset.prerendered=${HOME_PATHS}.test(location.pathname)?'home':'hidden'`;

/** index.html with the prerendered markup in its empty #root and the path check and styles in its <head>. */
export function withPrerenderedHome(page: string, html: string, styleTag: string): string {
  // Guard: a boundary that suspended while prerendering (e.g. a lazy component) is sent as "client-render this",
  // which React reports as error 419 at hydration and renders again: keep suspending parts out of it.
  if (html.includes('<!--$!-->')) throw new Error('prerender-home: a Suspense boundary suspended while prerendering');
  const root = '<div id="root"></div>';
  if (!page.includes(root) || !page.includes('</head>'))
    throw new Error('prerender-home: no empty #root in index.html');
  const head =
    `<script>${PATH_CHECK_SCRIPT}</script>` +
    `<style>html[data-prerendered=hidden] #root{display:none}</style>` +
    styleTag;
  return page.replace('</head>', `${head}</head>`).replace(root, `<div id="root">${html}</div>`);
}

export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  let written = false; // closeBundle runs after a failed build too, whose error it would hide
  return {
    name: 'prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written || config.build.ssr) return;
      const server = await createServer({
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { renderHome, prerenderedStyleTag } = (await server.ssrLoadModule(PRERENDER_MODULE)) as PrerenderModule;
        const { html, css, ids } = renderHome();
        const file = resolve(config.root, config.build.outDir, 'index.html');
        await writeFile(file, withPrerenderedHome(await readFile(file, 'utf8'), html, prerenderedStyleTag(css, ids)));
      } finally {
        await server.close();
      }
    },
  };
}
