// How many instances of the HTTP functions Cloud Run keeps and allows in production, and how many requests each
// instance serves at once (docs/decisions/0022-notes-concurrency.md). The Functions emulator ignores all of these:
// it starts one worker process per request in flight.
import type { HttpsOptions } from 'firebase-functions/v2/https';

type Sizing = Pick<HttpsOptions, 'memory' | 'cpu' | 'concurrency' | 'minInstances' | 'maxInstances'>;

/** The API: one warm instance so a checkout never waits on a cold start; 10 x 80 requests in flight at most. */
export const API_SIZING: Sizing = { memory: '512MiB', cpu: 1, concurrency: 80, minInstances: 1, maxInstances: 10 };

/** Server-rendered pages: Hosting's CDN answers most of them, so no instance is kept warm. */
export const PAGES_SIZING: Sizing = { memory: '512MiB', cpu: 1, concurrency: 80, minInstances: 0, maxInstances: 10 };
