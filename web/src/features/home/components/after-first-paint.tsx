// Renders its children in a task after the first paint. The home page keeps the hero (its LCP element) and the
// product grid in the first render and lets the sections below the fold follow, so the first long task is
// shorter on a slow phone. Everything it delays starts below the fold, so nothing visible moves. The delayed render
// is a transition, which React time-slices (short tasks rather than one long one).
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return ready ? children : null;
}
