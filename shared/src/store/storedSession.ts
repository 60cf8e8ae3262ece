import { STORAGE_KEYS } from './storageKeys';

/*
 * The session as browser storage holds it, read without the session store: what the page's
 * inline script (the opening screen's calls, sent before any of the portal's scripts has
 * arrived) needs, and no more, so it carries neither zustand nor the store's actions.
 */

/** localStorage, or null when there is none or the browser refuses it. */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Who calls the API: the bearer token, and the administrator's id while impersonating. */
export interface Caller {
  token: string | null;
  isImpersonating: boolean;
  userAdminId: number | null;
}

/** The caller as storage holds it (no token: nobody). */
export function readStoredCaller(store: Storage | null = storage()): Caller {
  return {
    token: store?.getItem(STORAGE_KEYS.token) || null,
    isImpersonating: store?.getItem(STORAGE_KEYS.isImpersonating) === 'true',
    userAdminId: readNumber(store?.getItem(STORAGE_KEYS.userAdminId) ?? null),
  };
}

/** The token in browser storage, or null (what the route guard checks). */
export function readStoredToken(): string | null {
  return readStoredCaller().token;
}
