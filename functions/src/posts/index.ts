// The posts area's front door: what other areas use of it. Everything else in posts/ is its own.
export { allPublishedPosts } from './public-posts';
export { sanitizePostBody } from './sanitize-post-body';
