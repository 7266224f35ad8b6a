import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

// The site's icon is written into every page's head as a data: address (240 bytes of SVG; the CSP's img-src allows
// data:). As a file, a first visit asks for it while the page's photo and script load: one more request on a slow
// connection, and one Lighthouse's simulated LCP counts whenever it happens to end before the photo paints, which
// moved a page's LCP by a simulated round trip from run to run (docs/decisions/0030).

const ICON_LINK = /<link\b[^>]*\brel="icon"[^>]*>/gi;
const HREF = /\bhref="([^"]*)"/i;

/** An SVG document as a data: address. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/**
 * `html` with each `<link rel="icon">` whose href is an SVG file of the public folder pointing at its data: address
 * instead; `readPublicFile` reads a file by its path there. Throws when the page names no icon, or one that is not an
 * SVG file there (a later change of the icon would otherwise quietly bring its request back).
 */
export function withInlineIcons(html: string, readPublicFile: (path: string) => string): string {
  let icons = 0;
  const result = html.replace(ICON_LINK, (link) => {
    icons += 1;
    const href = HREF.exec(link)?.[1] ?? '';
    if (!/^\/[\w./-]+\.svg$/.test(href)) throw new Error(`inline-favicon: ${link} is not an SVG of the public folder`);
    return link.replace(HREF, `href="${svgDataUrl(readPublicFile(href.slice(1)))}"`);
  });
  if (icons === 0) throw new Error('inline-favicon: index.html has no <link rel="icon">');
  return result;
}

export function inlineFavicon(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'inline-favicon',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml(html) {
      return withInlineIcons(html, (path) => readFileSync(resolve(config.publicDir, path), 'utf8'));
    },
  };
}
