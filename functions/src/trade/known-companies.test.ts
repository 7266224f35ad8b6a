import { describe, expect, it } from 'vitest';
import { KnownCompanies } from './known-companies';

describe('known companies', () => {
  it('remembers, replaces and forgets a member’s company', () => {
    const known = new KnownCompanies();
    expect(known.guess('u1')).toBeUndefined();
    known.remember('u1', 'acme');
    known.remember('u1', 'bolt');
    expect(known.guess('u1')).toBe('bolt');
    known.forget('u1');
    expect(known.guess('u1')).toBeUndefined();
  });

  it('keeps at most ten thousand members, the oldest leaving first', () => {
    const known = new KnownCompanies();
    for (let i = 0; i <= 10_000; i++) known.remember(`u${i}`, 'acme');
    expect(known.guess('u0')).toBeUndefined();
    expect(known.guess('u1')).toBe('acme');
    expect(known.guess('u10000')).toBe('acme');
  });
});
