import { useCallback, useEffect, useState } from 'react';
import { ApiError, sendRequest, type QueryParams } from './client';

export interface ApiQueryResult<T> {
  /** The answer's body, once it has arrived. */
  data: T | undefined;
  /** The failure, if the last call failed. */
  error: ApiError | undefined;
  /**
   * True until the answer arrives. A failed call leaves it true: the specification says a
   * failed page fetch is ignored and the spinner stays (the global dialog has already said
   * what went wrong). Pages that want to react to a failure read `error`.
   */
  isLoading: boolean;
  /** With keepLastAnswer: true while a new answer is coming and the last one is on screen. */
  isRefreshing: boolean;
  /** Calls again. */
  reload: () => void;
}

export interface ApiQueryOptions {
  params?: QueryParams;
  showErrorDialog?: boolean;
  /**
   * While the same route is fetched again (other params, or reload), the last answer stays on
   * screen, also when the new call fails; another route starts afresh. For pages that change
   * in place (a booking after a save, a villa priced for another stay).
   */
  keepLastAnswer?: boolean;
}

interface QueryState<T> {
  /** The route the data and error belong to. */
  route: string | null;
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  /** A call is running. */
  pending: boolean;
}

/**
 * Fetches a GET route when the component mounts and whenever the route or params change;
 * `null` fetches nothing. A call still running when the component leaves is cancelled.
 */
export function useApiQuery<T>(
  route: string | null,
  options: ApiQueryOptions = {},
): ApiQueryResult<T> {
  const { showErrorDialog = true, keepLastAnswer = false } = options;
  const paramsKey = options.params
    ? new URLSearchParams(
        options.params instanceof URLSearchParams
          ? options.params
          : Object.entries(options.params)
              .filter(([, value]) => value !== null && value !== undefined)
              .map(([key, value]) => [key, String(value)]),
      ).toString()
    : '';
  const [state, setState] = useState<QueryState<T>>({
    route,
    data: undefined,
    error: undefined,
    isLoading: route !== null,
    pending: route !== null,
  });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (route === null) {
      setState({ route, data: undefined, error: undefined, isLoading: false, pending: false });
      return;
    }
    const controller = new AbortController();
    const kept = (current: QueryState<T>) =>
      keepLastAnswer && current.route === route ? current.data : undefined;
    setState((current) => {
      const data = kept(current);
      return { route, data, error: undefined, isLoading: data === undefined, pending: true };
    });
    sendRequest<T>(route, {
      params: paramsKey ? new URLSearchParams(paramsKey) : undefined,
      showErrorDialog,
      signal: controller.signal,
    }).then(
      (response) => {
        // An answer that arrives after the call was superseded must not replace the newer one.
        if (controller.signal.aborted) return;
        setState({
          route,
          data: response.data,
          error: undefined,
          isLoading: false,
          pending: false,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(String(error), null, null);
        setState((current) => {
          const data = kept(current);
          return { route, data, error: failure, isLoading: data === undefined, pending: false };
        });
      },
    );
    return () => controller.abort();
  }, [route, paramsKey, showErrorDialog, keepLastAnswer, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  // Until the effect has run for a new route, nothing of the old one is shown.
  const current = state.route === route;
  const data = current ? state.data : undefined;
  return {
    data,
    error: current ? state.error : undefined,
    isLoading: current ? state.isLoading : route !== null,
    isRefreshing: current && state.pending && data !== undefined,
    reload,
  };
}
