// The current time, renewed every `everyMs` while the component is on screen (for countdowns); `null` stops the
// clock when nothing on screen counts down.
import { useEffect, useState } from 'react';

export function useNow(everyMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (everyMs === null) return undefined;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
