// Makes the demo catalogue's product photos (web/public/products/<id>.<hash>.jpg) without a camera or the internet:
// each tool is drawn as lit 3D-looking shapes (gradients, highlights, a soft floor shadow) on a studio backdrop,
// then rendered by sharp with sensor-like grain (render-photo.mjs), so the pictures are photo-like rasters that
// count for LCP. The name carries a hash of the bytes: the URL changes whenever the picture does, so it may be
// cached forever. The demo posts' covers are made the same way by make-post-photos.mjs.
//   node scripts/photos/make-demo-photos.mjs    (writes the files and removes older versions of each photo)
import { seedProducts } from '../seed/products.mjs';
import { photoFolder } from './photo-files.mjs';
import { renderPhoto, writePhoto } from './render-photo.mjs';
import { studioSvg } from './studio.mjs';
import { sceneOf } from './tool-scenes.mjs';

const folder = photoFolder('products');

// Only the photos named on the command line, or every one: `node make-demo-photos.mjs hammer-drill-18v`.
const wanted = new Set(process.argv.slice(2));
for (const [index, product] of seedProducts.entries()) {
  if (wanted.size > 0 && !wanted.has(product.id)) continue;
  const scene = sceneOf(product, index);
  writePhoto(folder, product.id, await renderPhoto(studioSvg(scene.colour, index, scene.draw())));
}
