import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BootManifest, PortalBoot } from '@villa/shared/routes';
import { hostScreenOf, isPortalRoute, remoteScreenOf, routeParamsOf } from './portalRoutes';

/** Every remote's route manifest as written (src/routes.json). */
const routes = Object.fromEntries(
  (['search', 'villa', 'booking', 'admin', 'content', 'office'] as const).map((remote) => [
    remote,
    JSON.parse(
      readFileSync(
        path.join(__dirname, '..', '..', '..', `remote-${remote}`, 'src', 'routes.json'),
        'utf8',
      ),
    ) as BootManifest,
  ]),
) as PortalBoot['routes'];

const shownBy = (pathname: string) => remoteScreenOf(pathname, routes)?.route.path;

describe('the remote screen a path shows', () => {
  it('is the most specific route that matches, as react-router ranks them', () => {
    // /about-florida/:sectionName? matches these too, and comes first in the manifest.
    expect(shownBy('/about-florida/map')).toBe('/about-florida/map');
    expect(shownBy('/about-florida/weather')).toBe('/about-florida/weather');
    expect(shownBy('/about-florida/wildlife')).toBe('/about-florida/wildlife');
  });

  it('is a route with a param where no static one matches', () => {
    expect(shownBy('/about-florida/theme-parks')).toBe('/about-florida/:sectionName?');
    expect(shownBy('/about-florida')).toBe('/about-florida/:sectionName?');
    expect(shownBy('/villa/12')).toBe('/villa/:id');
    expect(shownBy('/communities/C')).toBe('/communities/:letter');
  });

  it('is none for a path no remote shows', () => {
    expect(shownBy('/nowhere/at/all')).toBeUndefined();
    expect(shownBy('/login')).toBeUndefined();
  });
});

describe('a path the host routes', () => {
  it('has no trailing slash, as the host routes it: /villa/12/ shows "Page not found" there', () => {
    expect(shownBy('/villa/12/')).toBeUndefined();
    expect(isPortalRoute('/villa/12/', routes)).toBe(false);
    expect(routeParamsOf('/villa/:id', '/villa/12/')).toBeNull();
    expect(hostScreenOf('/login/')).toBeUndefined();
    expect(hostScreenOf('/')).toBe('home');
    expect(isPortalRoute('/', routes)).toBe(true);
  });

  it("is no remote's screen under an id the host or an earlier remote has (remoteScreens)", () => {
    for (const id of ['login', 'villa']) {
      const content = { remote: 'content', routes: { [id]: { ...routes.villa!.routes.villa } } };
      content.routes[id].path = '/claimed';
      const claiming = { ...routes, content } as PortalBoot['routes'];
      expect({ id, shown: remoteScreenOf('/claimed', claiming) }).toEqual({ id, shown: undefined });
      expect(isPortalRoute('/claimed', claiming)).toBe(false);
    }
  });
});
