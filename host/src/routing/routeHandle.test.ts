import { ownerOfPath } from './routeHandle';

describe('ownerOfPath', () => {
  it('names the app that shows a path, following a redirect path to its screen', () => {
    expect(ownerOfPath('/villa/3')).toBe('villa');
    expect(ownerOfPath('/admin/agent')).toBe('admin');
    expect(ownerOfPath('/communities')).toBe('content');
    expect(ownerOfPath('/login')).toBe('host');
    expect(ownerOfPath('/no-such-page')).toBeUndefined();
  });
});
