// GET /api/pages/{slug}: a simple page, or 'missing' when no page has that slug. A server-rendered page carries the
// answer (null for its 404) under the read's path, so hydration asks nothing.
import { useMemo } from 'react';
import type { SimplePage } from '@toolshop/domain';
import { usePageOrApiRead } from '../../../lib/page-or-api-read';

export type SimplePageRead =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'success'; page: SimplePage };

export const simplePageRead = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

export function useSimplePage(slug: string): SimplePageRead {
  const read = usePageOrApiRead<SimplePage>(simplePageRead(slug));
  return useMemo(() => (read.status === 'success' ? { status: 'success', page: read.value } : read), [read]);
}
