// GET /api/pages/{slug}: a simple page, or 'missing' when no page has that slug. A server-rendered page carries the
// answer (null for its 404) under the read's path, so hydration asks nothing.
import type { SimplePage } from '@toolshop/domain';
import { slugReadPath, useSlugRead, type SlugRead } from '../../../lib/page-or-api-read';

export type SimplePageRead = SlugRead<'page', SimplePage>;

export const simplePageRead = (slug: string) => slugReadPath('/pages', slug);

export const useSimplePage = (slug: string): SimplePageRead =>
  useSlugRead<'page', SimplePage>(simplePageRead(slug), 'page');
