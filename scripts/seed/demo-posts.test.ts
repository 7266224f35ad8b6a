import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_VARIANT_FORMATS, pictureSrcSet, postCreateSchema, postSearchKeys } from '@toolshop/domain';
import { demoPostCoverPath, PHOTO_HEIGHT, PHOTO_WIDTH, photoFolder } from '../photos/photo-files.mjs';
import { postScenes } from '../photos/post-scenes.mjs';
import { demoPosts, searchKeysOf, seedDemoPosts } from './demo-posts.mjs';

/** A Firestore stand-in that keeps what one batch sets, by document path. */
function recordingDb() {
  const written = new Map<string, Record<string, unknown>>();
  const doc = (path: string) => ({
    path,
    collection: (name: string) => ({ doc: (id: string) => doc(`${path}/${name}/${id}`) }),
  });
  const db = {
    doc,
    batch: () => ({
      set: (ref: { path: string }, data: Record<string, unknown>) => void written.set(ref.path, data),
      commit: async () => undefined,
    }),
  };
  return { db, written };
}

describe("npm start's demo posts", () => {
  it('are a workshop tip, a product launch and a maintenance guide the post form would accept', () => {
    expect(demoPosts.map((post) => post.tags[0])).toEqual(['workshop-tips', 'product-news', 'maintenance']);
    for (const { id, slug, title, excerpt, body, tags } of demoPosts) {
      const input = { title, slug, excerpt, body, tags, status: 'published' };
      expect(postCreateSchema.safeParse(input).error?.issues ?? [], id).toEqual([]);
    }
    expect(new Set(demoPosts.map((post) => post.slug)).size).toBe(demoPosts.length);
  });

  it('each have a cover photo of their own, made from its scene in the 20:13 frame, with AVIF and WebP copies', async () => {
    expect(Object.keys(postScenes).sort()).toEqual(demoPosts.map((post) => post.slug).sort());
    for (const { slug } of demoPosts) {
      const cover = demoPostCoverPath(slug);
      expect(cover, slug).toMatch(new RegExp(`^/posts/${slug}\\.[0-9a-f]{10}\\.jpg$`));
      const bytes = readFileSync(`${photoFolder('posts')}${cover!.slice('/posts/'.length)}`);
      const { format, width, height } = await sharp(bytes).metadata();
      expect([format, width, height], slug).toEqual(['jpeg', PHOTO_WIDTH, PHOTO_HEIGHT]);
      // The pages show it through <picture> with the copies' srcsets, as a product photo.
      for (const format of PICTURE_VARIANT_FORMATS) expect(pictureSrcSet(cover!, format), slug).toContain('/posts/');
    }
  });

  it('are seeded published, with their own covers, slug claims and first revisions by the demo seed', async () => {
    const { db, written } = recordingDb();
    expect(await seedDemoPosts(db, new Date('2026-11-20T09:00:00Z'))).toBe(3);
    for (const { id, slug } of demoPosts) {
      expect(written.get(`posts/${id}`), id).toMatchObject({
        slug,
        status: 'published',
        coverImage: demoPostCoverPath(slug),
      });
      expect(written.get(`postSlugs/${slug}`)).toEqual({ postId: id });
      expect(written.get(`posts/${id}/revisions/demo`), id).toMatchObject({
        coverImage: demoPostCoverPath(slug),
        by: { uid: 'demo-seed' },
      });
    }
  });

  it("are found by the back office's title search as a saved post is", () => {
    for (const { title, slug } of demoPosts) expect(searchKeysOf(title, slug)).toEqual(postSearchKeys(title, slug));
  });
});
