// The styles of the prerendered home page travel in every page's HTML (vite-plugins/prerender-home.ts), in one
// <style data-prerendered-css="id id ..."> that lists the Emotion style ids it holds. The browser's Emotion cache
// counts those ids as inserted, so nothing of it is inserted twice.
// Emotion's own hand-off for server-rendered styles is not used: it moves that element to the end of <head> twice
// at start-up, and inserts the baseline's global rules again; each of those changes the page's styles, which a
// phone pays for in a style recalculation during hydration.
import { createContext } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from './emotion-cache';

const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

/** The <style> element the build puts in <head> for the prerendered page's styles. */
export function prerenderedStyleTag(css: string, ids: string[]): string {
  return `<style ${PRERENDERED_CSS_ATTRIBUTE}="${ids.join(' ')}">${css}</style>`;
}

function prerenderedIds(): string[] | undefined {
  if (typeof document === 'undefined') return undefined;
  return document
    .querySelector(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)
    ?.getAttribute(PRERENDERED_CSS_ATTRIBUTE)
    ?.split(' ');
}

/**
 * True where the page carries the prerendered styles, the baseline's global rules among them: `<CssBaseline>` would
 * insert them a second time. main.tsx provides what the page holds; the prerender and tests see the default.
 */
export const BaselineInPage = createContext(false);

/** True where the page's HTML carries the prerendered styles, the baseline's global rules among them. */
export function pageHasPrerenderedCss(): boolean {
  return prerenderedIds() !== undefined;
}

/** Emotion's cache for the browser, the prerender's own, with the page's prerendered styles inserted. */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  for (const id of prerenderedIds() ?? []) if (id) cache.inserted[id] = true;
  return cache;
}
