import { afterPageLoad } from './afterPageLoad';

describe('afterPageLoad', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'complete';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the page to load, then for idle time', () => {
    readyState = 'interactive';
    const work = jest.fn();
    afterPageLoad(work);
    jest.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded already, waits for idle time only', () => {
    const work = jest.fn();
    afterPageLoad(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the load', () => {
    readyState = 'loading';
    const early = jest.fn();
    afterPageLoad(early)();
    window.dispatchEvent(new Event('load'));
    readyState = 'complete';
    const late = jest.fn();
    afterPageLoad(late)();
    jest.advanceTimersByTime(5000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
