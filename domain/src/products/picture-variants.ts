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

// Encoding, with the image codec given: the API's uploads (functions/src/images) and the web build's demo photos
// (web/vite-plugins) hand in sharp, so both make the same copies from one piece of code.

/** The part of an image codec's pipeline (sharp's) the copies need. */
export interface PictureCodecImage {
  rotate(): PictureCodecImage;
  metadata(): Promise<unknown>;
  clone(): PictureCodecImage;
  resize(options: { width: number; withoutEnlargement: boolean }): PictureCodecImage;
  avif(options: { quality: number; effort: number }): PictureCodecImage;
  webp(options: { quality: number; effort: number }): PictureCodecImage;
  toBuffer(): Promise<Uint8Array>;
}

/** An image codec's entry point (sharp's default export). */
export type PictureCodec = (
  input: Uint8Array,
  options: { limitInputPixels: number; failOn: 'error' },
) => PictureCodecImage;

/** A picture of more pixels than a 50-megapixel camera's is refused rather than decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedVariant extends PictureVariant {
  bytes: Uint8Array;
}

/** Thrown when the bytes carry an image signature but do not decode as an image. */
export class UnreadableImageError extends Error {}

export async function encodePictureVariantsWith(codec: PictureCodec, original: Uint8Array): Promise<EncodedVariant[]> {
  const source = codec(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    await source.metadata();
    return await Promise.all(
      PICTURE_VARIANTS.map(async (variant) => {
        // Never wider than the original: the srcset then names a width the copy does not reach, which only makes
        // a browser pick it a little early.
        const resized = source.clone().resize({ width: variant.width, withoutEnlargement: true });
        const quality = PICTURE_VARIANT_QUALITY[variant.format];
        const encoded =
          variant.format === 'avif' ? resized.avif({ quality, effort: 4 }) : resized.webp({ quality, effort: 4 });
        return { ...variant, bytes: await encoded.toBuffer() };
      }),
    );
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
