// The modules the host provides to the remotes: the same names the remotes' builds share
// (build/sharedModules.cjs; a unit test keeps the lists equal).
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- handed to the remotes, not used here
import * as zustand from 'zustand';
import * as api from '@villa/shared/api';
import * as router from '@villa/shared/router';
import * as store from '@villa/shared/store';
import * as ui from '@villa/shared/ui';

/**
 * Modules the host's own pages already run: a remote gets these very instances (one React,
 * one router, one session store), whatever versions it was built with.
 */
export const sharedInMemory: Record<string, unknown> = {
  react,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  zustand,
  '@villa/shared/router': router,
  '@villa/shared/store': store,
  '@villa/shared/api': api,
  '@villa/shared/ui': ui,
};

/**
 * Modules the host loads when it starts the federation runtime (the first remote route, never
 * /login) and then offers as loaded, like the ones above: TanStack Query and the page's one
 * QueryClient, whose provider the host puts around every remote page. Offered only on demand,
 * a remote's own copy could win the share scope, and its pages would hold a second client.
 */
export const sharedWithRuntime: Record<string, () => Promise<unknown>> = {
  '@tanstack/react-query': () =>
    import(/* webpackChunkName: "remote-runtime" */ '@tanstack/react-query'),
  '@villa/shared/query': () =>
    import(/* webpackChunkName: "remote-runtime" */ '@villa/shared/query'),
};

/**
 * Modules only remotes use: fetched from the host's build when the first remote asks. Each is
 * its own chunk group, listed in the build's preload.json under its name
 * (build/webpack-config.cjs, ON_DEMAND_SHARED_CHUNKS): the server preloads, with a remote
 * route's page, only those its page uses (the route manifest's `shared`), so a page without a
 * date field is not sent moment.
 */
export const sharedOnDemand: Record<string, () => Promise<unknown>> = {
  moment: () => import(/* webpackChunkName: "shared-moment" */ 'moment'),
  // The host's log-in page uses it too, from its own chunk: the same module, one instance.
  '@villa/shared/forms': () => import(/* webpackChunkName: "shared-forms" */ '@villa/shared/forms'),
  '@villa/shared/form-blocks': () =>
    import(/* webpackChunkName: "shared-form-blocks" */ '@villa/shared/form-blocks'),
  '@villa/shared/villa-ui': () =>
    import(/* webpackChunkName: "shared-villa-ui" */ '@villa/shared/villa-ui'),
  '@villa/shared/standalone': () =>
    import(/* webpackChunkName: "shared-standalone" */ '@villa/shared/standalone'),
};

/** Versions of the shared modules, written into the build from their package.json files. */
export function sharedVersions(): Record<string, string> {
  try {
    return JSON.parse(process.env.VILLA_SHARED_VERSIONS ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
