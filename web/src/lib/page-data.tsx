// The API reads a server-rendered page was rendered with (`GET /api<path>` -> its JSON), embedded in the page as
// a data block: the browser's first render takes them as already read, so hydration asks the API for nothing.
// Each read is taken once: a later visit of the same page (navigating back) reads the API again.
import { createContext, useContext } from 'react';

/** The id of the data block (`<script type="application/json">`) that holds a page's reads. */
export const PAGE_DATA_ID = 'page-data';

/** API path (as useApiRead names it, e.g. '/product') -> the JSON it answered, or null for a read that failed (404). */
export type PageReads = Map<string, unknown>;

const PageData = createContext<PageReads>(new Map());

export const PageDataProvider = PageData.Provider;

/** The reads the page carries, or none: the data block's JSON, read once at start-up. */
export function pageReadsOf(document: Pick<Document, 'getElementById'>): PageReads {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return new Map();
  return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
}

/** The data block's markup: JSON with `<` escaped, so that no text in the data can end the element. */
export function pageDataBlock(reads: PageReads): string {
  const json = JSON.stringify(Object.fromEntries(reads)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

export function usePageReads(): PageReads {
  return useContext(PageData);
}
