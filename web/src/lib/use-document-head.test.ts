// @vitest-environment jsdom
// A server-rendered page's own description goes back to the site's when the visitor leaves, whether or not the page
// took its head before (a page left before it hydrated never ran its effect).
import { createElement, act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentHead, type PageHead } from './use-document-head';
import { restoreUntakenSiteDescription } from './site-head-text';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SITE = 'Electric tools and parts';
const head: PageHead = { title: 'Drill', description: 'A drill', canonical: 'https://shop.test/p/1', openGraph: {} };

function serverRenderedHead() {
  document.head.innerHTML = `<title data-site-text="Toolshop">Drill</title>
    <meta data-site-text="${SITE}" name="description" content="A drill">`;
}
const description = () => document.head.querySelector('meta[name="description"]')!.getAttribute('content');

function Page() {
  useDocumentHead(head);
  return null;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the site description', () => {
  it('comes back when a page that took its head leaves, and the next route finds nothing to restore', async () => {
    serverRenderedHead();
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Page)));
    expect(description()).toBe('A drill');
    restoreUntakenSiteDescription(); // the product route's own title effect, after the page's
    expect(description()).toBe('A drill');
    await act(async () => root.unmount());
    expect(description()).toBe(SITE);
  });

  it('comes back when the page left before it took its head', () => {
    serverRenderedHead();
    restoreUntakenSiteDescription();
    expect(description()).toBe(SITE);
    expect(document.head.querySelector('[data-site-text][name="description"]')).toBeNull();
  });
});
