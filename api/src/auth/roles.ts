import type { Role } from '@villa/shared/contract';

/** Every role a user row can have: the agents' three and the office's two. */
export type UserRole = Role;

export { AGENT_ROLES, STAFF_ROLES, isAgentRole, isStaffRole } from '@villa/shared/contract';
