// Whether React has adopted the server markup a component came with: false while React renders on the server and
// while it adopts that markup in the browser, true from then on (at once in a render that adopts nothing). A
// prerendered form's controls work as plain HTML before the script has run, and a form that submitted itself then
// would send its fields in the address.
//
// The switch comes as a transition after the adopting commit: a value that differs between the server and the
// browser (useSyncExternalStore's two snapshots) makes React render every such form again synchronously inside the
// hydration's own task, one long task on a phone.
import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** Every server render is markup a browser adopts later. */
const AdoptingMarkup = createContext(typeof document === 'undefined');

/**
 * Marks a tree that adopts server markup (`adopting`; its parent's state otherwise) until that adoption has
 * committed, then lets its forms work.
 */
export function MarkupAdoption({ adopting, children }: { adopting: boolean; children: ReactNode }) {
  const outer = use(AdoptingMarkup);
  const [pending, setPending] = useState(adopting || outer);
  useEffect(() => {
    if (pending) startTransition(() => setPending(false));
  }, [pending]);
  return <AdoptingMarkup value={pending}>{children}</AdoptingMarkup>;
}

export function useHydrated(): boolean {
  return !use(AdoptingMarkup);
}
