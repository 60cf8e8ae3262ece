import { existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

// The five remotes, as the route manifests name them.
export { REMOTE_NAMES } from '@villa/shared/routes';

interface PortalFiles {
  portalRoot: string | null;
  remotesJson: string | null;
}

/**
 * The deploy folder `pnpm deploy:remote` writes (scripts/deploy-remote.mjs): remotes.json,
 * remotes/<name>/<version>/ (immutable builds) and remotes/<name>/history.json. The folder of
 * REMOTES_JSON when set, else var/deploy under the portal.
 */
export function deployDir(opts: PortalFiles): string | null {
  if (opts.remotesJson) return path.dirname(opts.remotesJson);
  return opts.portalRoot ? path.join(opts.portalRoot, 'var', 'deploy') : null;
}

/**
 * Where remotes.json may be, best first: REMOTES_JSON when set; else the deploy folder's (once
 * a remote was deployed), then the one the host build put beside index.html.
 */
export function remotesJsonFiles(opts: PortalFiles): string[] {
  if (opts.remotesJson) return [opts.remotesJson];
  if (!opts.portalRoot) return [];
  return [
    path.join(opts.portalRoot, 'var', 'deploy', 'remotes.json'),
    path.join(opts.portalRoot, 'host', 'dist', 'remotes.json'),
  ];
}

/** The text last read of each remotes.json, and which file it was (inode, time, size). */
const lastRead = new Map<string, { ino: number; mtimeMs: number; size: number; text: string }>();

/**
 * Looked at on every call: a team may deploy, roll back or point its remote elsewhere without
 * restarting the server. The first of the files that exists wins. The file is read again only
 * when it changed (a deploy writes a new file and renames it over the old one); every page,
 * CORS check and policy asks, so an unchanged file costs a stat, not a read.
 */
export async function readRemotesJson(files: readonly string[]): Promise<string | null> {
  for (const file of files) {
    try {
      const { ino, mtimeMs, size } = await stat(file);
      const known = lastRead.get(file);
      if (known && known.ino === ino && known.mtimeMs === mtimeMs && known.size === size) {
        return known.text;
      }
      const text = await readFile(file, 'utf8');
      lastRead.set(file, { ino, mtimeMs, size, text });
      return text;
    } catch {
      // not there (yet): the next one
    }
  }
  return null;
}

/** A deployed version's folder name: `1.0.0-3f2a9c81d0` (package version, content hash). */
const VERSION_FOLDER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/;

/**
 * The folder of one deployed version of a remote, when `segment` names one that exists:
 * /remotes/<name>/<version>/… is served from it, anything else from the remote's own dist.
 */
export function deployedVersionFolder(
  dir: string | null,
  name: string,
  segment: string,
): string | null {
  if (!dir || !VERSION_FOLDER.test(segment)) return null;
  const folder = path.join(dir, 'remotes', name, segment);
  return existsSync(folder) && statSync(folder).isDirectory() ? folder : null;
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
