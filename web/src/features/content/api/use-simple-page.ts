// GET /api/pages/{slug}: a simple page, or 'missing' when no page has that slug. A server-rendered page carries the
// answer (null for its 404) under the read's path, so hydration asks nothing.
import { useEffect, useRef, useState } from 'react';
import type { SimplePage } from '@toolshop/domain';
import { usePageReads } from '../../../lib/page-data';

export type SimplePageRead =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'success'; page: SimplePage };

export const simplePageRead = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

function fromPage(data: unknown): SimplePageRead {
  return data === null ? { status: 'missing' } : { status: 'success', page: data as SimplePage };
}

export function useSimplePage(slug: string): SimplePageRead {
  const pageReads = usePageReads();
  const path = simplePageRead(slug);
  const [read, setRead] = useState<{ slug: string; read: SimplePageRead }>(() => ({
    slug,
    read: pageReads.has(path) ? fromPage(pageReads.get(path)) : { status: 'loading' },
  }));
  // The slug whose answer came with the page: its first effect fetches nothing and gives the page's copy up.
  const pageSlug = useRef(pageReads.has(path) ? slug : undefined);
  useEffect(() => {
    if (pageSlug.current === slug) {
      pageReads.delete(simplePageRead(slug));
      return;
    }
    pageSlug.current = undefined;
    let live = true;
    fetch(`/api${simplePageRead(slug)}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404 || response.status === 400) return { status: 'missing' } as const;
        if (!response.ok) return { status: 'error' } as const;
        return { status: 'success', page: (await response.json()) as SimplePage } as const;
      })
      .catch(() => ({ status: 'error' }) as const)
      .then((next) => live && setRead({ slug, read: next }));
    return () => {
      live = false;
    };
  }, [slug, pageReads]);
  return read.slug === slug ? read.read : { status: 'loading' };
}
