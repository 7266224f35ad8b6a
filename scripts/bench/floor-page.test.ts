import { describe, expect, it } from 'vitest';
import { floorName, floorPage, iconLinks, imagePreloads, lcpImageElement, sizesCss } from './floor-page.mjs';

const preload =
  '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/products/drill-480.avif 480w, /products/drill-960.avif 960w" imagesizes="(min-width: 900px) 50vw, 100vw" type="image/avif">';
const hero =
  '<picture><source type="image/avif" srcSet="/products/drill-480.avif 480w, /products/drill-960.avif 960w" sizes="(min-width: 900px) 50vw, 100vw"/>' +
  '<img src="/products/drill-960.jpg" alt="Cordless drill" width="960" height="720" fetchpriority="high" class="css-1x"/></picture>';
const lazyCard =
  '<picture><source srcSet="/products/saw-480.avif 480w" sizes="100vw"/><img src="/products/saw.jpg" alt="Saw" loading="lazy" width="480" height="360"/></picture>';
const page = (body: string, head = preload) =>
  `<!doctype html><html><head><title>Toolshop</title><link rel="stylesheet" href="/assets/a.css">${head}<script type="module" src="/assets/entry.js"></script></head>` +
  `<body><div id="root"><header><img src="/logo.svg" alt="" width="32" height="32" loading="lazy"></header><main>${body}</main></div><script>window.x=1</script></body></html>`;

describe('lcpImageElement', () => {
  it('takes the <picture> whose <img> has fetchpriority="high", wherever it sits', () => {
    expect(lcpImageElement(page(lazyCard + hero))?.markup).toBe(hero);
  });

  it('without a priority photo, takes the first photo that is not lazy', () => {
    const eager = '<img src="/products/grinder.jpg" alt="Grinder" width="400" height="300">';
    expect(lcpImageElement(page(lazyCard + eager))?.markup).toBe(eager);
  });

  it('is null on a page without an eager photo', () => {
    expect(lcpImageElement(page(`<h1>Login</h1>${lazyCard}`))).toBeNull();
  });
});

describe('imagePreloads', () => {
  it("keeps the head's image preloads only", () => {
    const head = `${preload}<link rel="preload" as="font" href="/fonts/a.woff2"><link rel="modulepreload" href="/assets/b.js">`;
    expect(imagePreloads(page(hero, head))).toEqual([preload]);
  });
});

describe('iconLinks', () => {
  it("keeps the head's icon links only", () => {
    const icon = '<link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E" type="image/svg+xml">';
    expect(iconLinks(page(hero, `${icon}${preload}`))).toEqual([icon]);
    expect(iconLinks(page(hero))).toEqual([]);
  });
});

describe('sizesCss', () => {
  it('gives the width sizes announces: the first matching entry wins, so the rules are written in reverse', () => {
    expect(sizesCss('(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw')).toBe(
      'img{width:100vw}@media (min-width: 900px){img{width:45vw}}@media (min-width: 1200px){img{width:560px}}',
    );
  });

  it('keeps commas inside calc() and is empty without sizes', () => {
    expect(sizesCss('calc(100vw - 32px)')).toBe('img{width:calc(100vw - 32px)}');
    expect(sizesCss(undefined)).toBe('');
  });
});

describe('floorPage', () => {
  it('is the same photo, preload and width without any script or stylesheet of the page', () => {
    const floor = floorPage(page(hero), '/products/cordless-drill-18v')!;
    expect(floor).toContain(hero);
    expect(floor).toContain(preload);
    expect(floor).toContain('<base href="/products/cordless-drill-18v">');
    expect(floor).toContain('@media (min-width: 900px){img{width:50vw}}');
    expect(floor).not.toMatch(/<script|stylesheet|<link rel="modulepreload"/);
  });

  it("has the page's icon, so that the browser asks for no other one during the load", () => {
    const icon = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    expect(floorPage(page(hero, `${icon}${preload}`), '/blog')).toContain(icon);
  });

  it('is null for a page without an eager photo', () => {
    expect(floorPage(page('<h1>Blog</h1>'), '/blog')).toBeNull();
  });
});

describe('floorName', () => {
  it('names the file after the route', () => {
    expect(floorName('/')).toBe('home');
    expect(floorName('/products/{id}')).toBe('products-id');
    expect(floorName('/category/{slug}')).toBe('category-slug');
  });
});
