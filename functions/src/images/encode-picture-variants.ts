// Turns a picture into its resized AVIF and WebP copies (domain/src/picture-variants.ts names them). Used for
// uploads by POST /api/images and for the demo photos by the web build (web/vite-plugins/product-photo-variants.ts).
import type sharpCodec from 'sharp';
import { PICTURE_VARIANT_QUALITY, PICTURE_VARIANTS, type PictureVariant } from '@toolshop/domain';

/** sharp's entry point: the image codec. */
export type ImageCodec = typeof sharpCodec;

/** A picture of more pixels than a 50-megapixel camera's is refused rather than decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedVariant extends PictureVariant {
  bytes: Buffer;
}

/** Thrown when the bytes carry an image signature but do not decode as an image. */
export class UnreadableImageError extends Error {}

export async function encodePictureVariants(original: Buffer): Promise<EncodedVariant[]> {
  // Loaded at the first upload: no other call of any function needs the image codecs.
  const { default: sharp } = await import('sharp');
  return encodePictureVariantsWith(sharp, original);
}

/** The same with the codec given (the web build loads its own, outside the module runner it loads this file with). */
export async function encodePictureVariantsWith(sharp: ImageCodec, original: Buffer): Promise<EncodedVariant[]> {
  const source = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
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
