import * as v from 'valibot';
import { CONTRACT_VERSION, endpoints, type EndpointSpec } from '@villa/shared/contract';
import { jsonSchemaOf } from './openapi';

/*
 * The endpoint contract as a report (docs/adr/0017): for every entry of the endpoint table,
 * by its key (`villa.detail`), what a client sends (params, query, body: the input types) and
 * what it reads back (the answer: the output type), as JSON Schema, with the method, path,
 * access, success status, media type and failures. scripts/contract-surface.mjs checks it
 * against shared/api/contract.json; build/contractVersion.cjs says which version a change
 * needs. Descriptions are left out: a reworded summary changes no client.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface EndpointReport {
  method: EndpointSpec['method'];
  path: string;
  access: 'public' | string[];
  status: number;
  contentType?: string;
  errors: number[];
  params?: Json;
  query?: Json;
  body?: Json;
  answer?: Json;
}

export interface ContractReport {
  version: string;
  endpoints: Record<string, EndpointReport>;
}

const DOCUMENTATION = new Set(['description', 'title', 'examples']);

/**
 * A schema without its words for people; keys and required names sorted, so the report reads
 * the same each time.
 */
function withoutDocs(json: unknown): Json {
  if (Array.isArray(json)) return json.map(withoutDocs);
  if (json === null || typeof json !== 'object') return json as Json;
  const out: Record<string, Json> = {};
  for (const key of Object.keys(json).sort()) {
    if (DOCUMENTATION.has(key)) continue;
    const value = (json as Record<string, unknown>)[key];
    // The order of required names is the order fields were written in, no part of the shape.
    out[key] = key === 'required' && Array.isArray(value) ? [...value].sort() : withoutDocs(value);
  }
  return out;
}

const schemaOf = (schema: v.GenericSchema, mode: 'input' | 'output') =>
  withoutDocs(jsonSchemaOf(schema, mode));

export function endpointReport(spec: EndpointSpec): EndpointReport {
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access === 'public' ? 'public' : [...spec.access].sort(),
    status: spec.status ?? 200,
    ...(spec.contentType ? { contentType: spec.contentType } : {}),
    errors: [...spec.errors].sort((a, b) => a - b),
    ...(spec.params ? { params: schemaOf(spec.params, 'input') } : {}),
    ...(spec.query ? { query: schemaOf(spec.query, 'input') } : {}),
    ...(spec.body ? { body: schemaOf(spec.body, 'input') } : {}),
    ...(spec.answer ? { answer: schemaOf(spec.answer, 'output') } : {}),
  };
}

/** The whole table's report at the contract's version. */
export function contractReport(): ContractReport {
  const entries = Object.entries(endpoints).flatMap(([area, calls]) =>
    Object.entries(calls as Record<string, EndpointSpec>).map(
      ([name, spec]) => [`${area}.${name}`, endpointReport(spec)] as const,
    ),
  );
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return { version: CONTRACT_VERSION, endpoints: Object.fromEntries(entries) };
}
