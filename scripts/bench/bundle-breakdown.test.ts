import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { bytesPerSource, packageOf } from './bundle-breakdown.mjs';

describe('bytesPerSource', () => {
  it('gives each mapping the bytes up to the next one, or to the end of its line', () => {
    const code = 'abcdefghij\nklmno';
    const sources = ['../node_modules/react/index.js', '../src/app.ts'];
    // Line 1: react from column 0, the app from 4, nothing mapped from 8. Line 2: the app from column 0.
    const mappings = encode([[[0, 0, 0, 0], [4, 1, 0, 0], [8]], [[0, 1, 3, 0]]]);
    expect(Object.fromEntries(bytesPerSource(code, { sources, mappings }))).toEqual({
      '../node_modules/react/index.js': 4,
      '../src/app.ts': 9,
      '(unmapped)': 2,
    });
  });
});

describe('packageOf', () => {
  it('names the npm package, one level deeper for MUI and Firebase, and app files as such', () => {
    expect(packageOf('../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('../node_modules/@mui/material/esm/Button/Button.js')).toBe('@mui/material/Button');
    expect(packageOf('../../src/app/router.tsx')).toBe('app: src/app/router.tsx');
  });
});
