// The import boundaries of the three workspaces, checked with dependency-cruiser (as the cycles are): a web feature
// and a functions area are entered only by their front door (`index.ts`); `domain` imports nothing but zod; a
// functions area knows no HTTP (its routes file and http/ turn its refusals into answers); the build and the scripts
// do not reach into `functions/src` (what both need belongs in a package both may import). Tests, which drive the
// code from outside, may import anything.
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
      name: 'area-front-door',
      comment:
        "a functions area imports another area only through that area's index.ts; platform/ is the kernel every area uses, and the wiring (app.ts, index.ts, composition/, http/, platform/deps.ts) builds from the parts",
      severity: 'error',
      from: {
        path: at('functions/src/([^/]+)/'),
        pathNot: [notTests, at('functions/src/(composition|http)/'), at('functions/src/platform/deps\\.ts$')],
      },
      to: {
        path: at('functions/src/[^/]+/'),
        pathNot: [
          at('functions/src/$1/'),
          at('functions/src/[^/]+/index\\.ts$'),
          at('functions/src/(platform|http|composition)/'),
        ],
      },
    },
    {
      name: 'domain-imports-only-zod',
      comment: 'domain is pure: its own files, zod and jsvat (the VAT ID rules: data and arithmetic, no I/O)',
      severity: 'error',
      from: { path: at('domain/src/'), pathNot: notTests },
      to: { pathNot: [at('domain/src/'), '(^|/)node_modules/zod/', '(^|/)node_modules/jsvat/'] },
    },
    {
      name: 'areas-know-no-http',
      comment:
        'a functions area refuses with platform/refusal.ts and knows no HTTP: only its *-routes.ts, http/ and the wiring (app.ts, index.ts, composition/) import http/',
      severity: 'error',
      from: {
        path: at('functions/src/'),
        pathNot: [
          notTests,
          '-routes\\.ts$',
          at('functions/src/http/'),
          at('functions/src/composition/'),
          at('functions/src/(app|index)\\.ts$'),
        ],
      },
      to: { path: at('functions/src/http/') },
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
