import { useDocumentTitle } from '../lib/use-document-title';

/** Sets the route's document title; rendered before the route's page, so a page with its own head sets it after. */
export function RouteTitle({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}
