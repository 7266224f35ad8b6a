// Where uploaded images live. Two implementations: Firebase Storage (production, and the Storage emulator
// where it runs) and a folder on disk served by the API (the emulator suite on machines without Storage).
import type { ImageType } from './image-type';

export interface StoredImage {
  bytes: Buffer;
  contentType: ImageType['contentType'];
}

export interface ImageStore {
  /** Stores the bytes under a server-made name and answers the URL a page can show them from. */
  save(name: string, bytes: Buffer, type: ImageType): Promise<string>;
  /** The bytes of a stored image, or null when there is none of that name. */
  read(name: string): Promise<StoredImage | null>;
  /** Whether `url` is an address save() answered for an image this store still holds (never an outside one). */
  issued(url: string): Promise<boolean>;
}

/** Images are immutable under their random names, so browsers and CDNs may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
