import * as v from 'valibot';
export const ROLES = ['AGENT', 'ORGANISATION', 'ACCOUNTS'] as const;
export const roleSchema = v.picklist(ROLES);
export type Role = v.InferOutput<typeof roleSchema>;
