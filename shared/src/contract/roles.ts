import * as v from 'valibot';

/** The agents' side of the portal (the specifications' roles). */
export const AGENT_ROLES = ['AGENT', 'ORGANISATION', 'ACCOUNTS'] as const;
/** The provider's office: STAFF, and ADMIN (everything STAFF may do, and managing staff). */
export const STAFF_ROLES = ['STAFF', 'ADMIN'] as const;
/** Every role a session can have. */
export const ROLES = [...AGENT_ROLES, ...STAFF_ROLES] as const;

export const roleSchema = v.picklist(ROLES);
/** The role the agents' log-in and impersonation answer: never an office role. */
export const agentRoleSchema = v.picklist(AGENT_ROLES);
export type Role = v.InferOutput<typeof roleSchema>;
export type AgentRole = (typeof AGENT_ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Whether a role is the office's. The two kinds sign in at their own pages and are refused
 * each other's routes and calls (docs/office.md).
 */
export const isStaffRole = (role: Role | null | undefined): role is StaffRole =>
  role === 'STAFF' || role === 'ADMIN';

export const isAgentRole = (role: Role | null | undefined): role is AgentRole =>
  role === 'AGENT' || role === 'ORGANISATION' || role === 'ACCOUNTS';
