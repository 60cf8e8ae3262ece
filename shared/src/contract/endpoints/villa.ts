import * as v from 'valibot';
import { sendPdfResponseSchema, sendPdfSchema } from '../agentOffice';
import {
  createQuoteResponseSchema,
  createQuoteSchema,
  nightsOptionsResponseSchema,
  propertyDetailResponseSchema,
} from '../villa';
import { endpoint, pathText, queryValue } from './endpoint';
import { parsedParam, parsedQuery } from './parsedQuery';
import { searchQueryParams } from './property';

const AGENT = ['AGENT'] as const;

/** The villa page: the villa, its nights, quotes and property sheets. */
export const villaEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/property/:id',
    summary: 'A villa with its 24-month calendar, priced for a stay when one is given',
    description:
      "The query is the villa page's: the stay (arrival, nights) and the search that led there " +
      '(criteria[...] and filters[...] as GET /property-search takes them), for the previous ' +
      'and next villa.',
    access: AGENT,
    params: v.object({ id: pathText }),
    query: parsedQuery({
      arrival: parsedParam({
        type: 'string',
        format: 'date',
        description: 'Arrival day of the stay to price (YYYY-MM-DD), with nights',
      }),
      nights: parsedParam({ type: 'integer', description: 'Nights of the stay, with arrival' }),
      ...searchQueryParams,
    }),
    answer: propertyDetailResponseSchema,
    errors: [404, 422],
  }),
  nightsOptions: endpoint({
    method: 'GET',
    path: '/property-nights-options/:id/:date',
    summary: 'The stay lengths that can be booked from an arrival day',
    access: AGENT,
    params: v.object({ id: pathText, date: pathText }),
    answer: nightsOptionsResponseSchema,
    errors: [404, 422],
  }),
  createQuote: endpoint({
    method: 'POST',
    path: '/quotes',
    summary: 'Make a quotation for a stay',
    access: AGENT,
    body: createQuoteSchema,
    status: 201,
    answer: createQuoteResponseSchema,
    errors: [422],
  }),
  quotePdf: endpoint({
    method: 'GET',
    path: '/quotes/:ref/pdf',
    summary: 'A quotation as a PDF',
    access: AGENT,
    params: v.object({ ref: pathText }),
    answer: null,
    contentType: 'application/pdf',
    // 429: too many of the account's PDFs waiting at once (api/src/web/pdfQueue.ts); 503: the
    // PDF could not be made just now (api/src/pdf/renderPool.ts).
    errors: [404, 409, 429, 503],
  }),
  sheetPdf: endpoint({
    method: 'GET',
    path: '/property/:id/sheet.pdf',
    summary: "A villa's property sheet as a PDF, priced for a stay when one is given",
    access: AGENT,
    params: v.object({ id: pathText }),
    query: v.object({ arrival: queryValue, nights: queryValue }),
    answer: null,
    contentType: 'application/pdf',
    // 429: too many of the account's PDFs waiting at once (api/src/web/pdfQueue.ts); 503: the
    // PDF could not be made just now (api/src/pdf/renderPool.ts).
    errors: [404, 422, 429, 503],
  }),
  sendSheet: endpoint({
    method: 'POST',
    path: '/send-pdf/property/:id',
    summary: "E-mail a villa's property sheet",
    access: AGENT,
    params: v.object({ id: pathText }),
    body: sendPdfSchema,
    status: 202,
    answer: sendPdfResponseSchema,
    // 429: the account's or the address's mail limit (provider settings); 503: the PDF could
    // not be made just now (api/src/pdf/renderPool.ts).
    errors: [404, 422, 429, 503],
  }),
};
