import { describe, expect, it } from 'vitest';
import { postCreateSchema, postSearchKeys } from '@toolshop/domain';
import { demoPhotoPath } from '../photos/photo-files.mjs';
import { demoPosts, searchKeysOf } from './demo-posts.mjs';

describe("npm start's demo posts", () => {
  it('are a workshop tip, a product launch and a maintenance guide the post form would accept, each with a photo', () => {
    expect(demoPosts.map((post) => post.tags[0])).toEqual(['workshop-tips', 'product-news', 'maintenance']);
    for (const { id, slug, title, excerpt, body, tags, photoOf } of demoPosts) {
      const input = { title, slug, excerpt, body, tags, status: 'published' };
      expect(postCreateSchema.safeParse(input).error?.issues ?? [], id).toEqual([]);
      expect(demoPhotoPath(photoOf), id).toMatch(/^\/products\/.+\.[0-9a-f]{10}\.jpg$/);
    }
    expect(new Set(demoPosts.map((post) => post.slug)).size).toBe(demoPosts.length);
  });

  it("are found by the back office's title search as a saved post is", () => {
    for (const { title, slug } of demoPosts) expect(searchKeysOf(title, slug)).toEqual(postSearchKeys(title, slug));
  });
});
