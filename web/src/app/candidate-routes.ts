// React Router's declarative matching (matchRoutes, and useRoutes at every render) flattens and ranks the whole
// route table and compiles a RegExp for every route of every branch, at every call: with SPEC's ~50 screens that is
// the largest piece of the first render's script on a slow phone. An address's candidates are picked first by the
// routes' static segments, so React Router then matches among a few routes. The pick only ever leaves out a route
// that cannot match, so React Router's match among the candidates is its match on the whole table
// (candidate-routes.test.ts checks it for every route of router.tsx).
import type { RouteObject } from 'react-router-dom';

/** The routes of `routes` (and of their children) that may match `pathname`, in their order. */
export function candidateRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  return candidatesAt(routes, addressSegments(pathname), 0);
}

/** The address's segments as React Router matches them: each decoded (a malformed address stays as it is). */
function addressSegments(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // React Router matches the address undecoded then, and so does the pick.
  }
  // A route matches an address only where each of its segments meets one of the address's, so empty segments
  // (a trailing slash, a doubled one) are left out: the pick then keeps a route, never loses one.
  return decoded.split('/').filter(Boolean);
}

function candidatesAt(routes: RouteObject[], segments: string[], depth: number): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const path = route.path;
    // An optional segment or a splat makes the depth of what follows uncertain: the route is kept whole.
    if (path !== undefined && /[?*]/.test(path)) {
      kept.push(route);
      continue;
    }
    // An absolute child path repeats its parents' path.
    const start = path?.startsWith('/') ? 0 : depth;
    const own = path ? path.split('/').filter(Boolean) : [];
    if (!own.every((segment, i) => segmentMayMatch(segment, segments[start + i], route.caseSensitive === true)))
      continue;
    if (!route.children) {
      kept.push(route);
      continue;
    }
    const children = candidatesAt(route.children, segments, start + own.length);
    // A pathless layout is no branch of its own: without a candidate child it cannot match.
    if (path === undefined && !route.index && children.length === 0) continue;
    kept.push(children.length === route.children.length ? route : { ...route, children });
  }
  return kept;
}

function segmentMayMatch(routeSegment: string, addressSegment: string | undefined, caseSensitive: boolean): boolean {
  if (routeSegment.startsWith(':')) return addressSegment !== undefined;
  if (addressSegment === undefined) return false;
  if (caseSensitive) return routeSegment === addressSegment;
  // React Router's RegExp ignores case by upper-casing each character; comparing the upper-cased segments keeps
  // every pair it would take as equal.
  return routeSegment.toUpperCase() === addressSegment.toUpperCase();
}
