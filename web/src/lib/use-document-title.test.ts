// @vitest-environment jsdom
// A route's generic title ("Product | Toolshop") is what a page with a head of its own shows while it loads, except
// over the server's rendering of that very page: there the page's own title stays until the page takes its head.
import { createElement, act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SITE = 'Electric tools and parts';

function serverRenderedProductHead() {
  document.head.innerHTML = `<title data-site-text="Toolshop">Drill | Toolshop</title>
    <meta data-site-text="${SITE}" name="description" content="A drill">`;
}
const description = () => document.head.querySelector('meta[name="description"]')!.getAttribute('content');

async function showRoute(title: string, ownHead: boolean) {
  function Route() {
    useDocumentTitle(title, { ownHead });
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(Route)));
  return root;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('a route title', () => {
  it("leaves the server-rendered page's own title and description to the page that takes them", async () => {
    serverRenderedProductHead();
    await showRoute('Product', true);
    expect(document.title).toBe('Drill | Toolshop');
    expect(description()).toBe('A drill');
  });

  it('is shown while a page with its own head loads after a navigation', async () => {
    document.head.innerHTML = `<title>Toolshop</title><meta name="description" content="${SITE}">`;
    await showRoute('Product', true);
    expect(document.title).toBe('Product | Toolshop');
  });

  it("replaces a server-rendered page's head on a route without a head of its own", async () => {
    serverRenderedProductHead();
    await showRoute('Cart', false);
    expect(document.title).toBe('Cart | Toolshop');
    expect(description()).toBe(SITE);
  });
});
