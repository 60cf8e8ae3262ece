import type { Page } from '@playwright/test';

type Recorded = Window & { layoutShifts: number[] };

/**
 * Records the page's layout shifts not caused by input, from the start of each load (what CLS
 * adds up). Call before the page is opened; read them with `layoutShiftsSoFar`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as Recorded).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded since the page loaded, read two frames on, so any move of what was
 * painted last has been painted and reported.
 */
export function layoutShiftsSoFar(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as Recorded).layoutShifts)),
        ),
      ),
  );
}
