// Hosting serves the shell only for the paths firebase.json rewrites; every other path is the 404 page.
// A route added to the router without its rewrite would answer 404 on a reload: this test names it at once.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostingGlobPattern } from './hosting-glob.mjs';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Every concrete path of router.tsx, with a sample value for each `:param`; nested paths joined to their parent's. */
function routerPaths(source: string): string[] {
  const tokens = [...source.matchAll(/path: '([^']+)'|children:/g)];
  const paths: string[] = [];
  let parent = '';
  tokens.forEach((token, i) => {
    const path = token[1];
    if (path === undefined) return;
    if (path.startsWith('/')) {
      parent = tokens[i + 1]?.[0] === 'children:' ? path : parent && !path.startsWith(parent) ? '' : parent;
      paths.push(path);
    } else if (path !== '*') {
      paths.push(`${parent}/${path}`);
    }
  });
  return paths.map((path) => path.replace(/:[A-Za-z]+/g, 'sample-id'));
}

describe('every route of the SPA has its Hosting rewrite', () => {
  const hosting = JSON.parse(read('../../firebase.json')).hosting as { rewrites: { source: string }[] };
  const patterns = hosting.rewrites.map((rewrite) => hostingGlobPattern(rewrite.source));
  const paths = routerPaths(read('../../web/src/app/router.tsx'));

  it('reads the routes, nested ones included', () => {
    expect(paths).toContain('/login');
    expect(paths).toContain('/dashboard/myOrder');
    expect(paths).toContain('/payment/sample-id');
  });

  it.each(paths)('%s is rewritten', (path) => {
    expect(patterns.some((pattern) => pattern.test(path))).toBe(true);
  });

  it('the matcher refuses a path no rewrite names', () => {
    expect(patterns.some((pattern) => pattern.test('/no-such-page'))).toBe(false);
    expect(patterns.some((pattern) => pattern.test('/dashboard/noSuchScreen'))).toBe(false);
  });
});
