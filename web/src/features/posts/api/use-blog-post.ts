// GET /api/posts/{slug}: the post, or 'missing' when visitors may not see it (unknown, a draft, scheduled). A
// server-rendered post page carries the answer (null for its 404) under the read's path, so hydration asks nothing.
import { useMemo } from 'react';
import type { Post } from '@toolshop/domain';
import { usePageOrApiRead } from '../../../lib/page-or-api-read';

export type BlogPostRead =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'success'; post: Post };

export const blogPostRead = (slug: string) => `/posts/${encodeURIComponent(slug)}`;

export function useBlogPost(slug: string): BlogPostRead {
  const read = usePageOrApiRead<Post>(blogPostRead(slug));
  return useMemo(() => (read.status === 'success' ? { status: 'success', post: read.value } : read), [read]);
}
