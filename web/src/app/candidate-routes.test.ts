import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { candidateRoutes } from './candidate-routes';
import { routes } from './router';

/** What a match renders and hands its screen: compared by identity, as React Router renders it. */
function described(table: RouteObject[], address: string) {
  return (matchRoutes(table, address) ?? []).map(({ route, params, pathname, pathnameBase }) => ({
    route: { element: route.element, handle: route.handle, path: route.path, index: route.index },
    params,
    pathname,
    pathnameBase,
  }));
}

function expectSameMatch(table: RouteObject[], address: string) {
  const whole = described(table, address);
  const picked = described(candidateRoutes(table, address), address);
  expect(picked.length, address).toBe(whole.length);
  picked.forEach((match, i) => {
    expect(match.route.element, address).toBe(whole[i]!.route.element);
    expect(match, address).toEqual(whole[i]);
  });
}

/** Every full path of a table, its parents' paths joined in. */
function fullPaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : `${parent}/${own}`.replace(/\/+/g, '/');
    return [path, ...fullPaths(route.children ?? [], path)];
  });
}

/** An address for a path (each parameter a value), and the variants React Router takes as the same or near. */
function addressesFor(path: string): string[] {
  const address = path.replace(/:[\w-]+/g, 'x1').replace(/\/\*$/, '/any/thing') || '/';
  return [
    address,
    address.toUpperCase(),
    `${address}/`,
    `${address}//`,
    `${address}/extra`,
    `/${address}`,
    address.replace(/\/([^/]*)$/, '//$1'),
    address.replace(/x1/g, 'a%2Fb'),
    address.replace(/x1/g, '%E2%82%AC'),
    address.replace(/x1/g, '%E0%A4%A'),
  ];
}

const leaves = (table: RouteObject[]): number =>
  table.reduce((sum, route) => sum + (route.children ? leaves(route.children) : 1), 0);

describe('candidateRoutes', () => {
  it("gives React Router's own match on the whole table, for every screen's address and its variants", () => {
    const addresses = new Set([
      ...fullPaths(routes).flatMap(addressesFor),
      '/',
      '',
      '/nowhere',
      '/dashboard/nowhere',
      '/DASHBOARD/MYORDER',
      '/dashboard/manageproduct/x1/extra',
      '/%',
      '/login%2F',
      '/ſearch',
    ]);
    expect(addresses.size).toBeGreaterThan(350);
    for (const address of addresses) expectSameMatch(routes, address);
  });

  it('leaves React Router a few routes to match instead of the whole table', () => {
    expect(leaves(routes)).toBeGreaterThan(40);
    for (const address of ['/login', '/products/drill-1', '/category/saws', '/dashboard/myOrder', '/'])
      expect(leaves(candidateRoutes(routes, address)), address).toBeLessThanOrEqual(4);
    // The page-not-found screen still matches what nothing else does.
    expect(described(candidateRoutes(routes, '/nowhere'), '/nowhere').at(-1)?.route.path).toBe('*');
  });

  it('keeps what case-sensitive, optional, splat, index, absolute and same-rank routes may match', () => {
    const table: RouteObject[] = [
      { path: '/Exact', caseSensitive: true },
      { path: '/maybe?/fixed' },
      { path: '/files/*' },
      {
        path: '/shop',
        children: [
          { index: true },
          { path: ':id' },
          { path: 'new' },
          { path: '/shop/absolute/:x' },
          { children: [{ path: 'inner' }] },
        ],
      },
      { path: '/twin' },
      { path: '/twin' },
      { path: '*' },
    ];
    for (const address of [
      '/Exact',
      '/exact',
      '/maybe/fixed',
      '/fixed',
      '/files',
      '/files/a/b',
      '/shop',
      '/shop/',
      '/shop/new',
      '/shop/NEW',
      '/shop/other',
      '/shop/absolute/y',
      '/shop/inner',
      '/twin',
      '/elsewhere',
    ])
      expectSameMatch(table, address);
  });
});
