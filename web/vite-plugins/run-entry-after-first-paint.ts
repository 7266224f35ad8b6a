import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { LOADER_DATA_ID, type FontFaceArguments, type LoaderData } from '../src/boot/entry-loader.ts';

// index.html loses its module script, its <link rel="modulepreload"> chunks and its @font-face rules: they compete
// with the first frame of the prerendered home page. An inline loader (src/boot/entry-loader.ts) runs the entry
// after the first paint instead, and adds the fonts then. Its code is compiled here from TypeScript; what a build
// changes (chunk and font file names) goes into a data block beside it, so that the script's bytes, and the hash
// the Content-Security-Policy allows it by (csp-inline-script-hashes.ts), stay the same from build to build.

const LOADER_SCRIPT = fileURLToPath(new URL('../src/boot/entry-loader-script.ts', import.meta.url));

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
        const fontFacesTag = /<style>((?:@font-face\{[^}]*\}\s*)+)<\/style>\s*/;
        const fontFaces = fontFacesTag.exec(html)?.[1] ?? '';
        const faces = [...fontFaces.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => fontFaceArguments(match[1]!));
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('run-entry-after-first-paint: no entry <script type="module"> in index.html');
        const { stages, files } = entryStages(entry, context.bundle);
        const data: LoaderData = { fontFaces: fontFaces.trim(), faces, files, stages };
        return html
          .replace(entryTag, '')
          .replace(preloadTag, '')
          .replace(fontFacesTag, '')
          .replace('</body>', `${loaderDataBlock(data)}<script>${loader}</script></body>`);
      },
    },
  };
}

// A stage ends with each chunk this large (minified): importing it evaluates it and whatever it needs that has not
// run yet. React with the router, and MUI's styling engine with the theme, are each one task (docs/decisions/0009).
const STAGE_MIN_BYTES = 40_000;

/**
 * The entry's static imports in evaluation order (dependencies first), cut into stages after each large chunk;
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
    .filter(
      (fileName) =>
        fileName === entry.slice(1) || (bundle[fileName] as { code: string }).code.length >= STAGE_MIN_BYTES,
    )
    .map(url);
  return { stages, files: order.map(url) };
}

/** [family, src, descriptors] for `new FontFace(...)` from the body of an @font-face rule. */
export function fontFaceArguments(body: string): FontFaceArguments {
  const declarations = new Map(
    body.split(/;(?![^(]*\))/).flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      return colon < 0 ? [] : [[declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const];
    }),
  );
  const family = declarations.get('font-family');
  const src = declarations.get('src');
  if (!family || !src) throw new Error(`run-entry-after-first-paint: an @font-face without family or src: ${body}`);
  const descriptors: Record<string, string> = {};
  for (const [property, descriptor] of [
    ['font-style', 'style'],
    ['font-weight', 'weight'],
    ['font-display', 'display'],
    ['unicode-range', 'unicodeRange'],
  ] as const) {
    const value = declarations.get(property);
    if (value) descriptors[descriptor] = value;
  }
  return [family.replace(/^["']|["']$/g, ''), src, descriptors];
}
