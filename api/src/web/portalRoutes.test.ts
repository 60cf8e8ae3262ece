import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BootManifest, PortalBoot } from '@villa/shared/routes';
import { remoteScreenOf } from './portalRoutes';

/** Every remote's route manifest as written (src/routes.json). */
const routes = Object.fromEntries(
  (['search', 'villa', 'booking', 'admin', 'content'] as const).map((remote) => [
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
