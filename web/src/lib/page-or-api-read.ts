// One read of a server-rendered page's subject (a post, a simple page): the answer the page came with when it
// carries it under the read's path (null for its 404), otherwise `GET /api<path>`; 'missing' for a 404 or 400.
import { useMemo } from 'react';
import { usePageThenApi, type ReadShape } from './use-page-then-api';

export type PageOrApiRead<T> =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'success'; value: T };

const subjectRead: ReadShape<PageOrApiRead<unknown>> = {
  loading: { status: 'loading' },
  failed: { status: 'error' },
  fromPage: (data) => (data === null ? { status: 'missing' } : { status: 'success', value: data }),
  fromResponse: async (response) => {
    if (response.status === 404 || response.status === 400) return { status: 'missing' };
    if (!response.ok) return { status: 'error' };
    return { status: 'success', value: await response.json() };
  },
};

/** The read of `path` (an API path without /api), again whenever `path` changes. */
export function usePageOrApiRead<T>(path: string): PageOrApiRead<T> {
  return usePageThenApi(path, subjectRead) as PageOrApiRead<T>;
}

/** A public page's subject by its slug (a post, a simple page): its value under the subject's own name. */
export type SlugRead<Key extends string, T> =
  Exclude<PageOrApiRead<T>, { status: 'success' }> | ({ status: 'success' } & { [K in Key]: T });

/** The read's path: `<base>/<slug>`, the slug encoded. */
export const slugReadPath = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

export function useSlugRead<Key extends string, T>(path: string, key: Key): SlugRead<Key, T> {
  const read = usePageOrApiRead<T>(path);
  return useMemo(
    () => (read.status === 'success' ? ({ status: 'success', [key]: read.value } as SlugRead<Key, T>) : read),
    [read, key],
  );
}
