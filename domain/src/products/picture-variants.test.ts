import { describe, expect, it } from 'vitest';
import {
  PICTURE_VARIANTS,
  PICTURE_VARIANT_WIDTHS,
  pictureSrcSet,
  pictureVariantUrl,
  variantFileName,
} from './picture-variants';

const UPLOADED = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('picture variants', () => {
  it('are AVIF and WebP at every width, widest last', () => {
    expect(PICTURE_VARIANTS.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@400',
      'avif@800',
      'avif@1200',
      'webp@400',
      'webp@800',
      'webp@1200',
    ]);
    expect([...PICTURE_VARIANT_WIDTHS].sort((a, b) => a - b)).toEqual([...PICTURE_VARIANT_WIDTHS]);
  });

  it('are named after the original, beside it, for uploads and demo photos only', () => {
    expect(variantFileName(`${UPLOADED}.jpg`, { width: 800, format: 'avif' })).toBe(`${UPLOADED}-800w.avif`);
    expect(variantFileName('cordless-drill-18v.16b2a4e6c8.jpg', { width: 400, format: 'webp' })).toBe(
      'cordless-drill-18v.16b2a4e6c8-400w.webp',
    );
    for (const other of ['photo.jpg', `${UPLOADED}.svg`, `${UPLOADED}-800w.avif`, 'drill.svg', '../x.jpg']) {
      expect(variantFileName(other, { width: 400, format: 'webp' })).toBeNull();
    }
  });

  it('find their address from the picture address: site paths and Storage download URLs', () => {
    const avif800 = { width: 800, format: 'avif' } as const;
    expect(pictureVariantUrl(`/api/images/${UPLOADED}.png`, avif800)).toBe(`/api/images/${UPLOADED}-800w.avif`);
    expect(pictureVariantUrl('/products/jigsaw-800w.07b274839e.jpg', avif800)).toBe(
      '/products/jigsaw-800w.07b274839e-800w.avif',
    );
    expect(
      pictureVariantUrl(
        `https://firebasestorage.googleapis.com/v0/b/shop/o/images%2F${UPLOADED}.webp?alt=media`,
        avif800,
      ),
    ).toBe(`https://firebasestorage.googleapis.com/v0/b/shop/o/images%2F${UPLOADED}-800w.avif?alt=media`);
    for (const other of ['/products/drill.svg', 'https://example.com/drill.jpg', `/api/images/${UPLOADED}.jpg?x=1`]) {
      expect(pictureVariantUrl(other, avif800)).toBeNull();
    }
  });

  it('make a srcset of every width, or none for a picture without copies', () => {
    expect(pictureSrcSet(`/api/images/${UPLOADED}.jpg`, 'webp')).toBe(
      `/api/images/${UPLOADED}-400w.webp 400w, /api/images/${UPLOADED}-800w.webp 800w, /api/images/${UPLOADED}-1200w.webp 1200w`,
    );
    expect(pictureSrcSet('https://example.com/drill.jpg', 'avif')).toBeNull();
  });
});
