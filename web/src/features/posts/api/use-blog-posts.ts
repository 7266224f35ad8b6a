// GET /api/posts?tag=&cursor=: the published posts, newest first, a page at a time; "Older posts" adds the next page.
import { useCallback, useEffect, useState } from 'react';
import type { Page, PostSummary } from '@toolshop/domain';
import { useApiRead, type ReadStatus } from '../../../lib/use-api-read';

/** The read's API path; a server-rendered /blog carries its first page under it (lib/page-data.ts). */
export const blogPostsRead = (tag: string | undefined, cursor?: string) => {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/posts?${text}` : '/posts';
};

export function useBlogPosts(tag: string | undefined) {
  const first = useApiRead<Page<PostSummary>>(blogPostsRead(tag));
  const [older, setOlder] = useState<{ items: PostSummary[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(() => setOlder(null), [tag]);

  const items = [...(first.data?.items ?? []), ...(older?.items ?? [])];
  const nextCursor = older ? older.nextCursor : (first.data?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const response = await fetch(`/api${blogPostsRead(tag, nextCursor)}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return;
      const page = (await response.json()) as Page<PostSummary>;
      setOlder((current) => ({ items: [...(current?.items ?? []), ...page.items], nextCursor: page.nextCursor }));
    } finally {
      setLoadingMore(false);
    }
  }, [tag, nextCursor]);

  const status: ReadStatus = first.status;
  return { status, items, hasMore: nextCursor !== null, loadingMore, loadMore };
}
