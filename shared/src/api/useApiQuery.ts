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
  /** Calls again. */
  reload: () => void;
}

export interface ApiQueryOptions {
  params?: QueryParams;
  showErrorDialog?: boolean;
}

interface QueryState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}

/**
 * Fetches a GET route when the component mounts and whenever the route or params change;
 * `null` fetches nothing. A call still running when the component leaves is cancelled.
 */
export function useApiQuery<T>(
  route: string | null,
  options: ApiQueryOptions = {},
): ApiQueryResult<T> {
  const { showErrorDialog = true } = options;
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
    data: undefined,
    error: undefined,
    isLoading: route !== null,
  });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (route === null) {
      setState({ data: undefined, error: undefined, isLoading: false });
      return;
    }
    const controller = new AbortController();
    setState({ data: undefined, error: undefined, isLoading: true });
    sendRequest<T>(route, {
      params: paramsKey ? new URLSearchParams(paramsKey) : undefined,
      showErrorDialog,
      signal: controller.signal,
    }).then(
      (response) => setState({ data: response.data, error: undefined, isLoading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(String(error), null, null);
        setState({ data: undefined, error: failure, isLoading: true });
      },
    );
    return () => controller.abort();
  }, [route, paramsKey, showErrorDialog, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...state, reload };
}
