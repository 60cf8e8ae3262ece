import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  OPENING_CALLS_ATTRIBUTE,
  OPENING_ROLES_ATTRIBUTE,
  routeDataKey,
  routeDataRoute,
  type BootManifest,
} from '@villa/shared/routes';
import { escapeHtml } from '../html';
import { routeParamsOf } from './portalRoutes';

/*
 * The opening screen's data calls, sent by the page itself. The host's first script starts a
 * remote screen's calls as it runs (host/src/remote/routeData.ts), but it is the largest file
 * of the page and on a real network it arrives two or three round trips after the page. So the
 * page carries a small script of the host's build (host/src/openingCalls.ts) that sends them as
 * soon as the browser reads it, and the host's call of the same URL takes the answer in flight.
 */

/** The host build's inline script: its text and the hash the Content-Security-Policy allows. */
export interface InlineScript {
  text: string;
  /** 'sha256-…', as script-src names it. */
  hash: string;
}

/** Its file in the host's build (build/webpack-config.cjs: OPENING_CALLS_ENTRY). */
const SCRIPT_FILE = 'opening-calls.js';

let scriptCache: { file: string; mtimeMs: number; script: InlineScript } | undefined;

/**
 * The host build's opening-calls script, read again only when the file changes (a new build in
 * place); null when the build has none (the page then leaves the calls to the host's script).
 */
export async function openingCallsScript(hostDist: string): Promise<InlineScript | null> {
  const file = path.join(hostDist, SCRIPT_FILE);
  try {
    const { mtimeMs } = await stat(file);
    if (scriptCache?.file === file && scriptCache.mtimeMs === mtimeMs) return scriptCache.script;
    // Its source map would be looked for beside the page, where it is not.
    const text = (await readFile(file, 'utf8')).replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '');
    if (/<\/script/i.test(text)) return null; // it could not be written inside a script element
    const hash = `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    scriptCache = { file, mtimeMs, script: { text, hash } };
    return scriptCache.script;
  } catch {
    return null;
  }
}

/**
 * The calls the page of a remote screen at `pathname` makes as it opens, each a path under the
 * page's origin ('/api/property/1'), as the host makes them (@villa/shared/routes routeDataKey).
 */
export function openingCallPaths(
  route: BootManifest['routes'][string],
  pathname: string,
  search: string,
): string[] {
  const params = routeParamsOf(route.path, pathname);
  if (!params) return [];
  return (route.data ?? []).flatMap((call) => {
    const key = routeDataKey(call, params, search);
    return key ? [`/api/${routeDataRoute(key)}`] : [];
  });
}

/**
 * The page with the script and its calls at the top of its head, after the charset: a script
 * after a style sheet would wait for the style sheet.
 */
export function withOpeningCalls(
  html: string,
  script: InlineScript,
  paths: string[],
  roles: BootManifest['routes'][string]['roles'] = 'public',
): string {
  const attribute = `${OPENING_CALLS_ATTRIBUTE}="${escapeHtml(JSON.stringify(paths))}"`;
  const rolesAttribute = `${OPENING_ROLES_ATTRIBUTE}="${escapeHtml(JSON.stringify(roles))}"`;
  const element = `<script ${attribute} ${rolesAttribute}>${script.text}</script>`;
  const top = /<meta charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  const at = top ? top.index + top[0].length : 0;
  return `${html.slice(0, at)}${element}${html.slice(at)}`;
}
