// Where a sign-in returns to: the page RequireAuth sent the visitor from (location.state.from), default /.
// Never back to a sign-in screen itself.
import type { Location } from 'react-router-dom';

export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const pathname = from?.pathname;
  // Only a path of this site (history state is ours, but never trust it to leave the site).
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return '/';
  if (['/login', '/signUp', '/forgetPassword'].includes(pathname)) return '/';
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
