import { useLayoutEffect } from 'react';
import { sendRequestNow } from '@villa/shared/api';
import type { portalQueryClient } from '@villa/shared/query';
import {
  routeDataKey,
  routeDataRoute,
  type BootDataCall,
  type RouteDataKey,
} from '@villa/shared/routes';

/** Only a type: TanStack Query itself comes with the first remote page, never with /login. */
type QueryClient = ReturnType<typeof portalQueryClient>;

/**
 * A call a route's page makes as soon as it shows, as its route manifest declares it and the
 * page's boot data carries it (made concrete for a page by routeDataKey, @villa/shared/routes;
 * `everyVisit`: sent again at each navigation). A call without its path (the manifests the dev
 * server reads) is not started: the page asks for its own data.
 */
export type RouteDataCall = Pick<
  BootDataCall,
  'method' | 'path' | 'params' | 'query' | 'everyVisit'
>;

/**
 * How long an answer fetched at navigation counts as fresh when its page mounts: the page's
 * code may arrive after the answer, and without this its first render would ask again. A
 * change that invalidates the answer still refreshes it at once.
 */
export const ROUTE_DATA_FRESH_MS = 30_000;

/** Calls started before TanStack Query was loaded, handed to the page's client when it is. */
const inFlight = new Map<string, { key: RouteDataKey; answer: Promise<unknown> }>();
let queryClient: QueryClient | null = null;

/**
 * The call, sent at once (sendRequestNow): the opening screen's calls are made while the host's
 * first script is still running, and the page may have sent them itself already. Not said if
 * it fails: the page's own query then asks again and reports as usual.
 */
const fetcher = (key: RouteDataKey) => () =>
  sendRequestNow(routeDataRoute(key), { showErrorDialog: false }).then(({ data }) => data);

/**
 * The call under its key in the page's client. A call the page asks afresh on every visit
 * (`everyVisit`) is sent even when an answer under ROUTE_DATA_FRESH_MS old is held (one in
 * flight is joined); the page's mount then uses the one just fetched.
 */
function prefetch(
  client: QueryClient,
  key: RouteDataKey,
  queryFn: () => Promise<unknown>,
  everyVisit = false,
) {
  client.setQueryDefaults(key, { staleTime: ROUTE_DATA_FRESH_MS });
  void client
    .prefetchQuery({ queryKey: key, queryFn, ...(everyVisit ? { staleTime: 0 } : {}) })
    .then(() => askAgainIfFailed(client, key));
}

/**
 * The early call fails without saying so (fetcher): the page's own query asks again, its own
 * way, and that call reports the failure as the page wants it reported (the error dialog, as a
 * rule). A page that mounts after the failure does so by itself (a query with no answer is
 * fetched on mount). A page that mounted while the early call was in flight joined it and
 * would be left with its silent failure: a spinner for ever on a villa or ride that is not
 * found, when the page's code was at hand before the answer (a second visit). Its query asks
 * again now.
 */
function askAgainIfFailed(client: QueryClient, key: RouteDataKey) {
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (query?.state.status !== 'error') return;
  // Only a page that wants the answer: one that found its route's params wrong (a community
  // letter that is not one) keeps its query disabled and says "Page not found" itself.
  const asking = query.observers.find(({ options: { enabled } }) =>
    typeof enabled === 'function' ? enabled(query) : enabled !== false,
  );
  void asking?.refetch();
}

/** One call of a page made concrete: its key, and whether each visit asks it afresh. */
interface PlannedCall {
  key: RouteDataKey;
  everyVisit?: boolean;
}

/** The calls a page on these route params and this query makes (those that can be made). */
function routeDataPlan(
  calls: readonly RouteDataCall[] | undefined,
  routeParams: Record<string, string | undefined>,
  search: string,
): PlannedCall[] {
  return (calls ?? []).flatMap((call) => {
    const key = routeDataKey(call, routeParams, search);
    return key ? [{ key, ...(call.everyVisit ? { everyVisit: true } : {}) }] : [];
  });
}

function startPlan(plan: readonly PlannedCall[]) {
  for (const { key, everyVisit } of plan) {
    const fetch = fetcher(key);
    if (queryClient) {
      prefetch(queryClient, key, () => fetch(), everyVisit);
      continue;
    }
    const id = JSON.stringify(key);
    if (inFlight.has(id)) continue;
    const answer = fetch();
    answer.catch(() => undefined);
    inFlight.set(id, { key, answer });
  }
}

/**
 * Starts the calls of a route's page at navigation, in parallel with the page's code (render
 * as you fetch): the page's query of the same key then reads the answer already in flight,
 * and nothing is fetched twice.
 */
export function startRouteData(
  calls: readonly RouteDataCall[] | undefined,
  routeParams: Record<string, string | undefined>,
  search: string,
) {
  startPlan(routeDataPlan(calls, routeParams, search));
}

/**
 * A shown screen's calls: started when the screen is opened (a visit: the screen mounts), and
 * again only when one of them changes (a villa's query). A change of the address that changes
 * no call, such as Sent Quotes' filter, sort and page, which the page applies to the one list
 * it has (GET /quotes-sent takes no query), sends nothing again, `everyVisit` or not.
 */
export function useRouteData(
  calls: readonly RouteDataCall[] | undefined,
  routeParams: Record<string, string | undefined>,
  search: string,
) {
  const plan = JSON.stringify(routeDataPlan(calls, routeParams, search));
  useLayoutEffect(() => startPlan(JSON.parse(plan) as PlannedCall[]), [plan]);
}

/**
 * Gives the page's QueryClient the calls started before it was loaded; from now on calls go
 * to it directly. Called once TanStack Query has arrived, before the page first renders.
 */
export function handRouteDataTo(client: QueryClient) {
  queryClient = client;
  for (const { key, answer } of inFlight.values()) prefetch(client, key, () => answer);
  inFlight.clear();
}
