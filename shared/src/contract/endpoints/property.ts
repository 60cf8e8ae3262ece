import * as v from 'valibot';
import {
  CRITERIA_KEYS,
  FILTER_SECTION_INFO,
  FILTER_SECTIONS,
  propertySearchResponseSchema,
  SEARCH_SORTS,
  type SearchCriterion,
} from '../property';
import { endpoint, pathText } from './endpoint';
import { parsedParam, parsedQuery, type ParsedParamDoc } from './parsedQuery';

/** The criteria of a search as OpenAPI lists them; parseSearchQuery holds their rules. */
const CRITERIA_DOCS: Record<SearchCriterion, ParsedParamDoc> = {
  arrival: { type: 'string', format: 'date', description: 'Arrival day (YYYY-MM-DD), with nights' },
  nights: { type: 'integer', description: 'Nights of the stay, with arrival' },
  q: { type: 'string', description: 'Quick search: part of a property code' },
  page: { type: 'integer', description: 'The page of results, from 1' },
  rpp: { type: 'integer', description: 'Results per page' },
  sort: { type: 'string', enum: SEARCH_SORTS, description: 'The order of the results' },
};

/**
 * The parameters of a search (the /villas page's query), each listed for OpenAPI: its
 * criteria[...] and one filters[<section>] per filter section. Also the villa page's, for the
 * search that led there.
 */
export const searchQueryParams = {
  ...Object.fromEntries(
    CRITERIA_KEYS.map((key) => [`criteria[${key}]`, parsedParam(CRITERIA_DOCS[key])]),
  ),
  ...Object.fromEntries(
    FILTER_SECTIONS.map((section) => [
      `filters[${section}]`,
      parsedParam({
        type: 'string',
        description:
          `${FILTER_SECTION_INFO[section].title}: the options ticked, repeated ` +
          `(also as filters[${section}][]) or comma-separated`,
      }),
    ]),
  ),
};

/** The villa search and the villas' pictures. */
export const propertyEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/property-search',
    summary: 'Search the villas: a page of results and the filter counts',
    description:
      "The query is the /villas page's own (its parameters are listed). parseSearchQuery reads " +
      'it and names each bad key in a 422, an unknown criterion or filter section included.',
    access: ['AGENT'],
    query: parsedQuery(searchQueryParams),
    answer: propertySearchResponseSchema,
    errors: [422],
  }),
  image: endpoint({
    method: 'GET',
    path: '/property-images/:villaId/:file',
    summary: "A villa's picture or a highlight's logo (SVG)",
    access: 'public',
    params: v.object({ villaId: pathText, file: pathText }),
    answer: null,
    contentType: 'image/svg+xml',
    errors: [404],
  }),
  photo: endpoint({
    method: 'GET',
    path: '/photos/:file',
    summary: 'A villa photo the office uploaded (JPEG or WebP), by its content address',
    description:
      'The file name is the SHA-256 of the bytes and their extension, so an answer never ' +
      'changes and is cached for a year (immutable).',
    access: 'public',
    params: v.object({ file: pathText }),
    answer: null,
    contentType: 'image/*',
    errors: [404],
  }),
};
