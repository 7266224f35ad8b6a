// Whether React has adopted the server markup a component came with: false while React renders on the server and
// while it adopts that markup in the browser, true from then on (at once in a render that adopts nothing). A
// prerendered form's controls work as plain HTML before the script has run, and a form that submitted itself then
// would send its fields in the address.
//
// Each component switches itself, as a transition after the commit that mounted it: a value that differs between
// the server and the browser (useSyncExternalStore's two snapshots) makes React render every such form again
// synchronously inside the hydration's own task, one long task on a phone.
//
// Whether a tree adopts markup is fixed for the tree's life, so the context's value never changes. A changed value
// would flow into every section React has not hydrated yet (boot/hydrate-when-near.tsx), and React can neither
// hydrate such a section nor leave it be: it holds the whole update back until the section hydrates, and meanwhile
// no longer sees a press on that section as one it must hydrate first. And React hydrates the page's Suspense
// boundaries in later passes, after the page's own commit: they must still read "adopting" then. A component that
// mounts once the visitor has left the page's first address adopts nothing (a client-side navigation).
import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** Every server render is markup a browser adopts later; a browser render outside any adoption adopts nothing. */
const AdoptingMarkup = createContext(typeof document === 'undefined');

/** The address whose markup the browser received; empty on the server. */
const FIRST_PATH = typeof location === 'undefined' ? '' : location.pathname;

/** Marks a tree that adopts server markup: `adopting`, or inside a tree that does. */
export function MarkupAdoption({ adopting, children }: { adopting: boolean; children: ReactNode }) {
  const outer = use(AdoptingMarkup);
  return <AdoptingMarkup value={adopting || outer}>{children}</AdoptingMarkup>;
}

export function useHydrated(): boolean {
  const adopting = use(AdoptingMarkup);
  const [hydrated, setHydrated] = useState(() => !adopting || (FIRST_PATH !== '' && location.pathname !== FIRST_PATH));
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
