import { useEffect, useState } from 'react';

/** Seconds left until a new code may be requested; `start` restarts the count. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  return {
    seconds: Math.max(0, Math.ceil((until - now) / 1000)),
    start: (seconds) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  };
}
