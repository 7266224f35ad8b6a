import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

// After the browser build: the render module (src/boot/server-render.tsx) built for Node into the functions'
// source folder, where the `pages` function loads it (functions/src/pages/), with the page template beside it
// (the built index.html before any prerender). Then, with that same module, the build writes the shell (what
// Hosting serves on the SPA's routes, and with status 404 as 404.html on every path nothing else answers): the home page before its data, which paints from
// the HTML on '/home' and hides elsewhere until main.tsx renders the path's page, and the public pages without
// data (STATIC_PAGES). index.html itself is removed:
// Hosting would serve it for '/' ahead of the `pages` function's rewrite.

const SERVER_ENTRY = 'src/boot/server-render.tsx';
/** The render module's file and the template's, in `<functions>/lib/pages/` (functions/src/pages/page-files.ts). */
export const SERVER_RENDER_FILE = 'server-render.mjs';
export const PAGE_TEMPLATE_FILE = 'page-template.html';
/** The shell, the destination of firebase.json's rewrites of the SPA's routes. */
export const SHELL_FILE = 'shell.html';
/**
 * The same shell as Hosting's not-found page: Hosting answers it with status 404 on every path no file, rewrite or
 * function answers, and the app renders its not-found page there.
 */
export const NOT_FOUND_FILE = '404.html';

/** The shell's prerendered home is its own page on '/home' (and '/' when served without the `pages` function). */
const HOME_PATHS = /^\/(home\/?)?$/;

/**
 * The public pages that read no data, prerendered by the build into files of their own (firebase.json rewrites
 * each path to its file): they paint from the HTML, and their lazy page chunk is not waited for.
 */
export const STATIC_PAGES: Record<string, string> = {
  '/login': 'login.html',
};

/** What src/boot/server-render.tsx exports that the build uses. */
interface RenderModule {
  renderHomeShell(): { html: string; styleTag: string };
  renderStaticPage(template: string, path: string): Promise<string>;
}

/** The shell's inline script that marks the document 'page' (hydrate) or 'hidden' (its hash is in firebase.json's policy). */
export const PATH_CHECK_SCRIPT = `document.documentElement.dataset.prerendered=${HOME_PATHS}.test(location.pathname)?'page':'hidden'`;

/** The template with the home shell's markup in its empty #root and the path check and styles in its <head>. */
export function withPrerenderedHome(template: string, html: string, styleTag: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>'))
    throw new Error('server-render: no empty #root in index.html');
  const head =
    `<script>${PATH_CHECK_SCRIPT}</script>` +
    `<style>html[data-prerendered=hidden] #root{display:none}</style>` +
    styleTag;
  return template.replace('</head>', () => `${head}</head>`).replace(root, () => `<div id="root">${html}</div>`);
}

/** `functionsDir`: the functions' source folder of this build (scripts/lib/build.mjs sets it per port offset). */
export function serverRender(functionsDir: string): Plugin {
  let config: ResolvedConfig;
  let written = false; // closeBundle runs after a failed build too, whose error it would hide
  return {
    name: 'server-render',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const pagesDir = join(functionsDir, 'lib', 'pages');
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await build({
        root: config.root,
        mode: config.mode,
        configFile: config.configFile,
        logLevel: 'warn',
        // Everything bundled: the deployed functions folder installs only the functions' own dependencies.
        ssr: { noExternal: true },
        // The browser's build, not the functions runtime's NODE_ENV (unset there): React's and Emotion's development
        // builds render slower and name classes otherwise (css-<hash>-MuiLink-root), and the browser adopting the
        // page then inserts every style again under its own names.
        define: { 'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development') },
        build: {
          ssr: SERVER_ENTRY,
          outDir: pagesDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          // .mjs: the functions' package.json says CommonJS for .js files.
          rolldownOptions: {
            output: {
              entryFileNames: SERVER_RENDER_FILE,
              chunkFileNames: 'chunks/[name]-[hash].mjs',
              codeSplitting: true,
            },
          },
        },
      });
      await writeFile(join(pagesDir, PAGE_TEMPLATE_FILE), template);
      const { renderHomeShell, renderStaticPage } = (await import(
        pathToFileURL(join(pagesDir, SERVER_RENDER_FILE)).href
      )) as RenderModule;
      const home = renderHomeShell();
      const shell = withPrerenderedHome(template, home.html, home.styleTag);
      await writeFile(join(outDir, SHELL_FILE), shell);
      await writeFile(join(outDir, NOT_FOUND_FILE), shell);
      for (const [path, file] of Object.entries(STATIC_PAGES))
        await writeFile(join(outDir, file), await renderStaticPage(template, path));
      await rm(join(outDir, 'index.html'));
    },
  };
}
