import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A page whose code is a chunk of its own: the component to route to, and a way to fetch it early. */
export interface ChunkPage<P extends object> {
  Page: ComponentType<P>;
  /** Fetches and runs the chunk (once); what a page that will be shown soon calls. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A page loaded from its chunk on first render, with `loading` shown meanwhile. It waits for
 * the chunk in state, not with React.lazy: React holds content back for 300 ms after a
 * Suspense fallback was shown (its reveal throttle), and a preloaded chunk arrives within a few
 * milliseconds, so the page was shown 300 ms after it was ready. A chunk that cannot be loaded
 * is the nearest error boundary's to show, as with React.lazy, and the next render asks again.
 */
export function chunkPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: () => ReactNode,
): ChunkPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (Page) => (loaded = Page),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Page(props: P) {
    const [Loaded, setLoaded] = useState(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      preload().then(
        (Ready) => current && setLoaded(() => Ready),
        (error: unknown) => current && setFailure(() => error),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    if (failure) throw failure;
    if (Loaded) return <Loaded {...props} />;
    return loading();
  }
  return { Page, preload };
}
