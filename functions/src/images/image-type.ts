// The image formats the shop accepts, recognised by their first bytes (never by the declared type or name), and
// the formats of the copies it makes of them.
import type { PictureVariantFormat } from '@toolshop/domain';

export interface ImageType {
  extension: 'png' | 'jpg' | 'webp' | 'avif';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif';
}

export const imageTypes: readonly ImageType[] = [
  { extension: 'png', contentType: 'image/png' },
  { extension: 'jpg', contentType: 'image/jpeg' },
  { extension: 'webp', contentType: 'image/webp' },
];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG or WebP by magic number; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return imageTypes[0]!;
  if (startsWith(bytes, JPEG_SIGNATURE)) return imageTypes[1]!;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return imageTypes[2]!;
  return null;
}

/** The types of the resized copies: written by the server only, never accepted as uploads. */
export const variantImageTypes: Record<PictureVariantFormat, ImageType> = {
  avif: { extension: 'avif', contentType: 'image/avif' },
  webp: imageTypes[2]!,
};

export function imageTypeOfExtension(extension: string): ImageType | null {
  return imageTypes.find((type) => type.extension === extension) ?? null;
}
