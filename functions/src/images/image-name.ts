// Stored images get a name the server makes: a random UUID and the extension of the sniffed type.
import { randomUUID } from 'node:crypto';
import { imageTypeOfExtension, type ImageType } from './image-type';

const IMAGE_NAME_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/;

export function newImageName(type: ImageType): string {
  return `${randomUUID()}.${type.extension}`;
}

/** The type of a name this server made; null for any other name (so a path can never leave the folder). */
export function imageTypeOfName(name: string): ImageType | null {
  const match = IMAGE_NAME_PATTERN.exec(name);
  return match ? imageTypeOfExtension(match[2]!) : null;
}
