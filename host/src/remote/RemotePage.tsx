import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteName, RouteId } from '@villa/shared/routes';
import { Spinner, StyleScope } from '@villa/shared/ui';
import { needsUpdate } from '../federation/sharedSurface';
import { loadPageWithQueries } from './loadPageWithQueries';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Pages loaded so far: a second visit renders at once, without a spinner. */
const loadedPages = new Map<RouteId, ComponentType>();

export interface RemotePageProps {
  id: RouteId;
  remote: RemoteName;
  /** Loads the page (with the page's QueryClient); the federation loader unless a test gives another. */
  load?: (remote: RemoteName, id: RouteId) => Promise<ComponentType>;
}

type Status = 'loading' | 'ready' | 'failed' | 'needsUpdate';

/**
 * A remote-owned page: loaded when first visited (spinner meanwhile). If the remote is down,
 * hangs or throws, only the content area shows "This section is unavailable" with a Retry
 * that really loads again; a remote refused for its shared surface shows "This section needs
 * an update" instead. The page sits in its remote's style scope: the remote's CSS
 * applies to it and to no other remote's page.
 */
export function RemotePage({ id, remote, load = loadPageWithQueries }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>(() => (loadedPages.has(id) ? 'ready' : 'loading'));

  useEffect(() => {
    if (loadedPages.has(id)) {
      setStatus('ready');
      return;
    }
    let current = true;
    setStatus('loading');
    load(remote, id).then(
      (Page) => {
        loadedPages.set(id, Page);
        if (current) setStatus('ready');
      },
      (error: unknown) => {
        console.error(`The ${remote} section could not be loaded`, error);
        if (current) setStatus(needsUpdate(error) ? 'needsUpdate' : 'failed');
      },
    );
    return () => {
      current = false;
    };
  }, [id, remote, load, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  const Page = loadedPages.get(id);
  if (status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  if (status === 'needsUpdate') return <RemoteUnavailable onRetry={retry} reason="needsUpdate" />;
  if (status === 'loading' || !Page) return <Spinner />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <StyleScope remote={remote}>
        <Page />
      </StyleScope>
    </RemoteErrorBoundary>
  );
}

/** Forgets loaded pages (tests). */
export function forgetLoadedPages() {
  loadedPages.clear();
}
