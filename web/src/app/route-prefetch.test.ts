import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { prefetchRoutes } from './route-prefetch';

describe('prefetchRoutes', () => {
  it("runs the prefetch of every route the address matches, the parent's and the screen's", () => {
    const ran: string[] = [];
    const routes: RouteObject[] = [
      {
        path: '/dashboard',
        handle: { prefetch: () => ran.push('dashboard') },
        children: [
          { path: 'manageAllOrder', handle: { prefetch: () => ran.push('orders') } },
          { path: 'makeAdmin', handle: { prefetch: () => ran.push('users') } },
          { path: 'myOrder' },
        ],
      },
      { path: '/login', handle: { prefetch: () => ran.push('login') } },
    ];
    prefetchRoutes(routes, '/dashboard/manageAllOrder');
    expect(ran).toEqual(['dashboard', 'orders']);
    prefetchRoutes(routes, '/dashboard/myOrder');
    prefetchRoutes(routes, '/nowhere');
    expect(ran).toEqual(['dashboard', 'orders', 'dashboard']);
  });
});
