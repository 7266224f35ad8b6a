import type { IndexHtmlTransformContext, Plugin } from 'vite';

// On the prerendered home page the browser can paint the HTML as soon as it arrives, but a module script and its
// <link rel="modulepreload"> chunks in <head> compete with that first frame: on a phone their compile and
// evaluation (React, MUI, the hydration) hold it back, and lab runs see the page paint a second or two late.
// This drops the preloads and moves the entry into an inline loader that, on the prerendered home page, runs it once
// the first contentful paint is on screen (the paint timing entry; 300 ms after the first frame where the browser
// has none): the page paints first, then the chunks load and React hydrates. The loader preloads the entry's
// chunks itself, all at once (five since web/vite.config.ts groups them; each request costs the main thread about
// half a millisecond to start, which is why they are few). Elsewhere nothing can paint without JavaScript, so the
// loader runs the entry at once; so does a hidden tab (it gets no frames).
// The @font-face rules move into the loader too: the first frame uses the fallback font (or the phone's own
// Roboto) and the web fonts are fetched after it, then swap in. A font fetched before the first frame would be
// waited for, and lab runs count it in the first paint. They load as FontFace objects and join the document
// together once all have arrived: one re-layout for the swap, where rules in a <style> cost a style pass over the
// whole page and then a re-layout per font (browsers without FontFace get the rules).
// The entry's modules are evaluated in stages, one task each (entryStages below): evaluating React, MUI and the
// app in one go was the longest task of the start-up on a phone (docs/decisions/0009).
/** The id of the loader's data block (file names of this build). */
const LOADER_DATA_ID = 'entry-after-first-paint';

export function runEntryAfterFirstPaint(): Plugin {
  return {
    name: 'run-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
        const preloadTag = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
        const fontFacesTag = /<style>((?:@font-face\{[^}]*\}\s*)+)<\/style>\s*/;
        const fontFaces = fontFacesTag.exec(html)?.[1] ?? '';
        const faces = [...fontFaces.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => fontFaceArguments(match[1]));
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('run-entry-after-first-paint: no entry <script type="module"> in index.html');
        const { stages, files } = entryStages(entry, context);
        // The loader's code never changes from one build to the next: the Content-Security-Policy allows it by its
        // hash (csp-inline-script-hashes.ts). What a build changes (chunk and font file names) is data beside it, in
        // a block the browser never runs.
        const data = { fontFaces: fontFaces.trim(), faces, files, stages };
        const loader =
          `<script type="application/json" id="${LOADER_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>` +
          `<script>(function(){var d=JSON.parse(document.getElementById('${LOADER_DATA_ID}').textContent);` +
          `function fonts(){if(!window.FontFace||!document.fonts){var f=document.createElement('style');f.textContent=d.fontFaces;document.head.appendChild(f);return}` +
          `var faces=d.faces.map(function(a){return new FontFace(a[0],a[1],a[2])});` +
          `function add(){faces.forEach(function(f){if(f.status==='loaded')document.fonts.add(f)})}` +
          `Promise.all(faces.map(function(f){return f.load()})).then(add,add)}` +
          // All the entry's chunks are fetched at once (modulepreload), then each stage is imported in a task of
          // its own; a stage that fails to load leaves the rest to the entry, which then reports the error.
          `function run(){fonts();d.files.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)});` +
          `var stages=d.stages;(function next(i){var last=i===stages.length-1;import(stages[i]).then(function(){if(!last)setTimeout(function(){next(i+1)},0)},function(e){if(last)throw e;next(stages.length-1)})})(0)}` +
          `var done=false;function once(){if(!done){done=true;run()}}` +
          `if(document.documentElement.dataset.prerendered!=='home'||document.visibilityState!=='visible')once();else{` +
          `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)once()}).observe({type:'paint',buffered:true})}catch(e){}` +
          `requestAnimationFrame(function(){setTimeout(once,300)})}` +
          `})()</script>`;
        return html
          .replace(entryTag, '')
          .replace(preloadTag, '')
          .replace(fontFacesTag, '')
          .replace('</body>', `${loader}</body>`);
      },
    },
  };
}

// A stage ends with each chunk this large (minified): importing it evaluates it and whatever it needs that has not
// run yet. React with the router, and MUI's styling engine with the theme, are each about a phone's 50 ms task.
const STAGE_MIN_BYTES = 40_000;

/**
 * The entry's static imports in evaluation order (dependencies first), cut into stages after each large chunk;
 * the entry is the last stage. `files` is everything the entry loads, for the preloads.
 */
function entryStages(entry: string, context: IndexHtmlTransformContext): { stages: string[]; files: string[] } {
  const bundle = context.bundle;
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
function fontFaceArguments(body: string): [string, string, Record<string, string>] {
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
