import * as v from 'valibot';
import { countryValuesResponseSchema } from '../session';
import { endpoint } from './endpoint';
import { providerContactEndpoint } from './providerContact';

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
  providerContact: providerContactEndpoint,
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

/** What a load balancer asks of each API instance (api/src/web/health.ts says why). */
export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers (the database is not asked)',
    access: 'public',
    answer: v.object({ status: v.literal('ok'), instance: v.string() }),
    errors: [],
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: the database answers and every migration is applied',
    description: 'Not ready answers 503 with the same shape, status "not ready" and the reason.',
    access: 'public',
    answer: v.object({
      status: v.picklist(['ready', 'not ready']),
      instance: v.string(),
      /** Why not, when not ready. */
      reason: v.optional(v.string()),
      /** When ready: how long the oldest mail not yet sent has waited, in seconds (0: none). */
      outboxOldestPendingSeconds: v.optional(v.number()),
    }),
    errors: [503],
  }),
};
