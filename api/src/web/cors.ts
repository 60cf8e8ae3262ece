import type { Config } from '../config';
import { readRemotesJson, remoteOrigins, remotesJsonFiles } from './remotes';

/**
 * Which browser pages may call the API from another origin: the portal's own (PUBLIC_URL) and
 * the remotes served from elsewhere (the absolute URLs of remotes.json, read on each call, so a
 * remote moved to a new origin is allowed without a restart). Calls from the page's own origin
 * need no CORS at all; any other origin gets no Access-Control-Allow-Origin, so its scripts
 * cannot read the answers.
 */
export function corsOriginCheck(config: Pick<Config, 'publicUrl' | 'portalRoot' | 'remotesJson'>) {
  const own = new URL(config.publicUrl).origin;
  const remotesFiles = remotesJsonFiles(config);
  return async (origin: string | undefined): Promise<string | false> => {
    if (!origin) return false;
    if (origin === own) return origin;
    const remotes = remoteOrigins(await readRemotesJson(remotesFiles));
    return remotes.includes(origin) ? origin : false;
  };
}
