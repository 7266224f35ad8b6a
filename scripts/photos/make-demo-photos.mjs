// Makes the demo catalogue's product photos (web/public/products/<id>.<hash>.jpg) without a camera or the internet:
// each tool is drawn as lit 3D-looking shapes (gradients, highlights, a soft floor shadow) on a studio backdrop,
// then rendered by sharp with sensor-like grain, so the pictures are photo-like rasters that count for LCP.
// The name carries a hash of the bytes: the URL changes whenever the picture does, so it may be cached forever.
//   node scripts/photos/make-demo-photos.mjs    (writes the files and removes older versions of each photo)
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedProducts } from '../seed/products.mjs';
import { PHOTO_HEIGHT as H, PHOTO_WIDTH as W, photoFileName, photoIdOfFile } from './photo-files.mjs';
import { studioSvg } from './studio.mjs';
import { sceneOf } from './tool-scenes.mjs';

const folder = fileURLToPath(new URL('../../web/public/products/', import.meta.url));

async function photoOf(product, index) {
  const scene = sceneOf(product, index);
  const svg = studioSvg(scene.colour, index, scene.draw());
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

const existing = readdirSync(folder);
// Only the photos named on the command line, or every one: `node make-demo-photos.mjs hammer-drill-18v`.
const wanted = new Set(process.argv.slice(2));
for (const [index, product] of seedProducts.entries()) {
  const { id } = product;
  if (wanted.size > 0 && !wanted.has(id)) continue;
  const bytes = await photoOf(product, index);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const name = photoFileName(id, hash);
  for (const old of existing) if (photoIdOfFile(old) === id && old !== name) rmSync(join(folder, old));
  writeFileSync(join(folder, name), bytes);
  console.log(`${name} ${(bytes.length / 1024).toFixed(1)} kB`);
}
