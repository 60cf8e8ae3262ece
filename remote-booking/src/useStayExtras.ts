import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@villa/shared/router';
import {
  parseStayQuery,
  type ChosenExtra,
  type OptionalExtrasResponse,
  type StayQuery,
} from '@villa/shared/contract';
import type { ApiError } from '@villa/shared/api';
import { useQuery } from '@villa/shared/query';
import { optionalExtrasQuery, type ExtrasFor } from './api';

/** `extras=none` records "the agent removed every extra", so a quotation's are not restored. */
const NONE = 'none';

const isExtrasKey = (key: string) => key === 'extras' || /^extras\[\d+\]$/.test(key);

/** The extras of a query string: null when the query says nothing about extras. */
export function extrasOfQuery(params: URLSearchParams): ChosenExtra[] | null {
  if (![...params.keys()].some(isExtrasKey)) return null;
  return parseStayQuery(
    new URLSearchParams([
      ['propertyId', '1'],
      ['arrival', '2000-01-01'],
      ['nights', '1'],
      ...params,
    ]),
  )!.extras!.slice();
}

/** The query with its extras replaced (kept in extras[id] order). */
export function withExtras(params: URLSearchParams, chosen: readonly ChosenExtra[]): string {
  const kept = [...params.entries()].filter(([key]) => !isExtrasKey(key));
  const extras = [...chosen]
    .filter((c) => c.quantity > 0)
    .sort((a, b) => a.extraId - b.extraId)
    .map((c) => `extras[${c.extraId}]=${c.quantity}`);
  const parts = [
    ...kept.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    ...(extras.length ? extras : [`extras=${NONE}`]),
  ];
  return parts.join('&');
}

export interface StayExtras {
  /** The stay from the query, or null in ref mode / without one. */
  stayQuery: StayQuery | null;
  /** False when there is neither a stay in the query nor a quotation ref. */
  hasStay: boolean;
  data: OptionalExtrasResponse | undefined;
  error: ApiError | null;
  chosen: ChosenExtra[];
  setChosen: (chosen: ChosenExtra[]) => void;
  /** The current query string (stay and extras), for links between the stages. */
  search: string;
}

export interface StayExtrasOptions {
  /**
   * Without a stay or a quotation, ask for the bare catalogue (the /optional-extras page opened
   * from the main navigation) instead of asking nothing (a checkout, which needs a stay).
   */
  catalogueWithoutStay?: boolean;
}

/**
 * The stay of a checkout or optional-extras page (from the query, or from a quotation ref) with
 * the extras chosen. The chosen extras live in the URL: changing them replaces the query, so a
 * reload keeps them and the scroll position is left alone.
 */
export function useStayExtras(
  ref: string | undefined,
  { catalogueWithoutStay = false }: StayExtrasOptions = {},
): StayExtras {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const stayQuery = ref ? null : parseStayQuery(params);
  const stay: ExtrasFor | null = ref
    ? { bookRef: ref }
    : stayQuery
      ? { propertyId: stayQuery.propertyId, arrival: stayQuery.arrival, nights: stayQuery.nights }
      : null;
  const hasStay = stay !== null;
  const query = useQuery({
    ...optionalExtrasQuery(stay),
    enabled: hasStay || catalogueWithoutStay,
  });
  const fromUrl = extrasOfQuery(params);
  // A stay that cannot be booked takes no extras (the server says why); none are shown chosen.
  const bookable = query.data?.stay?.available ?? true;
  const chosen = bookable ? (fromUrl ?? query.data?.chosen ?? []) : [];
  const setChosen = useCallback(
    (next: ChosenExtra[]) =>
      navigate(
        { pathname: location.pathname, search: `?${withExtras(params, next)}` },
        { replace: true },
      ),
    [navigate, location.pathname, params],
  );
  const search = withExtras(params, chosen);
  return { stayQuery, hasStay, data: query.data, error: query.error, chosen, setChosen, search };
}
