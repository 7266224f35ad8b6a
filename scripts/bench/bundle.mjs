// Gzip sizes of the built web app: what the home page loads before first paint (index.html's script, modulepreload
// and stylesheet tags, plus their static imports), and what each lazy route adds on top of that when opened.
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

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = closure(htmlTags(html));
  const inline = inlineStyles(html);
  const notInlined = [...initial].filter((f) => !inline.includes(readFileSync(join(dist, f), 'utf8')));
  const sum = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzip(f), 0);
  const home = {
    files: [...initial],
    jsGzip: sum(initial, '.js'),
    // Stylesheets inlined into index.html (web/vite.config.ts) count once, as inline CSS, not as their file.
    cssGzip: sum(notInlined, '.css') + inline.reduce((total, css) => total + gzipSync(css, { level: 9 }).length, 0),
  };

  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([src, chunk]) => {
      const extra = [...closure([chunk.file])].filter((f) => !initial.has(f));
      return { route: basename(src).replace(/\.[jt]sx?$/, ''), src, files: extra, jsGzip: sum(extra, '.js'), cssGzip: sum(extra, '.css') };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { home, lazy };
}

/** /assets/x.js paths of <script type="module" src>, <link rel="modulepreload"> and <link rel="stylesheet">. */
export function htmlTags(html) {
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isLink = /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isLink) && url?.startsWith('/assets/')) files.push(url.slice(1));
  }
  return files;
}

function inlineStyles(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
}

function readManifest(dist) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: web/vite.config.ts must set build.manifest`);
  return JSON.parse(readFileSync(path, 'utf8'));
}
