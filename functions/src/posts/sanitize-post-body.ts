// A post's body keeps only the markup of the allowlist below, whatever the client sent: headings, paragraphs,
// emphasis, lists, links, quotes, a table and images from this shop's own image store. No script, style, frame,
// form or event attribute survives, no URL but http(s) and mailto links, and every link opens without handing the
// new page a reference to ours (rel="noopener"). sanitize-html parses as a browser does (htmlparser2), so markup
// written to confuse a simpler filter is refused as the browser would read it.
import type SanitizeHtml from 'sanitize-html';
import { loadOnce } from '../platform/load-once';

/** Required at the first body sanitised: only the posts' writes need it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a top-level import would load it in every function
const sanitizeHtml = loadOnce(() => require('sanitize-html') as typeof SanitizeHtml);

/** Whether an image address is one this shop's image store issued and still holds. */
export type IsStoreImage = (src: string) => Promise<boolean>;

/** More images than this in one body are dropped rather than checked one by one. */
const MAX_CHECKED_IMAGES = 40;

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

function options(storeImages: ReadonlySet<string> | null, seen: Set<string>): SanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    // An image is checked against the store by its exact address: no scheme of its own is ever allowed.
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    // Dropped with everything inside them, not left as text.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'template',
      'title',
      'xmp',
      'noembed',
      'noframes',
      'svg',
      'math',
    ],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
      img: (tagName, attribs) => {
        if (attribs.src) seen.add(attribs.src);
        return { tagName, attribs };
      },
    },
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && (!frame.attribs.src || (storeImages !== null && !storeImages.has(frame.attribs.src))),
  };
}

/** The body as it is stored: the allowlist's markup only, images only from our store. */
export async function sanitizePostBody(html: string, isStoreImage: IsStoreImage): Promise<string> {
  const seen = new Set<string>();
  const first = sanitizeHtml()(html, options(null, seen));
  const checked = [...seen].slice(0, MAX_CHECKED_IMAGES);
  const ours = new Set<string>();
  await Promise.all(
    checked.map(async (src) => {
      if (await isStoreImage(src)) ours.add(src);
    }),
  );
  return sanitizeHtml()(first, options(ours, new Set()));
}
