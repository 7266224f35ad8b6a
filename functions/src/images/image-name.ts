// Stored images get a name the server makes: a random UUID and the extension of the sniffed type; their resized
// copies the same name plus `-<width>w.<format>` (domain/src/products/picture-variants.ts).
import { randomUUID } from 'node:crypto';
import { PICTURE_VARIANT_WIDTHS, type PictureVariantFormat } from '@toolshop/domain';
import { imageTypeOfExtension, variantImageTypes, type ImageType } from './image-type';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const IMAGE_NAME_PATTERN = new RegExp(`^${UUID}\\.(png|jpg|webp)$`);
const VARIANT_NAME_PATTERN = new RegExp(`^${UUID}-(\\d+)w\\.(avif|webp)$`);

export function newImageName(type: ImageType): string {
  return `${randomUUID()}.${type.extension}`;
}

/** The type of a name this server made; null for any other name (so a path can never leave the folder). */
export function imageTypeOfName(name: string): ImageType | null {
  const original = IMAGE_NAME_PATTERN.exec(name);
  if (original) return imageTypeOfExtension(original[1]!);
  const variant = VARIANT_NAME_PATTERN.exec(name);
  if (!variant || !(PICTURE_VARIANT_WIDTHS as readonly number[]).includes(Number(variant[1]))) return null;
  return variantImageTypes[variant[2] as PictureVariantFormat];
}
