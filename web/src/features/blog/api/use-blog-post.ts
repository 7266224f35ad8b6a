// GET /api/posts/{slug}: the post, or 'missing' when visitors may not see it (unknown, a draft, scheduled).
import { useEffect, useState } from 'react';
import type { Post } from '@toolshop/domain';

export type BlogPostRead =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'success'; post: Post };

export function useBlogPost(slug: string): BlogPostRead {
  const [read, setRead] = useState<{ slug: string; read: BlogPostRead }>({ slug, read: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    fetch(`/api/posts/${encodeURIComponent(slug)}`, { headers: { accept: 'application/json' } })
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
  }, [slug]);
  return read.slug === slug ? read.read : { status: 'loading' };
}
