// Work a screen can start as soon as its address is known, before its guards and lazy chunks let it render: a
// route's `handle.prefetch` (its chunks, its first read). On a full page load this runs while Firebase Auth restores
// the sign-in, instead of each step waiting for the one before. Every route the address matches prefetches, once
// per new address, from the render that first sees it (the earliest moment, as React's own preload calls are made),
// so every prefetch only starts work and is safe to run twice.
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';

export interface RouteHandle {
  prefetch?: () => void;
}

export function prefetchRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) (route.handle as RouteHandle | undefined)?.prefetch?.();
}

let lastPrefetched: string | undefined;

export function usePrefetchOnNavigation(routes: RouteObject[]): void {
  const { pathname } = useLocation();
  // A render outside a browser (the build's prerender, server rendering) starts nothing.
  if (typeof window === 'undefined' || pathname === lastPrefetched) return;
  lastPrefetched = pathname;
  prefetchRoutes(routes, pathname);
}
