export const ROLES = ['AGENT', 'ORGANISATION', 'ACCOUNTS'] as const;
export type Role = (typeof ROLES)[number];
