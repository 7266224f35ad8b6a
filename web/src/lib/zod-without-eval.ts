// Zod compiles its object parsers with `new Function` where it may, and probes for that on first use. Under the
// shop's Content-Security-Policy (no 'unsafe-eval' for scripts) the probe is refused and reported as a violation,
// although Zod catches it. Zod reads this global configuration when it loads: main.tsx imports this module first,
// before any chunk brings Zod.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
