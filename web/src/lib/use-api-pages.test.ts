import { describe, expect, it } from 'vitest';
import { withCursor } from './use-api-pages';

describe('withCursor', () => {
  it('leaves page 1 as it is and adds an encoded cursor after the filters', () => {
    expect(withCursor('/contact', undefined)).toBe('/contact');
    expect(withCursor('/contact', 'a/b c')).toBe('/contact?cursor=a%2Fb%20c');
    expect(withCursor('/orders?status=pending', 'x1')).toBe('/orders?status=pending&cursor=x1');
  });
});
