import { describe, expect, it } from 'vitest';
import { photosWithVariants } from './product-photo-variants';

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
