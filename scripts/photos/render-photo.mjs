// How every demo photo becomes a file: its SVG scene rendered by sharp with sensor-like grain (so it is a photo-like
// raster that counts for LCP), saved as a JPEG named by a hash of its bytes, and older versions of it removed.
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_HEIGHT as H, PHOTO_WIDTH as W, photoFileName, photoIdOfFile } from './photo-files.mjs';

/** The JPEG bytes of a scene (SVG text, W x H). */
export async function renderPhoto(svg) {
  const grain = await sharp({
    create: { width: W, height: H, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 9 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 72, mozjpeg: true, progressive: true })
    .toBuffer();
}

/** Writes `<id>.<hash>.jpg` into `folder`, removes the id's older files and logs the new one's name and size. */
export function writePhoto(folder, id, bytes) {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const name = photoFileName(id, hash);
  for (const old of readdirSync(folder)) if (photoIdOfFile(old) === id && old !== name) rmSync(join(folder, old));
  writeFileSync(join(folder, name), bytes);
  console.log(`${name} ${(bytes.length / 1024).toFixed(1)} kB`);
  return name;
}
