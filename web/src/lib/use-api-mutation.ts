// One API write as a hook: tracks `pending`, shows the success toast or the failed call's message as an error
// toast (never a silent failure), and returns the outcome so a form can map server field errors onto its fields.
import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { useToast } from './toast';

export type MutationResult<R> = { ok: true; data: R } | { ok: false; error: ApiError };

export interface MutationOptions<A, R> {
  /** The success toast: a fixed text or one built from the answer and the argument. */
  success?: string | ((data: R, arg: A) => string);
}

export function useApiMutation<A, R>(call: (arg: A) => Promise<R>, options: MutationOptions<A, R> = {}) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const { success } = options;
  const run = useCallback(
    async (arg: A): Promise<MutationResult<R>> => {
      setPending(true);
      try {
        const data = await call(arg);
        if (success) toast.success(typeof success === 'function' ? success(data, arg) : success);
        return { ok: true, data };
      } catch (error) {
        const apiError =
          error instanceof ApiError ? error : new ApiError(0, error instanceof Error ? error.message : String(error));
        toast.error(apiError.message);
        return { ok: false, error: apiError };
      } finally {
        setPending(false);
      }
    },
    [call, success, toast],
  );
  return { run, pending };
}
