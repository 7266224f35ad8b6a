// Every route's own document title ("My Orders | Toolshop", the form product pages use), set while the route is
// shown. Without a title: the site's own, as the first document came with it (index.html's, which a server-rendered
// page keeps in its <title>'s data-site-text). It also hands back the site's description where a server-rendered
// page was left before it took its own head.
import { useEffect } from 'react';
import { hasUntakenServerHead, restoreUntakenSiteDescription, SITE_TEXT_ATTRIBUTE } from './site-head-text';

const SITE_NAME = 'Toolshop';
let siteTitle: string | undefined;

function theSiteTitle(): string {
  siteTitle ??= document.head.querySelector('title')?.getAttribute(SITE_TEXT_ATTRIBUTE) ?? document.title;
  return siteTitle;
}

export function routeTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/**
 * `ownHead`: the route's page sets a head of its own (use-document-head.ts). While the server's rendering of that
 * page still shows its head, the route's generic title ("Product | Toolshop") does not replace the page's own
 * before the page takes it.
 */
export function useDocumentTitle(title: string | undefined, { ownHead = false } = {}): void {
  useEffect(() => {
    if (ownHead && hasUntakenServerHead()) return;
    const site = theSiteTitle();
    document.title = title ? routeTitle(title) : site;
    restoreUntakenSiteDescription();
  }, [title, ownHead]);
}
