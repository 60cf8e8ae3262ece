import { REMOTE_LOAD_LIMIT_MS, REMOTE_LOAD_LIMIT_SETTING, remoteLoadLimitMs } from './loadLimit';

afterEach(() => localStorage.clear());

describe('remote load limit', () => {
  it('is the 120 seconds of spec-1 §9 by default', () => {
    expect(REMOTE_LOAD_LIMIT_MS).toBe(120_000);
    expect(remoteLoadLimitMs()).toBe(120_000);
  });

  it('can be shortened by the setting, never raised or broken by it', () => {
    localStorage.setItem(REMOTE_LOAD_LIMIT_SETTING, '3000');
    expect(remoteLoadLimitMs()).toBe(3000);
    localStorage.setItem(REMOTE_LOAD_LIMIT_SETTING, '600000');
    expect(remoteLoadLimitMs()).toBe(120_000);
    localStorage.setItem(REMOTE_LOAD_LIMIT_SETTING, 'soon');
    expect(remoteLoadLimitMs()).toBe(120_000);
    localStorage.setItem(REMOTE_LOAD_LIMIT_SETTING, '-5');
    expect(remoteLoadLimitMs()).toBe(120_000);
  });
});
