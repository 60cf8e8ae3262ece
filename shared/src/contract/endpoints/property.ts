import * as v from 'valibot';
import { propertySearchResponseSchema } from '../property';
import { endpoint, pathText, rawQuerySchema } from './endpoint';

/** The villa search and the villas' pictures. */
export const propertyEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/property-search',
    summary: 'Search the villas: a page of results and the filter counts',
    description:
      "The query is the /villas page's own: criteria[arrival] (YYYY-MM-DD), criteria[nights], " +
      'criteria[q] (a property code), criteria[page], criteria[rpp] and filters[<section>][] ' +
      '(each ticked option). parseSearchQuery reads it and names each bad key in a 422.',
    access: ['AGENT'],
    query: rawQuerySchema,
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
};
