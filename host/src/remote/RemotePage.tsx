import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@villa/shared/routes';
import { texts } from '@villa/shared/texts';
import { Spinner, StyleScope } from '@villa/shared/ui';
import { withPrefetch } from '../federation/withPrefetch';
import { needsUpdate } from '../federation/sharedSurface';
import { builtForAnotherContract } from '../routing/routeTable';
import { loadPageWithQueries } from './loadPageWithQueries';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteStillLoading } from './RemoteStillLoading';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Pages loaded so far: a second visit renders at once, without a spinner. */
const loadedPages = new Map<string, ComponentType>();

export interface RemotePageProps {
  id: string;
  remote: RemoteName;
  /** Loads the page (with the page's QueryClient); the federation loader unless a test gives another. */
  load?: (remote: RemoteName, id: string) => Promise<ComponentType>;
}

type Status = 'loading' | 'slow' | 'ready' | 'failed' | 'needsUpdate';

/**
 * After this long a load still running says so, with Retry: past the time a cold remote page
 * takes on a slow mobile connection, so a normal load never shows it, and
 * soon enough that nobody waits long to be offered Retry.
 */
export const STILL_LOADING_AFTER_MS = 4000;

/**
 * A remote-owned page: loaded when first visited (spinner meanwhile, "Still loading…" with
 * Retry after STILL_LOADING_AFTER_MS). If the remote is down, throws, or is still not there at
 * the load limit (federation/loadLimit.ts), only the content area shows "This section is
 * unavailable" with a Retry that really loads again; a remote refused for its shared surface,
 * or whose manifest names another major of the endpoint contract, shows "This section needs an
 * update" instead (its code is never loaded). The page sits in its remote's style scope: the
 * remote's CSS applies to it and to no other remote's page. While loading and once loaded the page
 * sits in `.remote-page`, a screen high at least, so the footer starts below the fold and the page
 * arriving does not push the layout.
 */
export function RemotePage({ id, remote, load = loadPageWithQueries }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>(() => (loadedPages.has(id) ? 'ready' : 'loading'));
  const otherContract = builtForAnotherContract(remote);

  useEffect(() => {
    if (otherContract) return;
    if (loadedPages.has(id)) {
      setStatus('ready');
      return;
    }
    let current = true;
    setStatus('loading');
    const slow = setTimeout(() => setStatus('slow'), STILL_LOADING_AFTER_MS);
    load(remote, id)
      .then(
        (Page) => {
          loadedPages.set(id, Page);
          // A transition renders the page in slices that yield to the browser, so a long first
          // render (the villa page's) does not block input as one task.
          if (current) startTransition(() => setStatus('ready'));
          withPrefetch((p) => p.prefetchNextAfter(remote));
        },
        (error: unknown) => {
          console.error(`The ${remote} section could not be loaded`, error);
          if (current) setStatus(needsUpdate(error) ? 'needsUpdate' : 'failed');
        },
      )
      .finally(() => clearTimeout(slow));
    return () => {
      current = false;
      clearTimeout(slow);
    };
  }, [id, remote, load, attempt, otherContract]);

  const retry = () => setAttempt((count) => count + 1);
  // The manifest came with the page: a redeployed remote is read with the page again.
  if (otherContract) {
    return <RemoteUnavailable onRetry={() => location.reload()} reason="needsUpdate" />;
  }
  const Page = loadedPages.get(id);
  if (status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  if (status === 'needsUpdate') return <RemoteUnavailable onRetry={retry} reason="needsUpdate" />;
  if (status === 'loading' || status === 'slow' || !Page) {
    const slow = status === 'slow';
    // One polite status region throughout, its text changed in place, so the change is announced.
    return (
      <div className="remote-page">
        <Spinner label={slow ? texts.stillLoading.heading : undefined} />
        {slow && <RemoteStillLoading onRetry={retry} />}
      </div>
    );
  }
  return (
    <div className="remote-page">
      <RemoteErrorBoundary key={attempt} onRetry={retry}>
        <StyleScope remote={remote}>
          <Page />
        </StyleScope>
      </RemoteErrorBoundary>
    </div>
  );
}

/** Forgets loaded pages (tests). */
export function forgetLoadedPages() {
  loadedPages.clear();
}
