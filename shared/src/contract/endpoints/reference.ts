import * as v from 'valibot';
import { countryValuesResponseSchema } from '../session';
import { endpoint } from './endpoint';

/** Reference data the forms need, before log-in too; and the API's own description. */
export const referenceEndpoints = {
  countries: endpoint({
    method: 'GET',
    path: '/country-values',
    summary: 'The countries of the address forms',
    access: 'public',
    answer: countryValuesResponseSchema,
    errors: [],
  }),
  openapi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document: every operation of the API (OpenAPI 3.1)',
    access: 'public',
    answer: v.looseObject({
      openapi: v.string(),
      info: v.looseObject({ title: v.string(), version: v.string() }),
      paths: v.record(v.string(), v.unknown()),
    }),
    errors: [],
  }),
};
