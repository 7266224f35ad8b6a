// The current time, renewed every `everyMs` while the component is on screen (for countdowns).
import { useEffect, useState } from 'react';

export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
