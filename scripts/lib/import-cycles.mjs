// Import cycles, found with dependency-cruiser. Every kind of import counts: a value import, a type-only import
// (`import type`, `import { type X }`: erased at build time, yet the two files still cannot be understood apart)
// and a lazy `import()`. ESLint's import-x/no-cycle skips type-only imports whatever its options, hence this check.
// Imports are resolved as the repo writes them: extensionless, or with `.js` standing for a `.ts`/`.tsx` file.
import { cruise } from 'dependency-cruiser';

/**
 * `Deps` (functions/src/platform/deps.ts) is the composition's type: it names each area's port by type, holds no
 * code and is erased from the build. Every handler takes it, and an area's front door re-exports handlers, so a
 * path through it back to an area is a circle of names only; every other circle counts.
 */
export const COMPOSITION_TYPES = 'functions/src/platform/deps\\.ts$';

const NO_CYCLES = [
  {
    name: 'no-import-cycle',
    severity: 'error',
    from: { pathNot: COMPOSITION_TYPES },
    to: { circular: true, viaOnly: { pathNot: COMPOSITION_TYPES } },
  },
];

/**
 * The import cycles among the files under `paths` (relative to `cwd`), each as the files in import order, the
 * first one repeated at the end: `['a.ts', 'b.ts', 'a.ts']`. Empty when there is none.
 */
export async function findImportCycles(paths, { cwd = process.cwd() } = {}) {
  const here = process.cwd();
  // dependency-cruiser resolves and names files relative to the working directory.
  process.chdir(cwd);
  try {
    const { output } = await cruise(paths, {
      validate: true,
      ruleSet: { forbidden: NO_CYCLES },
      doNotFollow: { path: 'node_modules' },
      // Type-only imports are dependencies too (without this, TypeScript's own output is read, where they are gone).
      tsPreCompilationDeps: true,
      outputType: 'json',
    });
    const result = typeof output === 'string' ? JSON.parse(output) : output;
    const cycles = result.summary.violations
      .filter((violation) => violation.cycle)
      .map((violation) => [violation.from, ...violation.cycle.map((step) => step.name)]);
    return uniqueCycles(cycles);
  } finally {
    process.chdir(here);
  }
}

/** One line per cycle: `a.ts -> b.ts -> a.ts`. */
export function describeCycles(cycles) {
  return cycles.map((cycle) => cycle.join(' -> ')).join('\n');
}

/** dependency-cruiser reports a cycle once from each file on it that it starts from: keep one of each. */
function uniqueCycles(cycles) {
  const seen = new Set();
  return cycles.filter((cycle) => {
    const key = [...new Set(cycle)].sort().join('\n');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
