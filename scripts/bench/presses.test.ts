import { describe, expect, it } from 'vitest';
import { p75, pressSample } from './presses.mjs';

describe('p75', () => {
  it('is the nearest-rank 75th percentile of the samples', () => {
    expect(p75([40, 10, 30, 20, 100, 90, 80, 70, 60, 50])).toBe(80);
    expect(p75([16, 16, 16, 250])).toBe(16);
  });

  it('is null without samples', () => {
    expect(p75([])).toBeNull();
  });
});

describe('pressSample', () => {
  it("is the slowest interaction the press made, leaving out the page's earlier ones", () => {
    expect(pressSample({ '7': 400 }, { '7': 400, '8': 48, '9': 120 })).toBe(120);
  });

  it('is the threshold when the press made no interaction over it', () => {
    expect(pressSample({ '7': 400 }, { '7': 400 }, 16)).toBe(16);
  });
});
