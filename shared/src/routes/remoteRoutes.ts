import type { ComponentType } from 'react';
import type { RouteDefinition, RouteIdsOf, RemoteName } from './routeTable';

/** A route as a remote exposes it: the table entry plus its lazily loaded page. */
export interface RemoteRoute extends RouteDefinition {
  page: () => Promise<{ default: ComponentType }>;
}

/** The shape of every remote's `./routes` module (its only exposed module). */
export type RemoteRoutesManifest<R extends RemoteName> = {
  [K in RouteIdsOf<R>]: RemoteRoute;
};
