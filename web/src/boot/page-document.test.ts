import { describe, expect, it } from 'vitest';
import { headTags, priorityPicturePreload, renderDocument, RENDERED_PAGE } from './page-document';
import { pageReadsOf } from '../lib/page-data';
import { LOADER_DATA_ID, routeAt, type LoaderData } from './entry-loader';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="Site" /><title>Toolshop</title></head>' +
  '<body><div id="root"></div><script>loader()</script></body></html>';

const PICTURE =
  '<picture><source type="image/avif" srcSet="/p-400w.avif 400w, /p-800w.avif 800w" sizes="100vw"/>' +
  '<source type="image/webp" srcSet="/p-400w.webp 400w" sizes="100vw"/>' +
  '<img src="/p.jpg" loading="eager" fetchPriority="high"/></picture>';

/** The document's data block read back as the browser does (main.tsx). */
function readsIn(document: string) {
  const text = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(document)?.[1];
  return pageReadsOf({ getElementById: () => (text === undefined ? null : ({ textContent: text } as HTMLElement)) });
}

describe('a rendered page in the template', () => {
  it('puts the markup in #root, the styles in <head> and marks the page for hydration', () => {
    const page = renderDocument(TEMPLATE, { html: '<main>hi</main>', styleTag: '<style>.a{}</style>' });
    expect(page).toContain('<div id="root"><main>hi</main></div>');
    expect(page).toContain(`<html data-prerendered="${RENDERED_PAGE}" lang="en">`);
    expect(page.indexOf('<style>.a{}</style>')).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toContain('page-data');
  });

  it('embeds its reads so that no text can end the data block, and they read back the same', () => {
    const product = { name: 'Saw </script><script>alert(1)</script>', description: '$& $1 <!--' };
    const page = renderDocument(TEMPLATE, {
      html: '',
      styleTag: '',
      reads: new Map<string, unknown>([
        ['/product/saw', product],
        ['/product/gone', null],
      ]),
    });
    const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(block).not.toContain('<');
    expect(readsIn(page).get('/product/saw')).toEqual(product);
    expect(readsIn(page).get('/product/gone')).toBeNull();
    // One data block and the loader: the product's text ended nothing.
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it("replaces the site's title and description with the page's, escaped, and adds canonical and Open Graph", () => {
    const head = {
      title: 'Saw "XL" <b> | Toolshop',
      description: 'Cuts & "more"',
      canonical: 'https://shop.example/products/saw',
      openGraph: { 'og:title': 'Saw "XL"' },
    };
    const page = renderDocument(TEMPLATE, { html: '', styleTag: '', head, noindex: true });
    expect(page).toContain('<title data-site-text="Toolshop">Saw "XL" &lt;b&gt; | Toolshop</title>');
    expect(page).toContain('<meta data-site-text="Site" name="description" content="Cuts &amp; &quot;more&quot;">');
    expect(page).not.toContain('content="Site"');
    expect(page).toContain('<link rel="canonical" href="https://shop.example/products/saw">');
    expect(page).toContain('<meta property="og:title" content="Saw &quot;XL&quot;">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(headTags(head).rest).not.toContain('<b>');
  });

  it('preloads the priority picture from its first source, and nothing on a page without one', () => {
    expect(priorityPicturePreload(`<picture><img src="/lazy.jpg" loading="lazy"/></picture>${PICTURE}`)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/p-400w.avif 400w, /p-800w.avif 800w" ' +
        'imagesizes="100vw" type="image/avif">',
    );
    expect(priorityPicturePreload('<picture><img src="/lazy.jpg" loading="lazy"/></picture>')).toBe('');
    const page = renderDocument(TEMPLATE, { html: PICTURE, styleTag: '' });
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));
  });

  it('moves the preloads React writes ahead of the markup into the head, out of what it hydrates', () => {
    const preload = '<link rel="preload" as="image" href="/p.svg" fetchPriority="high"/>';
    const html = `${preload}<main><img src="/p.svg" fetchPriority="high"/><link rel="x"/></main>`;
    const page = renderDocument(TEMPLATE, { html, styleTag: '' });
    expect(page.indexOf(preload)).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<div id="root"><main><img src="/p.svg" fetchPriority="high"/><link rel="x"/></main></div>');
    expect(page.split(preload)).toHaveLength(2);
  });

  it('refuses a template without an empty root, a title or a description', () => {
    expect(() => renderDocument('<html><head></head><body></body></html>', { html: '', styleTag: '' })).toThrow(
      /template/,
    );
  });

  it("names only the route at the page's path in the loader's data, which the loader then reads as before", () => {
    const data: LoaderData = {
      files: ['/assets/entry.js'],
      stages: ['/assets/react.js', '/assets/entry.js'],
      routes: [
        ['^/products/[^/]+/?$', ['/assets/product.js'], []],
        ['^/category/[^/]+/?$', ['/assets/search.js', '/assets/fields.js'], ['/assets/fields.js']],
        ['^/search/?$', ['/assets/search.js'], []],
      ],
    };
    const block = `<script type="application/json" id="${LOADER_DATA_ID}">${JSON.stringify(data)}</script>`;
    const template = TEMPLATE.replace('<script>', `${block}<script>`);
    const loaderDataIn = (document: string) =>
      JSON.parse(new RegExp(`id="${LOADER_DATA_ID}">([\\s\\S]*?)</script>`).exec(document)![1]!) as LoaderData;
    const at = (path?: string) => loaderDataIn(renderDocument(template, { html: '', styleTag: '', path }));

    const category = at('/category/saws?inStock=true');
    expect(category.routes).toEqual([data.routes[1]]);
    expect(routeAt(category, '/category/saws')).toEqual(routeAt(data, '/category/saws'));
    expect({ ...category, routes: data.routes }).toEqual(data);
    // The home page is in the entry: no route of its own.
    expect(at('/').routes).toEqual([]);
    // The shell serves every path: it keeps them all.
    expect(at(undefined)).toEqual(data);
  });
});
