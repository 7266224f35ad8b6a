import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadablePage, type PageModule } from './preloadable-page';

const module: PageModule = { default: () => createElement('h1', null, 'Manage All Order') };
const inSuspense = (Page: PageModule['default']) =>
  renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Page)));

describe('preloadable page', () => {
  it('renders without suspending once preloaded, and loads its code once', async () => {
    let loads = 0;
    const page = preloadablePage(async () => {
      loads += 1;
      return module;
    });
    await page.preload();
    await page.preload();
    expect(inSuspense(page.Page)).toContain('Manage All Order');
    expect(loads).toBe(1);
  });

  it('suspends, as any lazy page does, when its code was not asked for before', () => {
    const page = preloadablePage(async () => module);
    expect(inSuspense(page.Page)).toContain('loading');
  });

  it('asks for the code again after a failed load', async () => {
    let loads = 0;
    const page = preloadablePage(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return module;
    });
    await expect(page.preload()).rejects.toThrow('chunk failed');
    await expect(page.preload()).resolves.toBe(module);
    expect(inSuspense(page.Page)).toContain('Manage All Order');
  });
});
