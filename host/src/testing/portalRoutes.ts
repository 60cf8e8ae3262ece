import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type PortalBoot, type BootManifest } from '@villa/shared/routes';
import { installRemoteRoutes } from '../routing/routeTable';

/** Every remote's route manifest as the repository has it (remote-<name>/src/routes.json). */
export function portalManifests(): PortalBoot['routes'] {
  const root = path.join(__dirname, '..', '..', '..');
  return Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const file = path.join(root, `remote-${remote}`, 'src', 'routes.json');
      return [remote, JSON.parse(fs.readFileSync(file, 'utf8')) as BootManifest];
    }),
  );
}

/** The route table the page's boot data gives the host when every remote's manifest is read. */
export function installPortalRoutes() {
  installRemoteRoutes(portalManifests());
}
