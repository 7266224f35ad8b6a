// The physical floor of a page's LCP: a static HTML page, without script, web fonts or styles of the app, that
// shows the page's first photo exactly as the page asks for it (the same <picture> with the same srcset, sizes,
// type and width/height, the same preload of it in the head) at the same displayed width. It keeps the page's icon
// links: without one the browser asks for /favicon.ico during the load, a request the page does not make, and
// Lighthouse's simulated LCP counts it whenever it ends before the photo paints. It is derived from the
// page's own server-rendered HTML each run, so it stays true as the page changes. Pure string work.

const PICTURE = /<picture\b[^>]*>[\s\S]*?<\/picture>/gi;
const IMG = /<img\b[^>]*>/gi;
const LINK = /<link\b[^>]*>/gi;

/** An attribute's value as written in the markup (HTML names are case-insensitive: React writes srcSet). */
export function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * The page's LCP photo element: the <picture> (or bare <img>) whose <img> has fetchpriority="high", else the first
 * one that is not lazy. Null when the page shows no eager photo.
 */
export function lcpImageElement(html) {
  const body = html.slice(html.search(/<body\b/i) + 1 || 0);
  const pictures = [...body.matchAll(PICTURE)].map((m) => ({ markup: m[0], img: m[0].match(/<img\b[^>]*>/i)?.[0] }));
  const pictureRanges = [...body.matchAll(PICTURE)].map((m) => [m.index, m.index + m[0].length]);
  const bare = [...body.matchAll(IMG)]
    .filter((m) => !pictureRanges.some(([start, end]) => m.index >= start && m.index < end))
    .map((m) => ({ markup: m[0], img: m[0], at: m.index }));
  const candidates = [...pictures.map((p, i) => ({ ...p, at: pictureRanges[i][0] })), ...bare]
    .filter((c) => c.img)
    .sort((a, b) => a.at - b.at);
  const priority = candidates.find((c) => attribute(c.img, 'fetchpriority')?.toLowerCase() === 'high');
  const eager = candidates.find((c) => attribute(c.img, 'loading')?.toLowerCase() !== 'lazy');
  const chosen = priority ?? eager;
  return chosen ? { markup: chosen.markup, img: chosen.img } : null;
}

/** The head's image preloads (<link rel="preload" as="image">), as written. */
export function imagePreloads(html) {
  return headLinks(html).filter(
    (tag) => attribute(tag, 'rel')?.toLowerCase() === 'preload' && attribute(tag, 'as') === 'image',
  );
}

/** The head's icon links (<link rel="icon">), as written. */
export function iconLinks(html) {
  return headLinks(html).filter((tag) => attribute(tag, 'rel')?.toLowerCase() === 'icon');
}

function headLinks(html) {
  const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)) || html.length);
  return [...head.matchAll(LINK)].map((m) => m[0]);
}

/**
 * CSS giving an <img> the width its `sizes` attribute announces: sizes picks the first entry whose media condition
 * matches, CSS applies the last matching rule, so the entries are written in reverse. Lengths are used as written
 * (px, vw, calc()).
 */
export function sizesCss(sizes, selector = 'img') {
  const entries = splitTopLevel(sizes ?? '')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\(.*\))\s+(\S.*)$/.exec(entry);
      return match ? { media: match[1], length: match[2] } : { media: null, length: entry };
    });
  if (entries.length === 0) return '';
  return [...entries]
    .reverse()
    .map(({ media, length }) =>
      media ? `@media ${media}{${selector}{width:${length}}}` : `${selector}{width:${length}}`,
    )
    .join('');
}

/** Splits on commas outside parentheses (a calc() or a media condition may hold commas). */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The floor page of a page served at `path`, from that page's HTML; null when the page has no eager photo.
 * <base> makes the photo's relative addresses resolve as they do on the page itself.
 */
export function floorPage(html, path) {
  const element = lcpImageElement(html);
  if (!element) return null;
  const preloads = imagePreloads(html);
  const sizes =
    attribute(element.img, 'sizes') ?? attribute(/<source\b[^>]*>/i.exec(element.markup)?.[0] ?? '', 'sizes');
  const css = `html,body{margin:0}img{display:block;max-width:none;height:auto}${sizesCss(sizes)}`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>LCP floor of ${escapeText(path)}</title><base href="${escapeAttribute(path)}">` +
    `${iconLinks(html).join('')}${preloads.join('')}<style>${css}</style></head><body>${element.markup}</body></html>\n`
  );
}

/** The floor page's file name for a route label: '/' -> 'home', '/products/{id}' -> 'products-id'. */
export function floorName(label) {
  return label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
}

const escapeText = (text) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
const escapeAttribute = (text) => escapeText(text).replace(/"/g, '&quot;');
