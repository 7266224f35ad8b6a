import { useDocumentTitle } from '../lib/use-document-title';

/** Sets the route's document title; rendered before the route's page, so a page with its own head sets it after. */
export function RouteTitle({ title, ownHead = false }: { title?: string; ownHead?: boolean }) {
  useDocumentTitle(title, { ownHead });
  return null;
}
