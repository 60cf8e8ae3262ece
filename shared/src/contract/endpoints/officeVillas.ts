import * as v from 'valibot';
import {
  officeVillaInputSchema,
  officeVillaListQuerySchema,
  officeVillaListResponseSchema,
  officeVillaOptionsResponseSchema,
  officeVillaPatchSchema,
  officeVillaResponseSchema,
} from '../officeVillas';
import { STAFF_ROLES } from '../roles';
import { endpoint, pathText } from './endpoint';

/**
 * The office's villas (api/src/office/villas/README.md): every villa whatever its status,
 * written in the shape agents read it. STAFF and ADMIN only. Part of the `office` area of the
 * table (OpenAPI tag `office`).
 */
export const officeVillaEndpoints = {
  villas: endpoint({
    method: 'GET',
    path: '/office/villas',
    summary: 'Every villa, found by code or name, status and community, a page at a time',
    access: STAFF_ROLES,
    query: officeVillaListQuerySchema,
    answer: officeVillaListResponseSchema,
    errors: [422],
  }),
  villaOptions: endpoint({
    method: 'GET',
    path: '/office/villa-options',
    summary: 'What a villa is written with: communities, property types, facilities, highlights',
    access: STAFF_ROLES,
    answer: officeVillaOptionsResponseSchema,
    errors: [],
  }),
  createVilla: endpoint({
    method: 'POST',
    path: '/office/villas',
    summary: 'Add a villa (a draft); fields left out take their documented defaults',
    access: STAFF_ROLES,
    body: officeVillaInputSchema,
    status: 201,
    answer: officeVillaResponseSchema,
    errors: [422],
  }),
  villa: endpoint({
    method: 'GET',
    path: '/office/villas/:id',
    summary: 'One villa with the office’s own terms, whatever its status',
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    answer: officeVillaResponseSchema,
    errors: [404],
  }),
  changeVilla: endpoint({
    method: 'PATCH',
    path: '/office/villas/:id',
    summary: 'Change what the body carries; { status: "AVAILABLE" } publishes, WITHDRAWN withdraws',
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    body: officeVillaPatchSchema,
    answer: officeVillaResponseSchema,
    errors: [404, 422],
  }),
  deleteVilla: endpoint({
    method: 'DELETE',
    path: '/office/villas/:id',
    summary: 'Delete a villa that has no booking, hold or quotation (409 otherwise: withdraw it)',
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    status: 204,
    answer: null,
    errors: [404, 409],
  }),
};
