// The demo photos' files in web/public: the products' in `products/<product id>.<hash>.jpg`, the demo posts' covers
// in `posts/<post slug>.<hash>.jpg`, all 1200 x 780 (the cards' 20:13 frame, which a post's cover shares). The seed
// finds each photo here; the hash of the bytes makes its URL change whenever the photo does.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 780;

const PHOTO_FILE = /^([a-z0-9-]+)\.([0-9a-f]{10})\.jpg$/;

export const photoFileName = (id, hash) => `${id}.${hash}.jpg`;

/** The id (product id or post slug) a photo file belongs to, or null for any other file. */
export function photoIdOfFile(name) {
  return PHOTO_FILE.exec(name)?.[1] ?? null;
}

/** The folder of one kind of demo photo: `products` or `posts`. */
export const photoFolder = (kind) => fileURLToPath(new URL(`../../web/public/${kind}/`, import.meta.url));

/** The site path of a product's demo photo (served by Hosting from web/public), or null when it has none. */
export function demoPhotoPath(id, kind = 'products') {
  const file = readdirSync(photoFolder(kind)).find((name) => photoIdOfFile(name) === id);
  return file ? `/${kind}/${file}` : null;
}

/** The site path of a demo post's own cover photo, or null when it has none. */
export const demoPostCoverPath = (slug) => demoPhotoPath(slug, 'posts');
