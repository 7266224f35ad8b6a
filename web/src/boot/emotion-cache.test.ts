import { describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';

/** The CSS the cache writes for `styles` under class `x` (compat mode keeps it in `inserted`, as the prerender does). */
function cssOf(styles: string): string {
  const cache = createEmotionCache();
  cache.compat = true;
  cache.insert('.css-x', { name: 'x', styles, next: undefined }, cache.sheet, true);
  return String(cache.inserted.x);
}

describe('createEmotionCache', () => {
  it('writes flexbox, transitions and transforms unprefixed', () => {
    expect(cssOf('display:flex;align-items:center;transition:color 1s;transform:scale(2);')).toBe(
      '.css-x{display:flex;align-items:center;transition:color 1s;transform:scale(2);}',
    );
  });

  it('writes -webkit-user-select before user-select, in nested rules too', () => {
    expect(cssOf('user-select:none;&:hover{user-select:text;}')).toBe(
      '.css-x{-webkit-user-select:none;user-select:none;}.css-x:hover{-webkit-user-select:text;user-select:text;}',
    );
  });
});
