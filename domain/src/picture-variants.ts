// The resized copies every product picture the shop makes gets (uploads through POST /api/images and the demo
// photos): AVIF and WebP at a few widths, stored beside the original under its name plus `-<width>w.<format>`, as
// Firebase's storage-resize-images extension does. The original's name never changes its bytes (a random id, or a
// hash of the bytes), so neither do the copies' names, and browsers and CDNs may keep them for good.

/** Widths in CSS pixels x density a card or product page asks for: a phone's card (~412 px at 1.75x) takes 800. */
export const PICTURE_VARIANT_WIDTHS = [400, 800, 1200] as const;

/** Best first: a browser takes the first `<source>` whose type it knows. */
export const PICTURE_VARIANT_FORMATS = ['avif', 'webp'] as const;

export type PictureVariantFormat = (typeof PICTURE_VARIANT_FORMATS)[number];

/** Encoder quality per format: about the same look at the smallest bytes for photos. */
export const PICTURE_VARIANT_QUALITY: Record<PictureVariantFormat, number> = { avif: 50, webp: 70 };

export interface PictureVariant {
  width: (typeof PICTURE_VARIANT_WIDTHS)[number];
  format: PictureVariantFormat;
}

// Pure: a bundle that does not use the list (the home page's) leaves its computation out.
export const PICTURE_VARIANTS: readonly PictureVariant[] = /* @__PURE__ */ PICTURE_VARIANT_FORMATS.flatMap((format) =>
  PICTURE_VARIANT_WIDTHS.map((width) => ({ width, format })),
);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const HASHED = '[a-z0-9-]+\\.[0-9a-f]{10}';
/** A file name the pipeline made copies of: an uploaded image's random name or a demo photo's hashed name. */
const ORIGINAL_NAME = new RegExp(`^(${UUID}|${HASHED})\\.(png|jpg|webp)$`);
/**
 * The same name at the end of an address: a site path (`/api/images/…`, `/products/…`) or a Storage download URL,
 * whose object path is one encoded segment (`images%2F…`) followed by `?alt=media`.
 */
const ORIGINAL_IN_URL = new RegExp(`(^|/|%2F)(${UUID}|${HASHED})\\.(?:png|jpg|webp)(\\?alt=media)?$`);

/** `<stem>.<ext>` -> `<stem>-800w.avif`; null for a name the pipeline did not make. */
export function variantFileName(originalName: string, { width, format }: PictureVariant): string | null {
  const match = ORIGINAL_NAME.exec(originalName);
  return match ? `${match[1]}-${width}w.${format}` : null;
}

/** The address of one copy of a picture, or null when the picture has none (any address the pipeline never saw). */
export function pictureVariantUrl(pictureUrl: string, { width, format }: PictureVariant): string | null {
  if (!ORIGINAL_IN_URL.test(pictureUrl)) return null;
  return pictureUrl.replace(ORIGINAL_IN_URL, (_all, before: string, stem: string, query = '') => {
    return `${before}${stem}-${width}w.${format}${query}`;
  });
}

/** A `srcset` of every width in one format, or null when the picture has no copies. */
export function pictureSrcSet(pictureUrl: string, format: PictureVariantFormat): string | null {
  const entries = PICTURE_VARIANT_WIDTHS.map((width) => {
    const url = pictureVariantUrl(pictureUrl, { width, format });
    return url && `${url} ${width}w`;
  });
  return entries.every(Boolean) ? entries.join(', ') : null;
}
