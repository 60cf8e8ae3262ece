import {
  officeVillaInputSchema,
  officeVillaListQuerySchema,
  officeVillaPatchSchema,
} from '@villa/shared/contract';
import * as v from 'valibot';
import { transactionRetrying } from '../../src/db/engine';
import { HttpError, parseBody } from '../../src/errors';
import { listOfficeVillas, readOfficeVilla } from '../../src/office/villas/villaReads';
import { changeVilla, createVilla, deleteVilla } from '../../src/office/villas/villaWrites';
import type { TestApp } from './testApp';

/*
 * The office's villa calls as a test makes them. Until the office's routes are registered
 * they call the domain functions the routes will call, answering as the routes will.
 */

export interface OfficeAnswer {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): any;
}

export interface OfficeCalls {
  create(body: unknown): Promise<OfficeAnswer>;
  get(id: number): Promise<OfficeAnswer>;
  patch(id: number, body: unknown): Promise<OfficeAnswer>;
  remove(id: number): Promise<OfficeAnswer>;
  list(query: Record<string, string>): Promise<OfficeAnswer>;
}

const answer = (statusCode: number, body: unknown): OfficeAnswer => ({
  statusCode,
  json: () => JSON.parse(JSON.stringify(body ?? null)),
});

async function answered(work: () => Promise<OfficeAnswer>): Promise<OfficeAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return answer(error.statusCode, error.body);
    throw error;
  }
}

const notFound = () =>
  answer(404, {
    errors: ["Sorry the page or requested resource either doesn't exist or no longer exists."],
  });

export async function officeCallsOf(t: TestApp): Promise<OfficeCalls> {
  const { db } = t.services;
  return {
    create: (body) =>
      answered(async () => {
        const fields = parseBody(officeVillaInputSchema, body);
        const { after } = await transactionRetrying(db, (trx) =>
          createVilla(trx, fields, t.clock()),
        );
        return answer(201, { villa: after });
      }),
    get: (id) =>
      answered(async () => {
        const villa = await readOfficeVilla(db, id, t.clock());
        return villa ? answer(200, { villa }) : notFound();
      }),
    patch: (id, body) =>
      answered(async () => {
        const patch = parseBody(officeVillaPatchSchema, body);
        const write = await transactionRetrying(db, (trx) =>
          changeVilla(trx, id, patch, t.clock()),
        );
        return write ? answer(200, { villa: write.after }) : notFound();
      }),
    remove: (id) =>
      answered(async () => {
        const write = await transactionRetrying(db, (trx) => deleteVilla(trx, id, t.clock()));
        return write ? answer(204, null) : notFound();
      }),
    list: (query) =>
      answered(async () => {
        const parsed = v.parse(officeVillaListQuerySchema, query);
        return answer(200, await listOfficeVillas(db, parsed, t.clock()));
      }),
  };
}
