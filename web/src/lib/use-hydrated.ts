// False while React renders on the server and while it adopts that markup in the browser, true from then on (and
// at once in a render that adopts nothing): a prerendered form's controls work as plain HTML before the script
// has run, and a form that submitted itself then would send its fields in the address.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
