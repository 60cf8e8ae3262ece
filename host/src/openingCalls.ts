import { sendOpeningCalls } from '@villa/shared/api';
import { OPENING_CALLS_ATTRIBUTE } from '@villa/shared/routes';

/*
 * The page's inline script, an entry of its own (build/webpack-config.cjs: OPENING_CALLS_ENTRY)
 * that the server writes into the page of a screen with data calls, with the calls in its
 * attribute (api/src/web/openingCalls.ts). It runs as soon as the browser reads it, so the
 * calls leave while the host's first script is still on its way, not after it has arrived.
 */
const calls = document.currentScript?.getAttribute(OPENING_CALLS_ATTRIBUTE);
if (calls) sendOpeningCalls(JSON.parse(calls) as string[]);
