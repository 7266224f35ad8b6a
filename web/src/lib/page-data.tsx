// The API reads a server-rendered page was rendered with (`GET /api<path>` -> its JSON), embedded in the page as
// a data block: the browser's first render takes them as already read, so hydration asks the API for nothing.
// Each read is taken once, and only at the address the page was rendered for: a page's copy may hold less than the
// API answers (a card's fields), so once the shopper has navigated, every read asks the API.
import { createContext, useContext } from 'react';

/** The id of the data block (`<script type="application/json">`) that holds a page's reads. */
export const PAGE_DATA_ID = 'page-data';

/** API path (as useApiRead names it, e.g. '/product') -> the JSON it answered, or null for a read that failed (404). */
export type PageReads = Map<string, unknown>;

/** A page's reads and, in the browser, the address (path and query) they answer for. */
export interface PageData {
  reads: PageReads;
  /** None on the server, which renders one address. */
  address?: string;
}

const PageDataContext = createContext<PageData>({ reads: new Map() });

export const PageDataProvider = PageDataContext.Provider;

const addressOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

/** The page's reads, for the address the browser loaded. */
export function pageDataOf(document: Pick<Document, 'getElementById' | 'location'>): PageData {
  return { reads: pageReadsOf(document), address: addressOf(document.location) };
}

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

/** The reads at `location`: the page's at its own address; none from the first navigation on, for good. */
export function readsAt(data: PageData, location: Pick<Location, 'pathname' | 'search'>): PageReads {
  if (data.address !== undefined && data.address !== addressOf(location)) data.reads.clear();
  return data.reads;
}

export function usePageReads(): PageReads {
  const data = useContext(PageDataContext);
  return data.address === undefined ? data.reads : readsAt(data, window.location);
}
