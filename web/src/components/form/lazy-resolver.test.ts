import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the validation once, at the first validation, and answers with it', async () => {
    const resolve = vi.fn<Resolver<Values>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => resolve);
    const { resolver } = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([
      resolver({ email: 'a@b.co' }, undefined, options),
      resolver({ email: 'c@d.co' }, undefined, options),
    ]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(second).toEqual({ values: { email: 'c@d.co' }, errors: {} });
  });

  it('starts the load at preload, and the validation then uses that load', async () => {
    const load = vi.fn(async (): Promise<Resolver<Values>> => async (values) => ({ values, errors: {} }));
    const validation = lazyResolver<Values>(load);
    validation.preload();
    validation.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await validation.resolver({ email: 'a@b.co' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load at the validation and tries again at the next one', async () => {
    const resolve: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn<() => Promise<Resolver<Values>>>();
    load.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(resolve);
    const validation = lazyResolver<Values>(load);
    validation.preload(); // its failure is not reported here

    await expect(validation.resolver({ email: 'a@b.co' }, undefined, options)).rejects.toThrow('chunk failed');
    await expect(validation.resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
