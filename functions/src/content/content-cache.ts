// How long Hosting's CDN may keep what shows the merchant's content: fresh 5 s, then served 5 s more while it
// fetches a new copy. Every copy it serves was made at most 10 s ago, and the content is read from Firestore for
// each copy, so a save shows everywhere within 10 s. (Hosting has no purge of a function's answers.)
export const CONTENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5';
