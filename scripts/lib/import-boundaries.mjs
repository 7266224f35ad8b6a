// The import boundaries of the three workspaces, checked with dependency-cruiser (as the cycles are): a web feature
// is entered only by its front door (`index.ts`); `domain` imports nothing but zod; the build and the scripts do not
// reach into `functions/src` (what both need belongs in a package both may import). Tests, which drive the code
// from outside, may import anything.
import { cruise } from 'dependency-cruiser';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rules, for a tree rooted at `root` (the repo: '', a fixture: its folder with a trailing slash). */
export function boundaryRules(root = '') {
  const at = (path) => `^${escape(root)}${path}`;
  const notTests = '\\.test\\.tsx?$';
  return [
    {
      name: 'feature-front-door',
      comment: "a web feature imports another feature only through that feature's index.ts",
      severity: 'error',
      from: { path: at('web/src/features/([^/]+)/'), pathNot: notTests },
      to: {
        path: at('web/src/features/[^/]+/'),
        pathNot: [at('web/src/features/$1/'), at('web/src/features/[^/]+/index\\.tsx?$')],
      },
    },
    {
      name: 'domain-imports-only-zod',
      comment: 'domain is pure: its own files and zod',
      severity: 'error',
      from: { path: at('domain/src/'), pathNot: notTests },
      to: { pathNot: [at('domain/src/'), '(^|/)node_modules/zod/'] },
    },
    {
      name: 'build-and-scripts-stay-out-of-functions',
      comment: 'the build and the scripts import no file of functions/src',
      severity: 'error',
      from: { path: at('(web/vite-plugins|scripts)/'), pathNot: notTests },
      to: { path: at('functions/src/') },
    },
  ];
}

/** Every import that breaks a rule, as `rule: from -> to`, under `paths` (relative to `cwd`). */
export async function findBoundaryViolations(paths, { cwd = process.cwd(), root = '' } = {}) {
  const here = process.cwd();
  process.chdir(cwd);
  try {
    const { output } = await cruise(paths, {
      validate: true,
      ruleSet: { forbidden: boundaryRules(root) },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      outputType: 'json',
    });
    const result = typeof output === 'string' ? JSON.parse(output) : output;
    return result.summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
      .sort();
  } finally {
    process.chdir(here);
  }
}
