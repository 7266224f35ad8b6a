// GET /api/pages: the simple pages the merchant keeps (terms, privacy...), the footer's last row. A server-rendered
// page carries them under this read's path (boot/server-render.tsx), so its footer shows them from the first paint
// and hydration asks nothing; any other page reads them once it runs.
import type { SimplePageLink } from '@toolshop/domain';
import { useApiRead } from '../../lib/use-api-read';

export const PAGE_LINKS_READ = '/pages';

export const usePageLinks = (): SimplePageLink[] => useApiRead<SimplePageLink[]>(PAGE_LINKS_READ).data ?? NO_LINKS;

const NO_LINKS: SimplePageLink[] = [];
