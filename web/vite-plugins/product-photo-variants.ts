import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { clientBuildStep } from './client-build-step.ts';
import {
  encodePictureVariantsWith,
  PICTURE_VARIANTS,
  variantFileName,
} from '../../domain/src/products/picture-variants.ts';

// The demo photos (public/products/<id>.<hash>.jpg, and the demo posts' covers, public/posts/<slug>.<hash>.jpg) get
// the same AVIF and WebP copies as uploaded pictures, written beside them in the build. Encoding is slow (AVIF: minutes of CPU for all of them), so the copies are committed in
// web/photo-variants by name and a clean clone encodes nothing: the name holds a hash of the photo's bytes, so a
// kept copy is always the copy of the photo of that name. A new photo's copies are made at its first build, to be
// committed with it (product-photo-variants.test.ts fails until they are).
/** The folders of web/public whose photos get copies; their copies share web/photo-variants (names never clash). */
export const PHOTO_FOLDERS = ['products', 'posts'] as const;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The public photos that get copies: those named as the pipeline names its originals. */
export function photosWithVariants(names: readonly string[]): string[] {
  return names.filter((name) => variantFileName(name, PICTURE_VARIANTS[0]!) !== null);
}

async function keptVariants(photo: string, source: string, cacheFolder: string): Promise<string[]> {
  const files = PICTURE_VARIANTS.map((variant) => join(cacheFolder, variantFileName(photo, variant)!));
  if ((await Promise.all(files.map(exists))).every(Boolean)) return files;
  const { default: sharp } = await import('sharp');
  const encoded = await encodePictureVariantsWith(sharp, await readFile(source));
  await mkdir(cacheFolder, { recursive: true });
  await Promise.all(
    encoded.map((variant) => writeFile(join(cacheFolder, variantFileName(photo, variant)!), variant.bytes)),
  );
  return files;
}

export function productPhotoVariants(cacheFolder: string): Plugin {
  return clientBuildStep('product-photo-variants', async (config) => {
    for (const folder of PHOTO_FOLDERS) {
      const source = join(config.publicDir, folder);
      const target = resolve(config.root, config.build.outDir, folder);
      await mkdir(target, { recursive: true });
      // One photo at a time: the encoder already uses every core for each.
      for (const photo of photosWithVariants(await readdir(source))) {
        for (const file of await keptVariants(photo, join(source, photo), cacheFolder)) {
          await copyFile(file, join(target, file.slice(cacheFolder.length + 1)));
        }
      }
    }
  });
}
