import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from '@villa/shared/router';
import {
  parseSearchQuery,
  rawQueryOf,
  SEARCH_SORTS,
  SEARCH_SORT_LABELS,
  searchQueryString,
  type SearchSort,
  type PropertySearchQuery,
  type PropertySearchResponse,
  type PropertySearchResult,
  type SearchLimits,
} from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { paths } from '@villa/shared/routes';
import { keepPreviousData, useQuery } from '@villa/shared/query';
import { useSessionConfig } from '@villa/shared/store';
import { Alert, Spinner } from '@villa/shared/ui';
import { SearchResultCard } from '@villa/shared/villa-ui';
import { DateNightsForm } from '../components/DateNightsForm';
import { FilterPanel } from '../components/FilterPanel';
import { FlexibleDates } from '../components/FlexibleDates';
import { Pagination } from '../components/Pagination';
import { QuickSearch } from '../components/QuickSearch';
import { searchHref, withCriteria, withFilters } from '../searchUrl';
import { searchTexts } from '../texts';
import { errorMessages, propertySearchQuery } from '../api';
import '../search.css';

const t = searchTexts;

/** Used only if the session has no config (it always has one once logged in). */
const FALLBACK_LIMITS: SearchLimits = {
  earliestSearchDate: '1970-01-01',
  latestSearchDate: '9999-12-31',
  nightsMin: 1,
  nightsMax: 30,
};

/**
 * /villas: the search is the URL (criteria[...] and filters[...]), so reload, share, back and
 * forward all reproduce it. Dates and nights, quick search, filters with counts, nearby dates,
 * results with their prices, and pages.
 */
export default function VillaSearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = useSessionConfig();
  const limits = useMemo<SearchLimits>(
    () =>
      config
        ? {
            earliestSearchDate: config.earliestSearchDate,
            latestSearchDate: config.latestSearchDate,
            nightsMin: config.nightsMin,
            nightsMax: config.nightsMax,
          }
        : FALLBACK_LIMITS,
    [config],
  );
  const paramsKey = params.toString();
  const parsed = useMemo(
    () => parseSearchQuery(rawQueryOf(new URLSearchParams(paramsKey)), limits),
    [paramsKey, limits],
  );
  const query = parsed.ok ? parsed.query : null;
  const queryString = query ? searchQueryString(query) : null;
  // The last answer stays on screen while the next one loads, so ticking a filter does not
  // blank the page.
  const search = useQuery({
    ...propertySearchQuery(queryString ?? ''),
    enabled: queryString !== null,
    placeholderData: keepPreviousData,
  });
  const { data, error } = search;
  /** An answer for the current query is awaited (the one on screen, if any, is older). */
  const isLoading = search.isFetching && (search.isPlaceholderData || data === undefined);

  const go = (next: PropertySearchQuery) => navigate({ search: searchHref(next) });

  // A page past the last one is answered with the last: the URL says so too.
  const answeredPage = data && !isLoading ? data.criteria.page : null;
  useEffect(() => {
    if (query && answeredPage !== null && answeredPage < query.page) {
      navigate({ search: searchHref({ ...query, page: answeredPage }) }, { replace: true });
    }
  }, [answeredPage, navigate, query]);

  return (
    <div className="villa-search">
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>

      <div className="villa-search__forms card">
        <DateNightsForm
          arrival={query?.arrival ?? null}
          nights={query?.nights ?? null}
          earliest={limits.earliestSearchDate}
          latest={limits.latestSearchDate}
          nightsMin={limits.nightsMin}
          nightsMax={limits.nightsMax}
          onSearch={(arrival, nights) => query && go(withCriteria(query, { arrival, nights }))}
          onClear={() => query && go(withCriteria(query, { arrival: null, nights: null }))}
        />
        <QuickSearch q={query?.q ?? ''} onSearch={(q) => query && go(withCriteria(query, { q }))} />
      </div>

      {!parsed.ok ? (
        <Alert variant="danger" title={t.results.invalidLink} live>
          <ul>
            {parsed.errors.map((e) => (
              <li key={e.field}>{e.error}</li>
            ))}
          </ul>
          <p>
            <Link to={paths.villas()}>{t.results.startAgain}</Link>
          </p>
        </Alert>
      ) : null}

      {query && data?.flexibleDates.length ? (
        <FlexibleDates
          dates={data.flexibleDates}
          hrefFor={(arrival) => searchHref(withCriteria(query, { arrival }))}
        />
      ) : null}

      {query ? (
        <div className="villa-search__layout">
          {data ? (
            <FilterPanel
              sections={data.filterCountsAndOtherCounts.sections}
              filters={query.filters}
              busy={isLoading}
              onChange={(filters) => go(withFilters(query, filters))}
            />
          ) : (
            <div />
          )}
          <section
            className="villa-search__results"
            aria-labelledby="villa-search-count"
            aria-busy={isLoading || undefined}
          >
            <h2 className="visually-hidden">{t.results.heading}</h2>
            {error ? (
              <Alert variant="danger" title={t.results.failed} live>
                {errorMessages(error).length > 0 ? (
                  <ul>
                    {errorMessages(error).map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                ) : null}
                <button type="button" className="button" onClick={() => void search.refetch()}>
                  {t.results.retry}
                </button>
              </Alert>
            ) : null}
            {!data && isLoading ? <Spinner label={t.results.loading} /> : null}
            {data ? (
              <Results
                data={data}
                query={query}
                queryString={queryString ?? ''}
                updating={isLoading}
                onSort={(sort) => go(withCriteria(query, { sort }))}
              />
            ) : null}
          </section>
        </div>
      ) : null}
    </div>
  );
}

