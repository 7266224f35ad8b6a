// The styles of the prerendered home page travel in every page's HTML (vite-plugins/prerender-home.ts), in one
// <style data-prerendered-css="id id ...">. The browser's Emotion cache counts the style ids it holds as inserted,
// so nothing of it is inserted twice: the ids of its classes (`.css-<id>`) read from the rules themselves, and the
// few without a class (global rules, keyframes) listed in the attribute; listing all would cost every page about
// 300 compressed bytes of hashes.
// Emotion's own hand-off for server-rendered styles is not used: it moves that element to the end of <head> twice
// at start-up, and inserts the baseline's global rules again; each of those changes the page's styles, which a
// phone pays for in a style recalculation during hydration.
import { createContext } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from './emotion-cache';

const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

/** Emotion's class for a style id, as key 'css' writes it (emotion-cache.ts). */
const CLASS_OF_ID = /\.css-([a-z0-9]+)(?![\w-])/g;

/** The style ids whose class the rules in `css` name. */
function classIdsIn(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(CLASS_OF_ID), (match) => match[1]!));
}

/** The <style> element the build puts in <head> for the prerendered page's styles. */
export function prerenderedStyleTag(css: string, ids: string[]): string {
  const classIds = classIdsIn(css);
  const unnamed = ids.filter((id) => !classIds.has(id));
  return `<style ${PRERENDERED_CSS_ATTRIBUTE}="${unnamed.join(' ')}">${css}</style>`;
}

/** The style ids the tag holds: those its rules name as classes, and those it lists. */
export function prerenderedIdsOf(style: Pick<Element, 'getAttribute' | 'textContent'>): string[] {
  const listed = style.getAttribute(PRERENDERED_CSS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  return [...classIdsIn(style.textContent ?? ''), ...listed];
}

function prerenderedStyle(): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`style[${PRERENDERED_CSS_ATTRIBUTE}]`) ?? undefined;
}

/**
 * True where the page carries the prerendered styles, the baseline's global rules among them: `<CssBaseline>` would
 * insert them a second time. main.tsx provides what the page holds; the prerender and tests see the default.
 */
export const BaselineInPage = createContext(false);

/** True where the page's HTML carries the prerendered styles, the baseline's global rules among them. */
export function pageHasPrerenderedCss(): boolean {
  return prerenderedStyle() !== undefined;
}

/** Emotion's cache for the browser, the prerender's own, with the page's prerendered styles inserted. */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  const style = prerenderedStyle();
  for (const id of style ? prerenderedIdsOf(style) : []) cache.inserted[id] = true;
  return cache;
}
