import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('goes back to the page the visitor was sent from, with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/purchase/drill', search: '?q=1', hash: '#top' } })).toBe(
      '/purchase/drill?q=1#top',
    );
    expect(returnPath({ from: { pathname: '/dashboard/myOrder' } })).toBe('/dashboard/myOrder');
  });
  it('defaults to / without an origin, or when the origin is a sign-in screen', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: { pathname: '/signUp' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/');
  });
  it('never leaves the site', () => {
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(returnPath({ from: { pathname: 'https://evil.example/' } })).toBe('/');
  });
});
