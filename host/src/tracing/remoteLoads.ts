/*
 * The remote loads of this page, noted by the remote loader (federation/remotes.ts) so the page
 * trace can show them (pageTrace.ts): a few numbers each, kept until the tracing SDK starts,
 * if ever, and handed to it as they end after that.
 */

export interface RemoteLoad {
  remote: string;
  /** performance.now() at the start and the end of the load. */
  start: number;
  end: number;
  ok: boolean;
}

/** At most this many loads are kept before the SDK starts (a page loads five remotes at most). */
const KEPT = 20;
const noted: RemoteLoad[] = [];
let listener: ((load: RemoteLoad) => void) | null = null;

/** The remote loader tells of each load; cheap when no trace is recorded. */
export function noteRemoteLoad(load: RemoteLoad): void {
  if (listener) listener(load);
  else if (noted.length < KEPT) noted.push(load);
}

/** For webTracing.ts: the loads noted so far, and every later one as it ends. */
export function takeRemoteLoads(next: (load: RemoteLoad) => void): RemoteLoad[] {
  listener = next;
  return noted.splice(0);
}
