// GET /api/posts/{slug}: the post, or 'missing' when visitors may not see it (unknown, a draft, scheduled). A
// server-rendered post page carries the answer (null for its 404) under the read's path, so hydration asks nothing.
import type { Post } from '@toolshop/domain';
import { slugReadPath, useSlugRead, type SlugRead } from '../../../lib/page-or-api-read';

export type BlogPostRead = SlugRead<'post', Post>;

export const blogPostRead = (slug: string) => slugReadPath('/posts', slug);

export const useBlogPost = (slug: string): BlogPostRead => useSlugRead<'post', Post>(blogPostRead(slug), 'post');
