import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PICTURE_VARIANTS, variantFileName } from '../../domain/src/products/picture-variants.ts';
import { PHOTO_FOLDERS, photosWithVariants } from './product-photo-variants';

const folder = (path: string) => readdirSync(fileURLToPath(new URL(path, import.meta.url)));

/** Every photo that gets copies, of every folder (products, posts). */
const photos = () => PHOTO_FOLDERS.flatMap((name) => photosWithVariants(folder(`../public/${name}`)));
const copiesOf = (photo: string) => PICTURE_VARIANTS.map((variant) => variantFileName(photo, variant)!);

describe('the demo photos that get resized copies', () => {
  it('are the hash-named photos, not the drawings or other files', () => {
    expect(
      photosWithVariants([
        'cordless-drill-18v.16b2a4e6c8.jpg',
        'cordless-drill-18v.svg',
        'cordless-drill-18v.16b2a4e6c8-800w.avif',
        'notes.jpg',
      ]),
    ).toEqual(['cordless-drill-18v.16b2a4e6c8.jpg']);
  });

  it("are the products' photos and the demo posts' covers, with no name in both", () => {
    const [products, posts] = PHOTO_FOLDERS.map((name) => photosWithVariants(folder(`../public/${name}`)));
    expect(products!.length).toBeGreaterThan(0);
    expect(posts!.length).toBeGreaterThan(0);
    expect(products!.filter((photo) => posts!.includes(photo))).toEqual([]);
  });
});

describe('the committed copies', () => {
  it('cover every demo photo and post cover, so that a clean clone builds without encoding', () => {
    const kept = new Set(folder('../photo-variants'));
    const missing = photos()
      .flatMap(copiesOf)
      .filter((copy) => !kept.has(copy));
    expect(missing, 'build once (npm start or npm test) and commit web/photo-variants').toEqual([]);
  });

  it('are only copies of photos still there', () => {
    const wanted = new Set(photos().flatMap(copiesOf));
    expect(folder('../photo-variants').filter((copy) => !wanted.has(copy))).toEqual([]);
  });
});
