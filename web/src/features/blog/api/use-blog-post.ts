// GET /api/posts/{slug}: the post, or 'missing' when visitors may not see it (unknown, a draft, scheduled). A
// server-rendered post page carries the answer (null for its 404) under the read's path, so hydration asks nothing.
import { useEffect, useRef, useState } from 'react';
import type { Post } from '@toolshop/domain';
import { usePageReads } from '../../../lib/page-data';

export type BlogPostRead =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'success'; post: Post };

export const blogPostRead = (slug: string) => `/posts/${encodeURIComponent(slug)}`;

function fromPage(data: unknown): BlogPostRead {
  return data === null ? { status: 'missing' } : { status: 'success', post: data as Post };
}

export function useBlogPost(slug: string): BlogPostRead {
  const pageReads = usePageReads();
  const path = blogPostRead(slug);
  const [read, setRead] = useState<{ slug: string; read: BlogPostRead }>(() => ({
    slug,
    read: pageReads.has(path) ? fromPage(pageReads.get(path)) : { status: 'loading' },
  }));
  // The slug whose answer came with the page: its first effect fetches nothing and gives the page's copy up.
  const pageSlug = useRef(pageReads.has(path) ? slug : undefined);
  useEffect(() => {
    if (pageSlug.current === slug) {
      pageReads.delete(blogPostRead(slug));
      return;
    }
    pageSlug.current = undefined;
    let live = true;
    fetch(`/api${blogPostRead(slug)}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404 || response.status === 400) return { status: 'missing' } as const;
        if (!response.ok) return { status: 'error' } as const;
        return { status: 'success', post: (await response.json()) as Post } as const;
      })
      .catch(() => ({ status: 'error' }) as const)
      .then((next) => live && setRead({ slug, read: next }));
    return () => {
      live = false;
    };
  }, [slug, pageReads]);
  return read.slug === slug ? read.read : { status: 'loading' };
}
