// Scroll position per history entry for the declarative router (react-router's <ScrollRestoration> needs the data
// router, ~17 kB gzip more on the first paint): back/forward returns to where the page was, a new page starts at
// the top.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

const positions = new Map<string, number>();
// The first page keeps the browser's own scroll (a visitor may scroll the prerendered home before it hydrates).
let firstPage = true;

export function ScrollRestoration() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (firstPage) firstPage = false;
    else window.scrollTo(0, positions.get(key) ?? 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key]);
  return null;
}
