// A form's validation that loads when the form first validates: its schema, and zod with it, are most of what a
// small form's page would otherwise evaluate at start-up (docs/decisions/0030). The form's fields are live at once
// (react-hook-form is loaded with the page); `preload` starts the load sooner, at the form's first focus.
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the validation (once); call it when the form is first focused. */
  preload: () => void;
}

export function lazyResolver<TInput extends FieldValues, TOutput = TInput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const preload = () => {
    // A failed load is tried again at the next validation, which then reports its error.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await preload())(values, context, options),
    preload: () => void preload().catch(() => undefined),
  };
}
