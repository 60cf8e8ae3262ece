import { HEADERS } from '@villa/shared/contract';
import type { Caller } from '@villa/shared/store';

/** What every call to the API says of who is calling: the bearer token, and the admin's id while impersonating. */
export function callerHeaders({ token, isImpersonating, userAdminId }: Caller) {
  const headers: Record<string, string> = {};
  if (!token) return headers;
  headers.Authorization = `Bearer ${token}`;
  if (isImpersonating && userAdminId !== null) headers[HEADERS.adminUserId] = String(userAdminId);
  return headers;
}
