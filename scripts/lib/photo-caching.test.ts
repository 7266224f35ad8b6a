// The demo photos and their copies are named by a hash of the photo's bytes, so Hosting may let browsers and CDNs
// keep them for good: every folder of them (web/vite-plugins/product-photo-variants.ts) needs firebase.json's
// immutable Cache-Control, or a blog cover would be fetched again on each visit while a product photo is not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_VARIANTS, variantFileName } from '../../domain/src/products/picture-variants.ts';
import { PHOTO_FOLDERS } from '../../web/vite-plugins/product-photo-variants.ts';
import { hostingGlobPattern } from './hosting-glob.mjs';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const { headers } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).hosting as {
  headers: HeaderRule[];
};

/** The Cache-Control values Hosting sends with a path: those of every rule whose glob takes it. */
const cacheControlOf = (path: string) =>
  headers
    .filter((rule) => hostingGlobPattern(rule.source).test(path))
    .flatMap((rule) => rule.headers.filter((header) => header.key === 'Cache-Control').map(({ value }) => value));

const photo = 'sample-photo.0123456789.jpg';
const files = [photo, ...PICTURE_VARIANTS.map((variant) => variantFileName(photo, variant)!)];

describe("Hosting's caching of the demo photos", () => {
  it.each(PHOTO_FOLDERS)('/%s/ photos and their copies are immutable', (folder) => {
    for (const file of files)
      expect(cacheControlOf(`/${folder}/${file}`), file).toEqual(['public, max-age=31536000, immutable']);
  });

  it('other files of those folders and other folders are not', () => {
    expect(cacheControlOf('/posts/notes.txt')).toEqual([]);
    expect(cacheControlOf(`/blog/${photo}`)).toEqual([]);
  });
});
