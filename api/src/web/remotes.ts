import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@villa/shared/routes';

export const REMOTE_NAMES = [
  'search',
  'villa',
  'booking',
  'admin',
  'content',
] as const satisfies readonly RemoteName[];

/** REMOTES_JSON when set, else the one the host build put beside index.html. */
export function remotesJsonPath(opts: { portalRoot: string | null; remotesJson: string | null }) {
  if (opts.remotesJson) return opts.remotesJson;
  return opts.portalRoot ? path.join(opts.portalRoot, 'host', 'dist', 'remotes.json') : null;
}

/** Read on every call: a team may point its remote elsewhere without restarting the server. */
export async function readRemotesJson(file: string | null): Promise<string | null> {
  if (!file) return null;
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The origins of remotes served from elsewhere; relative URLs are this origin already.
 * Values may be plain URLs or objects holding URLs, so every string is looked at.
 */
export function remoteOrigins(remotesJson: string | null): string[] {
  if (!remotesJson) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  const origins = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      try {
        const url = new URL(value);
        if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
      } catch {
        // relative URL: same origin
      }
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(parsed);
  return [...origins].sort();
}
