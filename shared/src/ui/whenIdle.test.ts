import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('asks the browser for idle time, at most timeoutMs away, and cancels it', () => {
    const asked: { work: () => void; timeout?: number }[] = [];
    const cancelled: number[] = [];
    Object.assign(window, {
      requestIdleCallback: (work: () => void, options?: { timeout?: number }) =>
        asked.push({ work, timeout: options?.timeout }),
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    });
    const work = jest.fn();
    const cancel = whenIdle(work, { timeoutMs: 3000, fallbackMs: 500 });
    expect(asked).toEqual([{ work, timeout: 3000 }]);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('where the browser cannot say, runs after fallbackMs unless cancelled', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work, { timeoutMs: 3000, fallbackMs: 500 });
    jest.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled, { timeoutMs: 3000, fallbackMs: 500 })();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
