/** Where every function runs, and so where its task queues are. */
export const REGION = 'us-central1';