function Results({
  data,
  query,
  queryString,
  updating,
  onSort,
}: {
  data: PropertySearchResponse;
  query: PropertySearchQuery;
  queryString: string;
  updating: boolean;
  onSort: (sort: SearchSort) => void;
}) {
  const { criteria } = data;
  return (
    <>
      <div className="villa-search__summary">
        {data.propertiesTotal > 0 ? (
          <p id="villa-search-count" className="villa-search__count" aria-live="polite">
            {t.results.count(data.propertiesTotal)}
          </p>
        ) : (
          <div id="villa-search-count" className="villa-search__none" aria-live="polite">
            <h2>{t.results.noneHeading}</h2>
            <p>{t.results.noneBody}</p>
          </div>
        )}
        <p className="villa-search__dates">
          {criteria.arrival && criteria.departure && criteria.nights
            ? t.results.datesSummary(
                formatDate(criteria.arrival),
                formatDate(criteria.departure),
                criteria.nights,
              )
            : t.results.noDates}
        </p>
        {data.propertiesTotal > 1 ? <SortSelect sort={query.sort} onSort={onSort} /> : null}
        {updating ? (
          <div className="villa-search__updating">
            <Spinner size="small" label={t.results.updating} />
          </div>
        ) : null}
      </div>
      <ol className="villa-search__list">
        {data.properties.map((property) => (
          <li key={property.propertyId}>
            <ResultCard property={property} queryString={queryString} nights={criteria.nights} />
          </li>
        ))}
      </ol>
      <Pagination
        page={criteria.page}
        pages={criteria.pages}
        hrefFor={(page) => searchHref(withCriteria(query, { page }))}
      />
    </>
  );
}

/** The order of the results; like every criterion it is in the URL (criteria[sort]). */
function SortSelect({ sort, onSort }: { sort: SearchSort; onSort: (sort: SearchSort) => void }) {
  return (
    <label className="villa-search__sort">
      <span>{t.results.sortLabel}</span>
      <select value={sort} onChange={(e) => onSort(e.target.value as SearchSort)}>
        {SEARCH_SORTS.map((option) => (
          <option key={option} value={option}>
            {SEARCH_SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

function ResultCard({
  property,
  queryString,
  nights,
}: {
  property: PropertySearchResult;
  queryString: string;
  nights: number | null;
}) {
  return (
    <SearchResultCard
      title={property.villaName}
      subTitle={property.fullCommunityName}
      reference={property.propertyCode}
      image={property.image}
      carouselImages={property.carouselImages}
      description={property.description}
      descriptionPoints={property.descriptionPoints}
      icons={property.icons}
      price={{ ...property.price, nights }}
      deposit={property.deposit}
      commission={property.agentCommission?.amount ?? null}
      poolHeatingCost={property.poolHeatingCost}
      highlight={property.highlight}
      resultURL={paths.villa(property.propertyId, queryString)}
      buttonText={t.results.viewVilla}
    />
  );
}
