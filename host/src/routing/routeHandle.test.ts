import { installPortalRoutes } from '../testing/portalRoutes';
import { ownerOfPath } from './routeHandle';

// The screens of every remote, as the page's boot data gives them.
installPortalRoutes();

describe('ownerOfPath', () => {
  it('names the app that shows a path, following a redirect path to its screen', () => {
    expect(ownerOfPath('/villa/3')).toBe('villa');
    expect(ownerOfPath('/admin/agent')).toBe('admin');
    expect(ownerOfPath('/communities')).toBe('content');
    expect(ownerOfPath('/login')).toBe('host');
    expect(ownerOfPath('/no-such-page')).toBeUndefined();
  });
});
