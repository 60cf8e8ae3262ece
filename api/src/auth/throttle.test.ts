import { IpThrottle, lockedMessage } from './throttle';

describe('IpThrottle', () => {
  const limits = { ipFailures: 3, ipWindowMs: 60_000 };

  test('blocks an address after the limit until its window has passed', () => {
    const throttle = new IpThrottle(limits);
    for (let i = 0; i < 3; i++) throttle.recordFailure('10.0.0.1', 1000 + i);
    expect(throttle.blockedFor('10.0.0.1', 2000)).toBe(60_000 - 1000);
    expect(throttle.blockedFor('10.0.0.2', 2000)).toBe(0);
    expect(throttle.blockedFor('10.0.0.1', 61_000)).toBe(0);
  });

  test('starts a new window after the old one ends', () => {
    const throttle = new IpThrottle(limits);
    throttle.recordFailure('10.0.0.1', 0);
    throttle.recordFailure('10.0.0.1', 1);
    throttle.recordFailure('10.0.0.1', 70_000);
    expect(throttle.blockedFor('10.0.0.1', 70_001)).toBe(0);
  });
});

describe('lockedMessage', () => {
  test('rounds the wait up to whole minutes', () => {
    expect(lockedMessage(15 * 60_000)).toMatch(/try again in 15 minutes\.$/);
    expect(lockedMessage(5_000)).toMatch(/try again in 1 minute\.$/);
  });
});
