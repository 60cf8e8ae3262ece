import { useEffect, useState } from 'react';

/** Milliseconds until `iso` (0 when there is none), refreshed every 30 seconds. */
export function useTimeLeft(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Date.parse(iso) - now : 0;
}
