import type { RouteManifest } from '@villa/shared/routes';
import { mountStandalone } from '@villa/shared/standalone';
import { routes } from './routes';
import manifest from './routes.json';

// Stand-alone development: this remote's routes in a minimal frame.
mountStandalone('office', routes, manifest as RouteManifest);
