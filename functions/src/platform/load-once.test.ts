import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads nothing until the first use', () => {
    const load = vi.fn(() => ({ name: 'package' }));
    loadOnce(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads at the first use and answers the same value afterwards', () => {
    const load = vi.fn(() => ({ name: 'package' }));
    const library = loadOnce(load);
    const first = library();
    expect(library()).toBe(first);
    expect(library()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined rather than loading again', () => {
    const load = vi.fn(() => undefined);
    const library = loadOnce(load);
    library();
    library();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed', () => {
    const load = vi
      .fn<() => string>()
      .mockImplementationOnce(() => {
        throw new Error('not installed');
      })
      .mockReturnValue('loaded');
    const library = loadOnce(load);
    expect(() => library()).toThrow('not installed');
    expect(library()).toBe('loaded');
    expect(library()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
