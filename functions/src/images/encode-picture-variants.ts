// An upload's resized AVIF and WebP copies, made by domain's encoder with sharp, loaded at the first upload: no
// other call of any function needs the image codecs.
import { encodePictureVariantsWith, type EncodedVariant } from '@toolshop/domain';

export { UnreadableImageError } from '@toolshop/domain';

export async function encodePictureVariants(original: Buffer): Promise<EncodedVariant[]> {
  const { default: sharp } = await import('sharp');
  return encodePictureVariantsWith(sharp, original);
}
