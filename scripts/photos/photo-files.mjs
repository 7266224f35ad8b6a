// The demo photos' files in web/public/products: `<product id>.<hash of the bytes>.jpg`, 1200 x 780 (the cards'
// 20:13 frame). The seed finds each product's photo here; the hash makes its URL change whenever the photo does.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 780;

const PHOTO_FILE = /^([a-z0-9-]+)\.([0-9a-f]{10})\.jpg$/;

export const photoFileName = (id, hash) => `${id}.${hash}.jpg`;

/** The product id a photo file belongs to, or null for any other file. */
export function photoIdOfFile(name) {
  return PHOTO_FILE.exec(name)?.[1] ?? null;
}

const folder = fileURLToPath(new URL('../../web/public/products/', import.meta.url));

/** The site path of a product's demo photo (served by Hosting from web/public), or null when it has none. */
export function demoPhotoPath(id) {
  const file = readdirSync(folder).find((name) => photoIdOfFile(name) === id);
  return file ? `/products/${file}` : null;
}
