// Images in a local folder (TOOLSHOP_IMAGE_DIR), served back by GET /api/images/{name}.
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageTypeOfName } from './image-name';
import type { ImageStore } from './image-store';

/** The site path the API serves a stored image at (a valid review or product picture: see isImageUrl). */
export const localImageUrl = (name: string) => `/api/images/${name}`;

const LOCAL_IMAGE_URL_PATTERN = /^\/api\/images\/([^/]+)$/;

export function diskImageStore(folder: string): ImageStore {
  return {
    async save(name, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), bytes, { flag: 'wx' });
      return localImageUrl(name);
    },
    async read(name) {
      const type = imageTypeOfName(name);
      if (!type) return null;
      try {
        return { bytes: await readFile(join(folder, name)), contentType: type.contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async issued(url) {
      const name = LOCAL_IMAGE_URL_PATTERN.exec(url)?.[1];
      if (!name || !imageTypeOfName(name)) return false;
      return access(join(folder, name)).then(
        () => true,
        () => false,
      );
    },
  };
}
