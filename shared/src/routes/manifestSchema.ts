import * as v from 'valibot';
import { endpoints, type EndpointSpec } from '../contract/endpoints';
import { roleSchema } from '../contract/roles';
import { REMOTE_NAMES } from './links';

// A file of its own: the host imports the manifest's helpers (manifest.ts) but never these
// schemas, so valibot's code for them stays out of the log-in page.

/**
 * One API call a page makes as it opens, so it can be started at navigation, before the page's
 * code has arrived (render-as-you-fetch). `endpoint` names an entry of the endpoint table by
 * area and name ('villa.detail' is endpoints.villa.detail); `params` gives each of the
 * endpoint's params, either as ':name' (the route's param of that name) or as a literal;
 * `query: 'url'` sends the page URL's own query string as the call's query. The call's
 * TanStack key is then `endpointKey(endpoint, { params, query: new URLSearchParams(search) })`
 * (@villa/shared/query), the key the page's own query uses, so the page finds the answer.
 */
export const dataCallSchema = v.strictObject({
  endpoint: v.pipe(v.string(), v.regex(/^[a-zA-Z]+\.[a-zA-Z]+$/)),
  params: v.optional(v.record(v.string(), v.string())),
  query: v.optional(v.literal('url')),
  /**
   * The page asks afresh on every visit (a list whose rows change elsewhere: the bookings): the
   * call is sent at each navigation, never answered from an earlier one. Without it an answer
   * under 30 s old (ROUTE_DATA_FRESH_MS) is used as it is.
   */
  everyVisit: v.optional(v.literal(true)),
});
export type DataCall = v.InferOutput<typeof dataCallSchema>;

/** One screen of a remote. */
export const manifestRouteSchema = v.strictObject({
  /** Path pattern in react-router syntax; matched strictly (no trailing slash). */
  path: v.pipe(v.string(), v.startsWith('/')),
  /** Second half of the document title: "<product> / <title>". */
  title: v.pipe(v.string(), v.minLength(1)),
  /** Roles allowed, or 'public' for pages that need no token. */
  roles: v.union([v.literal('public'), v.pipe(v.array(roleSchema), v.minLength(1))]),
  /** The agent's admin tabs are hidden here (signup routes). */
  hideAdminTabs: v.optional(v.boolean()),
  /**
   * The screen's line in the office's menu (remote-office only): the host lists the office's
   * screens that have one, in manifest order, to the roles the screen allows.
   */
  menu: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
  /** The once-a-second session check is skipped here (signup, password reset). */
  skipsSessionCheck: v.optional(v.boolean()),
  /** The API calls the page makes as it opens. */
  data: v.optional(v.array(dataCallSchema)),
  /**
   * Written by the build, never by hand (build/routeManifestPlugin.cjs): the files, relative to
   * the manifest, the page needs before it can show; the server preloads them with its page.
   */
  assets: v.optional(v.array(v.pipe(v.string(), v.regex(/^[\w.-]+\.(js|css)$/)))),
  /**
   * Written by the build too: the shared modules (share keys) those files use; the server
   * preloads the host's copies of these with the page. Absent: all of them.
   */
  shared: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
});
export type ManifestRoute = v.InferOutput<typeof manifestRouteSchema>;

/** A remote's routes.json: its name and its screens by id (ids unique across the portal). */
export const routeManifestSchema = v.strictObject({
  remote: v.picklist(REMOTE_NAMES),
  /**
   * Written by the build (build/routeManifestPlugin.cjs): the endpoint contract version the
   * remote was built against (docs/adr/0017). Absent: built before manifests named it.
   */
  contract: v.optional(v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+$/))),
  routes: v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9]*$/)), manifestRouteSchema),
});
export type RouteManifest = v.InferOutput<typeof routeManifestSchema>;

/** The entry of the endpoint table a data call names ('villa.detail' is endpoints.villa.detail). */
export function endpointNamed(name: string): EndpointSpec | undefined {
  const [area, call] = name.split('.');
  if (!Object.hasOwn(endpoints, area)) return undefined;
  const calls = endpoints[area as keyof typeof endpoints] as Record<string, EndpointSpec>;
  return Object.hasOwn(calls, call) ? calls[call] : undefined;
}
