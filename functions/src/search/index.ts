// The search area's front door: what other areas use of it. Everything else in search/ is its own.
export { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
