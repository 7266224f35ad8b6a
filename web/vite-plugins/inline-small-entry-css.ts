import type { Plugin } from 'vite';

// The entry's stylesheet is tiny (the @font-face rules) but render-blocking: a <style> in index.html saves the round
// trip before the first paint. Larger stylesheets stay files (cached across pages and releases).
const INLINE_CSS_MAX_BYTES = 4096;

export function inlineSmallEntryCss(): Plugin {
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
    // Guard: a chunk that names an inlined file loads it again as a <link> (a lazy route's preload does, when the
    // CSS belongs to a shared chunk rather than the entry), and its rules would apply twice.
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
