/** Polls a URL until it answers (any HTTP status), or throws after timeoutMs. */
export async function waitForHttp(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * Polls a URL until it answers 200, or throws after timeoutMs with the last answer. Hosting answers before the
 * API function is loaded (404 or 504 for a few seconds) and before its files are there (404): only a 200 means
 * the shop is being served.
 */
export async function waitForOk(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
