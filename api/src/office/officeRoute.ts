import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ROLES, type EndpointSpec, type StaffRole } from '@villa/shared/contract';
import { requireAdmin, requireAuth, requireStaff } from '../auth/plugin';
import { isStaffRole } from '../auth/roles';
import { forbidden } from '../errors';
import { route, type EndpointHandler } from '../web/endpointRoute';

/** Who is making an office call: what the audit log records of them. */
export interface StaffCaller {
  userId: number;
  email: string;
  role: StaffRole;
  /** The address the call came from (behind a proxy: TRUST_PROXY decides, as for the log-in). */
  ip: string;
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * Registers an office route: an entry of endpoints.office whose path is under /office and whose
 * access is the office's (STAFF and ADMIN, or ADMIN alone), with the matching preHandler. An entry
 * that would open an office call to an agent role is refused at start-up, not in production.
 */
export function officeRoute<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  handler: NoInfer<EndpointHandler<E>>,
): void {
  const access = endpoint.access;
  const adminOnly = access !== 'public' && sameRoles(access, ['ADMIN']);
  if (
    !endpoint.path.startsWith('/office/') ||
    access === 'public' ||
    !(adminOnly || sameRoles(access, STAFF_ROLES))
  ) {
    throw new Error(`${endpoint.method} ${endpoint.path} is not an office route for staff only`);
  }
  route(app, endpoint, handler, { preHandler: adminOnly ? requireAdmin : requireStaff });
}

/** The staff member of an office call (its preHandler has made sure there is one). */
export function staffCaller(request: FastifyRequest): StaffCaller {
  const { user } = requireAuth(request);
  if (!isStaffRole(user.role)) throw forbidden();
  return { userId: user.id, email: user.email, role: user.role, ip: request.ip };
}
