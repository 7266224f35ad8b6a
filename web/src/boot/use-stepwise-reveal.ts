import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more in each later task. A list that arrives
 * all at once is one commit and one style and layout pass for every item, a long task on a phone; a few at a time
 * keeps each task short (docs/decisions/0009). `first` is read at the first render only.
 */
export function useStepwiseReveal(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
