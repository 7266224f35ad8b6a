// What a request that never reached the server says, wherever the shop shows it (a toast, a form's error line).

/** A request that did not reach the server, or a part of the screen that did not load. */
export const NETWORK_ERROR_MESSAGE = 'Network error: check your connection and try again.';
