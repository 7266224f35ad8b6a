// Gzip sizes of the built web app: what the home page loads on its own (the shell's entry script, whether a tag or
// imported by its inline loader after the first paint, modulepreload and stylesheet tags, plus their static imports),
// what of it comes before the first paint (the shell's inline scripts), and what each lazy route adds on top of
// that when opened. The server-rendered home page is the same template: the same loader, data block and styles.
// Lazy routes come from Vite's build manifest (dist/.vite/manifest.json, enabled in web/vite.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function measureBundle(dist) {
  const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const manifest = readManifest(dist);
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

  // Static closure of a set of files: a chunk's `imports` load with it; its `css` too.
  const closure = (files) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = byFile.get(file);
      for (const key of chunk?.imports ?? []) visit(manifest[key].file);
      for (const css of chunk?.css ?? []) seen.add(css);
    };
    files.forEach(visit);
    return seen;
  };

  const html = readFileSync(join(dist, 'shell.html'), 'utf8');
  const initial = closure(htmlTags(html));
  const inline = inlineStyles(html);
  const notInlined = [...initial].filter((f) => !inline.includes(readFileSync(join(dist, f), 'utf8')));
  const sum = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzip(f), 0);
  const home = {
    files: [...initial],
    jsGzip: sum(initial, '.js'),
    // On the prerendered home page the entry runs after the first paint (web/vite-plugins/run-entry-after-first-paint.ts):
    // before it, only index.html's inline scripts run.
    jsBeforeFirstPaintGzip: inlineScripts(html).reduce((total, js) => total + gzipSync(js, { level: 9 }).length, 0),
    // Stylesheets inlined into index.html (web/vite.config.ts) count once, as inline CSS, not as their file.
    cssGzip: sum(notInlined, '.css') + inline.reduce((total, css) => total + gzipSync(css, { level: 9 }).length, 0),
  };

  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([src, chunk]) => {
      const extra = [...closure([chunk.file])].filter((f) => !initial.has(f));
      return {
        route: basename(src).replace(/\.[jt]sx?$/, ''),
        src,
        files: extra,
        jsGzip: sum(extra, '.js'),
        cssGzip: sum(extra, '.css'),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { home, lazy };
}

/**
 * /assets/x.js paths of <script type="module" src>, <link rel="modulepreload"> and <link rel="stylesheet">, and
 * the modules an inline loader imports or preloads on the home page (any "/assets/x.js" string in an inline script,
 * or among the entry's files in the data block beside it, which holds the file names of the build).
 */
export function htmlTags(html) {
  const files = [];
  const inlineBodies = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  for (const script of inlineBodies) files.push(...homeFilesOf(script));
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isLink = /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isLink) && url?.startsWith('/assets/')) files.push(url.slice(1));
  }
  return files;
}

/**
 * The "/assets/x.js" names an inline script holds. The loader's data block also lists each lazy route's chunks,
 * preloaded only on that route's own path: from it, only the entry's files count for the home page.
 */
function homeFilesOf(script) {
  let data;
  try {
    data = JSON.parse(script);
  } catch {
    data = null;
  }
  const names = data && Array.isArray(data.files) ? JSON.stringify([data.files, data.stages]) : script;
  return [...names.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
}

function inlineScripts(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
}

function inlineStyles(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
}

function readManifest(dist) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: web/vite.config.ts must set build.manifest`);
  return JSON.parse(readFileSync(path, 'utf8'));
}
