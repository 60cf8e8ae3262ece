import { PAGE_SETTLE_MS, afterPageSettles } from './afterPageSettles';

describe('afterPageSettles', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the page to settle, then for an idle moment', () => {
    const work = jest.fn();
    afterPageSettles(work);
    jest.advanceTimersByTime(PAGE_SETTLE_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the settle', () => {
    const early = jest.fn();
    afterPageSettles(early)();
    const late = jest.fn();
    const cancelLate = afterPageSettles(late);
    jest.advanceTimersByTime(PAGE_SETTLE_MS);
    cancelLate();
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
