import { ROLES, type Role } from '@villa/shared/contract';

/** The portal's roles plus the administrator, who never uses the portal's own screens. */
export type UserRole = Role | 'ADMIN';

export const PORTAL_ROLES: readonly Role[] = ROLES;

export const isPortalRole = (role: UserRole): role is Role => role !== 'ADMIN';
