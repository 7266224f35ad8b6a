// A value made at its first use and kept for the life of the instance. Every function of this codebase (the API
// and each trigger) loads the whole of lib/index.js when an instance starts, so a package required at the top of
// a module is paid for by every function's cold start, even by those that never use it. The packages that only
// some calls need (Stripe, nodemailer, Handlebars, pdfkit, sanitize-html) are required through this, where they are first used.

/** `load` runs at the first call, and once: later calls answer its value. A load that throws is tried again. */
export function loadOnce<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}
