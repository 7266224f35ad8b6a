import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PICTURE_VARIANTS, variantFileName } from '../../domain/src/products/picture-variants.ts';
import { photosWithVariants } from './product-photo-variants';

const folder = (path: string) => readdirSync(fileURLToPath(new URL(path, import.meta.url)));

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
});

describe('the committed copies', () => {
  it('cover every demo photo, so that a clean clone builds without encoding', () => {
    const kept = new Set(folder('../photo-variants'));
    const missing = photosWithVariants(folder('../public/products'))
      .flatMap((photo) => PICTURE_VARIANTS.map((variant) => variantFileName(photo, variant)!))
      .filter((copy) => !kept.has(copy));
    expect(missing, 'build once (npm start or npm test) and commit web/photo-variants').toEqual([]);
  });

  it('are only copies of photos still there', () => {
    const wanted = new Set(
      photosWithVariants(folder('../public/products')).flatMap((photo) =>
        PICTURE_VARIANTS.map((variant) => variantFileName(photo, variant)!),
      ),
    );
    expect(folder('../photo-variants').filter((copy) => !wanted.has(copy))).toEqual([]);
  });
});
