// Makes the demo posts' own cover photos (web/public/posts/<post slug>.<hash>.jpg) as the product photos are made
// (make-demo-photos.mjs): a scene of post-scenes.mjs on the studio backdrop, rendered by sharp with grain, named by
// a hash of its bytes. The web build gives them AVIF and WebP copies as it gives the product photos
// (web/vite-plugins/product-photo-variants.ts); commit those copies in web/photo-variants with the photos.
//   node scripts/photos/make-post-photos.mjs    (writes the files and removes older versions of each cover)
import { demoPosts } from '../seed/demo-posts.mjs';
import { photoFolder } from './photo-files.mjs';
import { postScenes } from './post-scenes.mjs';
import { renderPhoto, writePhoto } from './render-photo.mjs';
import { studioSvg } from './studio.mjs';

const folder = photoFolder('posts');

// Only the covers named on the command line, or every one: `node make-post-photos.mjs caring-for-your-18v-batteries`.
const wanted = new Set(process.argv.slice(2));
for (const [index, { slug }] of demoPosts.entries()) {
  if (wanted.size > 0 && !wanted.has(slug)) continue;
  const scene = postScenes[slug];
  if (!scene) throw new Error(`No cover scene for the demo post ${slug}`);
  writePhoto(folder, slug, await renderPhoto(studioSvg(scene.colour, index, scene.draw())));
}
