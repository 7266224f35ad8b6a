// A rendered page put into the built page template (the shell's HTML before any prerender: head, loader, empty
// #root): the markup, its styles, the reads it was rendered with, its head tags and a preload of its first photo.
// Pure string work, shared by the `pages` function and the build's prerender (server-render.tsx).
import type { PageHead } from '../lib/use-document-head';
import { SITE_TEXT_ATTRIBUTE } from '../lib/site-head-text';
import { pageDataBlock, type PageReads } from '../lib/page-data';
import { LOADER_DATA_ID, routeEntryAt, type LoaderData } from './entry-loader';

/** What marks a page whose #root holds the markup of its own path: main.tsx hydrates it (see also the shell's path check). */
export const RENDERED_PAGE = 'page';

export interface PageDocument {
  /** The inside of #root. */
  html: string;
  /** The <style> tag of the styles the markup uses. */
  styleTag: string;
  /** The API reads the markup was rendered with; none for a page that reads nothing. */
  reads?: PageReads;
  /** The page's own title, description, canonical address and Open Graph tags. */
  head?: PageHead;
  /** Kept out of search engines' indexes (a 404). */
  noindex?: boolean;
  /** The address rendered (path and query): the loader's data then names this path's route alone. */
  path?: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The page's head tags: title, description, canonical, Open Graph (in the head useDocumentHead keeps). */
export function headTags(head: PageHead): { title: string; description: string; rest: string } {
  return {
    title: `<title>${escapeText(head.title)}</title>`,
    description: `<meta name="description" content="${escapeAttribute(head.description)}">`,
    rest:
      `<link rel="canonical" href="${escapeAttribute(head.canonical)}">` +
      Object.entries(head.openGraph)
        .map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}">`)
        .join(''),
  };
}

/**
 * A preload of the markup's priority picture (the `<picture>` whose <img> has fetchpriority="high"): its first
 * <source>'s srcset, sizes and type, so the browser asks for the copy it will use while it still reads the head.
 * Attribute values are copied as React escaped them. None when the page has no such picture.
 */
export function priorityPicturePreload(html: string): string {
  for (const [, picture] of html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)) {
    if (!/<img\b[^>]*\bfetchpriority="high"/i.test(picture!)) continue;
    const source = /<source\b([^>]*)>/i.exec(picture!)?.[1] ?? '';
    // HTML names are case-insensitive (React writes srcSet).
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(source)?.[1];
    const [type, srcset, sizes] = [attribute('type'), attribute('srcset'), attribute('sizes')];
    if (!srcset || !sizes) return '';
    return `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${sizes}"${type ? ` type="${type}"` : ''}>`;
  }
  return '';
}

/**
 * The resource hints React writes ahead of markup rendered without a <head> of its own (a preload of each eager
 * <img> outside a <picture>), taken off the markup: they belong in the head, where the browser acts on them early,
 * and #root must hold only what React hydrates.
 */
export function leadingResourceHints(html: string): { hints: string; markup: string } {
  const hints = /^(?:<link\b[^>]*>)*/.exec(html)![0];
  return { hints, markup: html.slice(hints.length) };
}

const LOADER_DATA = new RegExp(`(<script type="application/json" id="${LOADER_DATA_ID}">)([\\s\\S]*?)(</script>)`);

/**
 * The template with the loader's data naming only the route at `path`, the one the loader looks up (entry-loader.ts,
 * routeAt): every route's chunk list made each page about 1.2 kB larger compressed, and a page over 14.6 kB takes a
 * second round trip to arrive (TCP's first window of 10 segments). A template without the data is left as it is.
 */
export function loaderDataFor(template: string, path: string): string {
  const block = LOADER_DATA.exec(template);
  if (!block) return template;
  const data = JSON.parse(block[2]!) as LoaderData;
  const pathname = path.split(/[?#]/)[0]!;
  const route = routeEntryAt(data.routes, pathname);
  const trimmed = JSON.stringify({ ...data, routes: route ? [route] : [] }).replace(/</g, '\\u003c');
  return template.replace(LOADER_DATA, (_, open: string, _json: string, close: string) => open + trimmed + close);
}

/** The template with the page in it; the template must hold an empty #root, a <title> and a description. */
export function renderDocument(template: string, page: PageDocument): string {
  if (!template.includes(EMPTY_ROOT) || !TITLE.test(template) || !DESCRIPTION.test(template))
    throw new Error('page-document: the template needs an empty #root, a <title> and a description');
  const { hints, markup } = leadingResourceHints(page.html);
  let head = priorityPicturePreload(markup) + hints + page.styleTag;
  let document = page.path === undefined ? template : loaderDataFor(template, page.path);
  if (page.head) {
    const tags = headTags(page.head);
    // The site's own title and description stay in the page, for useDocumentHead to put back on leaving it.
    const siteTitle = /<title>([^<]*)<\/title>/.exec(template)![1]!;
    const siteDescription = /content="([^"]*)"/.exec(DESCRIPTION.exec(template)![0])![1]!;
    document = document
      .replace(TITLE, () => tags.title.replace('<title>', `<title ${SITE_TEXT_ATTRIBUTE}="${siteTitle}">`))
      .replace(DESCRIPTION, () =>
        tags.description.replace('<meta ', `<meta ${SITE_TEXT_ATTRIBUTE}="${siteDescription}" `),
      );
    head += tags.rest;
  }
  if (page.noindex) head += '<meta name="robots" content="noindex">';
  const data = page.reads?.size ? pageDataBlock(page.reads) : '';
  return document
    .replace(/<html\b/, `<html data-prerendered="${RENDERED_PAGE}"`)
    .replace('</head>', () => `${head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${data}`);
}
