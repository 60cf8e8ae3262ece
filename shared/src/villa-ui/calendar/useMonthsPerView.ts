import { useEffect, useState } from 'react';

/**
 * Months side by side: 2 from 576 px, 1 on phones. Each day shows its nightly price and
 * minimum nights, so a day needs about 3.5 rem: three months only fit on very wide screens.
 */
const QUERIES: readonly [string, number][] = [
  ['(min-width: 1600px)', 3],
  ['(min-width: 576px)', 2],
];

function current(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 3;
  for (const [query, months] of QUERIES) if (window.matchMedia(query).matches) return months;
  return 1;
}

export function useMonthsPerView(): number {
  const [months, setMonths] = useState(current);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const lists = QUERIES.map(([query]) => window.matchMedia(query));
    const update = () => setMonths(current());
    lists.forEach((list) => list.addEventListener('change', update));
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, []);
  return months;
}
