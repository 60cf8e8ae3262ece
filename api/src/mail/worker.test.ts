import { DEFAULT_OUTBOX_POLICY, retryDelay } from './worker';

describe('retryDelay', () => {
  test('doubles from 30 seconds and stops growing at an hour', () => {
    const delays = [1, 2, 3, 4, 8, 20].map((n) => retryDelay(n, DEFAULT_OUTBOX_POLICY));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});
