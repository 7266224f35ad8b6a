/**
 * How long a test waits for what a cold start or a first load stands between: on a 2-core machine running both test
 * shards, the restart project and the static checks at once, a page's first load, a sign-in's redirect or a
 * function's first task have passed 20 s. What a test judges waits less.
 */
export const LOADED_MACHINE_WAIT = 60_000;
