// A page's own title, description, canonical address and Open Graph tags in the document's <head>, while the page
// is shown. Tags already in the head (the server's rendering of the same page) are updated in place, not doubled;
// leaving the page puts the site's title and description back and removes the page's own tags.
import { useEffect } from 'react';
import { SITE_TEXT_ATTRIBUTE } from './site-head-text';

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  openGraph: Record<string, string>;
}

function headElement(selector: string, make: () => HTMLElement): { element: HTMLElement; made: boolean } {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return { element: found, made: false };
  const element = make();
  document.head.append(element);
  return { element, made: true };
}

function metaElement(attribute: 'name' | 'property', key: string) {
  return headElement(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  });
}

export function useDocumentHead(head: PageHead | null): void {
  useEffect(() => {
    if (!head) return;
    const titleElement = document.head.querySelector('title');
    const siteTitle = titleElement?.getAttribute(SITE_TEXT_ATTRIBUTE) ?? document.title;
    const description = metaElement('name', 'description');
    const siteDescription =
      description.element.getAttribute(SITE_TEXT_ATTRIBUTE) ?? description.element.getAttribute('content');
    // Taken now: a description that still carries the site's text belongs to a page that never took its head
    // (restoreUntakenSiteDescription). The title's stays until the page leaves: useDocumentTitle reads it.
    description.element.removeAttribute(SITE_TEXT_ATTRIBUTE);
    document.title = head.title;
    description.element.setAttribute('content', head.description);
    const canonical = headElement('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    });
    canonical.element.setAttribute('href', head.canonical);
    const openGraph = Object.entries(head.openGraph).map(([property, content]) => {
      const meta = metaElement('property', property);
      meta.element.setAttribute('content', content);
      return meta;
    });
    return () => {
      document.title = siteTitle;
      if (siteDescription !== null) description.element.setAttribute('content', siteDescription);
      titleElement?.removeAttribute(SITE_TEXT_ATTRIBUTE);
      for (const { element } of [canonical, ...openGraph]) element.remove();
    };
  }, [head]);
}
