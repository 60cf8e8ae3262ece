import { useEffect, useState } from 'react';
import { instantOf, timeLeft } from '@villa/shared/contract';

/** How often a countdown reads the clock again: it shows whole minutes, rounded down. */
const TICK_MS = 15_000;

/**
 * The time left before `iso` (the contract's timeLeft: "23 h 59 min", rounded down to the
 * minute, as the reminder mails say it), and whether any is left; refreshed every 15 seconds.
 */
export function useTimeLeft(iso: string | null): { live: boolean; text: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [iso]);
  const deadline = instantOf(iso);
  if (deadline === null) return { live: false, text: '' };
  return { live: deadline > now, text: timeLeft(deadline, now) };
}
