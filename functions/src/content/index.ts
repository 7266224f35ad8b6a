// The content area's front door: what other areas use of it. Everything else in content/ is its own.
export { CONTENT_CACHE_CONTROL } from './content-cache';
export { listSimplePages } from './simple-pages';
