import { buildSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';
import { THEME_ID } from './one-mui-theme.ts';
import { LOADER_DATA_ID, type LoaderData, type RouteFiles } from '../src/boot/entry-loader.ts';

// index.html loses its module script and its <link rel="modulepreload"> chunks: they compete with the first frame of
// the prerendered home page. An inline loader (src/boot/entry-loader.ts) runs the entry after the first paint
// instead. Its code is compiled here from TypeScript; what a build changes (chunk file names) goes into a data block
// beside it, so that the script's bytes, and the hash the Content-Security-Policy allows it by
// (csp-inline-script-hashes.ts), stay the same from build to build.

const LOADER_SCRIPT = fileURLToPath(new URL('../src/boot/entry-loader-script.ts', import.meta.url));
const ROUTER = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));

/** The loader as one classic script: bundled, minified, no imports left. */
export function compileLoader(): string {
  const { outputFiles, warnings } = buildSync({
    entryPoints: [LOADER_SCRIPT],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    charset: 'utf8',
    write: false,
  });
  if (warnings.length) throw new Error(`run-entry-after-first-paint: ${warnings.map((w) => w.text).join('; ')}`);
  const code = outputFiles[0]!.text.trim();
  if (code.includes('</script')) throw new Error('run-entry-after-first-paint: the loader cannot be inlined');
  return code;
}

/** The data block's markup: JSON the browser never runs, with `<` escaped so that it cannot end the element. */
export function loaderDataBlock(data: LoaderData): string {
  return `<script type="application/json" id="${LOADER_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function runEntryAfterFirstPaint(): Plugin {
  let loader: string;
  return {
    name: 'run-entry-after-first-paint',
    apply: 'build',
    buildStart() {
      loader = compileLoader();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
        const preloadTag = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('run-entry-after-first-paint: no entry <script type="module"> in index.html');
        const { stages, files } = entryStages(entry, context.bundle);
        const routes = context.bundle
          ? lazyRouteFiles(readFileSync(ROUTER, 'utf8'), ROUTER, context.bundle, files)
          : [];
        const data: LoaderData = { files, stages, routes };
        return html
          .replace(entryTag, '')
          .replace(preloadTag, '')
          .replace('</body>', `${loaderDataBlock(data)}<script>${loader}</script></body>`);
      },
    },
  };
}

// A stage ends with each chunk this large (minified): importing it evaluates it and whatever it needs that has not
// run yet. React with the router, MUI's styling engine and MUI's components are each one task (docs/decisions/0009).
const STAGE_MIN_BYTES = 40_000;

/**
 * Whether importing the chunk is a task of its own: it is large, or it builds the theme (initial-chunks.ts), whose
 * evaluation costs as much as MUI's components' in a third of the bytes.
 */
const endsStage = (chunk: { code: string; moduleIds?: readonly string[] }) =>
  chunk.code.length >= STAGE_MIN_BYTES || !!chunk.moduleIds?.includes(THEME_ID);

/**
 * The entry's static imports in evaluation order (dependencies first), cut into stages after each large chunk and
 * the theme's;
 * the entry is the last stage. `files` is everything the entry loads, for the preloads.
 */
export function entryStages(
  entry: string,
  bundle: IndexHtmlTransformContext['bundle'],
): { stages: string[]; files: string[] } {
  if (!bundle) return { stages: [entry], files: [entry] };
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') throw new Error(`run-entry-after-first-paint: ${fileName} is not a chunk`);
    chunk.imports.forEach(visit);
    order.push(fileName); // after its imports: the order the browser evaluates them in
  };
  visit(entry.slice(1));
  const url = (fileName: string) => `/${fileName}`;
  const stages = order
    .filter((fileName) => fileName === entry.slice(1) || endsStage(bundle[fileName] as Rolldown.OutputChunk))
    .map(url);
  return { stages, files: order.map(url) };
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A route path as a RegExp source: `:name` is one segment, an optional trailing slash. */
const pathPattern = (path: string) =>
  `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`;

/** `const loadX = () => import('./x');`: a loader the router's routes name. */
const NAMED_LOADER = /const (\w+) = \(\) => import\('([^']+)'\);/g;
/** A top-level route whose screen is a lazy page: `path: '/x', element: ...lazyPage(`. */
const LAZY_ROUTE = /path: '(\/[^']*)',\s*element:[^{}]*?lazyPage\(/g;
/** The same route's loader: `lazyPage('Title', () => import('...')` or `lazyPage('Title', loadX`. */
const LAZY_PAGE_LOADER = /^'(?:[^'\\]|\\.)*',\s*(?:\(\) => import\('([^']+)'\)|(\w+)\b)/;

/**
 * Each top-level lazy route of the router (`path: '/x', element: ...lazyPage('Title', loader)`, the loader written
 * in place, `() => import('...')`, or named, `loadX` for `const loadX = () => import('...')`) with the chunks it
 * adds to the entry's `entryFiles` (the entry last): its page chunk and that chunk's static imports, and its stages:
 * those chunks, dependencies first, at least STAGE_MIN_BYTES large that import nothing of the entry's own chunk,
 * which the loader can therefore import before the entry. The build fails on a lazy route whose loader it cannot
 * read or whose chunk it cannot find, so a router change cannot silently lose a route's preload.
 */
export function lazyRouteFiles(
  routerSource: string,
  routerFile: string,
  bundle: Bundle,
  entryFiles: string[],
): RouteFiles[] {
  const byModule = new Map<string, string>();
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && chunk.facadeModuleId)
      byModule.set(chunk.facadeModuleId.replace(/\.[jt]sx?$/, ''), fileName);
  }
  const entry = entryFiles.at(-1)?.slice(1);
  const needsEntry = new Map<string, boolean>();
  const importsEntry = (name: string): boolean => {
    const known = needsEntry.get(name);
    if (known !== undefined) return known;
    needsEntry.set(name, false); // a cycle adds nothing
    const chunk = bundle[name];
    const result = name === entry || (chunk?.type === 'chunk' && chunk.imports.some(importsEntry));
    needsEntry.set(name, result);
    return result;
  };
  const namedLoaders = new Map(
    [...routerSource.matchAll(NAMED_LOADER)].map(([, name, specifier]) => [name, specifier]),
  );
  const routes: RouteFiles[] = [];
  for (const match of routerSource.matchAll(LAZY_ROUTE)) {
    const path = match[1]!;
    const [, inPlace, named] = routerSource.slice(match.index + match[0].length).match(LAZY_PAGE_LOADER) ?? [];
    const specifier = inPlace ?? (named === undefined ? undefined : namedLoaders.get(named));
    if (!specifier) throw new Error(`run-entry-after-first-paint: cannot read the loader of the route ${path}`);
    const fileName = byModule.get(resolve(dirname(routerFile), specifier));
    if (!fileName) throw new Error(`run-entry-after-first-paint: no chunk for the route ${path} (${specifier})`);
    const files: string[] = [];
    const stages: string[] = [];
    const visit = (name: string) => {
      const url = `/${name}`;
      if (files.includes(url) || entryFiles.includes(url)) return;
      const chunk = bundle[name];
      if (chunk?.type !== 'chunk') return;
      files.push(url);
      chunk.imports.forEach(visit);
      if (chunk.code.length >= STAGE_MIN_BYTES && !importsEntry(name)) stages.push(url);
    };
    visit(fileName);
    routes.push([pathPattern(path), files, stages]);
  }
  return routes;
}
