import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { compileLoader, entryStages, lazyRouteFiles, loaderDataBlock } from './run-entry-after-first-paint';
import { THEME_ID } from './one-mui-theme';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

const chunk = (imports: string[], bytes: number, moduleIds: string[] = []) => ({
  type: 'chunk',
  imports,
  code: 'x'.repeat(bytes),
  moduleIds,
});

describe('the inline loader, compiled', () => {
  it('is one classic script with the same bytes on every build', () => {
    const loader = compileLoader();
    expect(compileLoader()).toBe(loader);
    expect(loader).not.toMatch(/^\s*(import|export)\b|\bimport\s*\{|\bexport\s*\{/m);
    expect(loader).toContain('"entry-after-first-paint"');
    expect(loader).toContain('first-contentful-paint');
    expect(loader).not.toContain('</script');
  });
});

describe('the data block', () => {
  it('escapes "<" so that no file name can end the element', () => {
    const block = loaderDataBlock({ files: ['/assets/</script><script>alert(1).js'], stages: [], routes: [] });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(block)![1]!).files).toEqual(['/assets/</script><script>alert(1).js']);
  });
});

describe('entryStages', () => {
  it("orders the entry's chunks dependencies first and ends a stage after each large chunk", () => {
    const bundle = {
      'assets/index.js': chunk(['assets/libraries.js', 'assets/styling.js'], 10_000),
      'assets/libraries.js': chunk(['assets/react.js', 'assets/styling.js'], 50_000),
      'assets/styling.js': chunk(['assets/react.js', 'assets/small.js'], 45_000),
      'assets/react.js': chunk([], 60_000),
      'assets/small.js': chunk([], 100),
    } as unknown as Bundle;
    expect(entryStages('/assets/index.js', bundle)).toEqual({
      files: ['/assets/react.js', '/assets/small.js', '/assets/styling.js', '/assets/libraries.js', '/assets/index.js'],
      stages: ['/assets/react.js', '/assets/styling.js', '/assets/libraries.js', '/assets/index.js'],
    });
  });

  it("ends a stage after the theme's chunk, however small", () => {
    const bundle = {
      'assets/index.js': chunk(['assets/libraries.js'], 10_000),
      'assets/libraries.js': chunk(['assets/theme.js', 'assets/small.js'], 50_000),
      'assets/theme.js': chunk(['assets/react.js'], 20_000, [
        THEME_ID,
        '/node_modules/@mui/material/esm/colors/red.js',
      ]),
      'assets/small.js': chunk([], 20_000, ['/node_modules/small/index.js']),
      'assets/react.js': chunk([], 60_000),
    } as unknown as Bundle;
    expect(entryStages('/assets/index.js', bundle).stages).toEqual([
      '/assets/react.js',
      '/assets/theme.js',
      '/assets/libraries.js',
      '/assets/index.js',
    ]);
  });

  it('fails on an import that is not a chunk of the bundle', () => {
    const bundle = { 'assets/index.js': chunk(['assets/gone.js'], 10) } as unknown as Bundle;
    expect(() => entryStages('/assets/index.js', bundle)).toThrow(/assets\/gone.js is not a chunk/);
  });
});

describe('lazyRouteFiles', () => {
  const ROUTER = '/app/src/app/router.tsx';
  // The router's two ways of naming a page's loader: written in place, and a named const (router.tsx).
  const source = `
      const loadAuthScreens = () => import('../features/auth/login-page');
      { path: '/', element: <HomePage /> },
      { path: '/login', element: lazyPage('Login', loadAuthScreens) },
      {
        path: '/products/:productId',
        element: guarded(lazyPage('Product', () => import('../features/products/product-page'), readsFirestore)),
      },
      { path: 'myOrder', element: lazyPage('My Orders', () => import('../features/orders/my-orders-page')) },`;
  const page = (facade: string, imports: string[]) => ({ type: 'chunk', imports, facadeModuleId: facade, code: '' });

  it("maps each top-level lazy route's path to its chunk and the chunks it imports beyond the entry's", () => {
    const bundle = {
      'assets/login.js': page('/app/src/features/auth/login-page.tsx', ['assets/auth-card.js', 'assets/react.js']),
      'assets/auth-card.js': chunk(['assets/react.js'], 10),
      'assets/product.js': page('/app/src/features/products/product-page.tsx', ['assets/react.js']),
      'assets/react.js': chunk([], 10),
    } as unknown as Bundle;
    expect(lazyRouteFiles(source, ROUTER, bundle, ['/assets/react.js'])).toEqual([
      ['^/login/?$', ['/assets/login.js', '/assets/auth-card.js'], []],
      ['^/products/[^/]+/?$', ['/assets/product.js'], []],
    ]);
  });

  it("stages a route's large chunks that need nothing of the entry's own chunk, dependencies first", () => {
    const bundle = {
      'assets/login.js': page('/app/src/features/auth/login-page.tsx', ['assets/fields.js', 'assets/index.js']),
      'assets/fields.js': chunk(['assets/forms.js', 'assets/index.js'], 50_000),
      'assets/forms.js': chunk(['assets/schemas.js', 'assets/react.js'], 90_000),
      'assets/schemas.js': chunk(['assets/react.js'], 45_000),
      'assets/product.js': page('/app/src/features/products/product-page.tsx', ['assets/tiny.js']),
      'assets/tiny.js': chunk(['assets/react.js'], 10),
      'assets/react.js': chunk([], 10),
      'assets/index.js': chunk(['assets/react.js'], 10),
    } as unknown as Bundle;
    const [login, product] = lazyRouteFiles(source, ROUTER, bundle, ['/assets/react.js', '/assets/index.js']);
    // `fields` needs the entry's chunk (it would run the app), the page chunk is small: neither is a stage.
    expect(login![2]).toEqual(['/assets/schemas.js', '/assets/forms.js']);
    expect(product![2]).toEqual([]);
  });

  it('fails the build on a lazy route without a chunk', () => {
    expect(() => lazyRouteFiles(source, ROUTER, {} as Bundle, [])).toThrow(/no chunk for the route \/login/);
  });

  it('fails the build on a lazy route whose loader it cannot read', () => {
    const unknownLoader = `{ path: '/blog', element: lazyPage('Blog', loadBlogScreens) },`;
    expect(() => lazyRouteFiles(unknownLoader, ROUTER, {} as Bundle, [])).toThrow(/loader of the route \/blog/);
    const untitled = `{ path: '/blog', element: lazyPage(() => import('./blog-screens')) },`;
    expect(() => lazyRouteFiles(untitled, ROUTER, {} as Bundle, [])).toThrow(/loader of the route \/blog/);
  });

  it("reads every lazy public page of the app's own router", () => {
    const routerFile = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));
    const router = readFileSync(routerFile, 'utf8');
    // Each module the router imports as its own chunk: the test is about reading the router, not the bundle.
    const bundle = Object.fromEntries(
      [...router.matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) => [
        `assets/${specifier!.split('/').pop()}.js`,
        page(`${resolve(dirname(routerFile), specifier!)}.tsx`, []),
      ]),
    ) as unknown as Bundle;
    const patterns = lazyRouteFiles(router, routerFile, bundle, []).map(([pattern]) => new RegExp(pattern));
    for (const path of ['/products/x', '/search', '/category/drills', '/blog', '/blog/a-post', '/portfolio', '/login'])
      expect(
        patterns.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
  });
});
