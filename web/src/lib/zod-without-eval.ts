// Zod compiles its object parsers with `new Function` where it may, and probes for that as each object schema is
// built. Under the shop's Content-Security-Policy (no 'unsafe-eval' for scripts) the probe is refused and reported
// as a violation, although Zod catches it. Zod keeps the configuration object it finds on globalThis when it loads
// (or creates one): setting `jitless` on that same object works whether Zod has loaded yet or not (a form route
// loads it before the entry). main.tsx imports this module first, before any module builds a schema.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
