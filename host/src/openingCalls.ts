import { sendOpeningCalls } from '@villa/shared/api';
import { OPENING_CALLS_ATTRIBUTE, OPENING_ROLES_ATTRIBUTE } from '@villa/shared/routes';
import { STORAGE_KEYS } from '@villa/shared/store';

/*
 * The page's inline script, an entry of its own (build/webpack-config.cjs: OPENING_CALLS_ENTRY)
 * that the server writes into the page of a screen with data calls, with the calls in its
 * attribute (api/src/web/openingCalls.ts). It runs as soon as the browser reads it, so the
 * calls leave while the host's first script is still on its way, not after it has arrived.
 * A stored role the screen does not allow sends none: the guard will show the access-denied
 * page, and the server would refuse them.
 */
const script = document.currentScript;
const calls = script?.getAttribute(OPENING_CALLS_ATTRIBUTE);
const roles = JSON.parse(script?.getAttribute(OPENING_ROLES_ATTRIBUTE) ?? '"public"') as
  string[] | 'public';
let role: string | null = null;
try {
  role = localStorage.getItem(STORAGE_KEYS.userRole);
} catch {
  // Storage refused (a privacy mode): the host's own script asks once the guard has decided.
}
const allowed = roles === 'public' || (role !== null && roles.includes(role));
if (calls && allowed) sendOpeningCalls(JSON.parse(calls) as string[]);
