// A signed-in read of the REST API (GET) that is read again whenever `version` changes (an order's status, a
// product's stock count), so what it shows follows a move or an adjustment just made, also another admin's.
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';

export type ReadAgainState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; data: T };

/** With `keepShown`, an answer already shown stays until the new one arrives. */
export function useApiReadAgain<T>(path: string, version: string, keepShown = false): ReadAgainState<T> {
  const key = `${path}:${version}`;
  const [state, setState] = useState<{ key: string; value: ReadAgainState<T> }>({
    key: '',
    value: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    apiRequest<T>('GET', path).then(
      (data) => live && setState({ key, value: { status: 'success', data } }),
      (error: unknown) =>
        live &&
        setState({ key, value: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [path, key]);
  return state.key === key || (keepShown && state.value.status === 'success') ? state.value : { status: 'loading' };
}
