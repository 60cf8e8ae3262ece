import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createPortalQueryClient, portalQueryClient } from './client';

/** Gives the pages below it the page's one QueryClient. */
export function PortalQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={portalQueryClient()}>{children}</QueryClientProvider>;
}

/**
 * A provider with a QueryClient of its own (tests: `render(page, { wrapper: FreshQueryClient })`),
 * so no answer survives from one test into the next.
 */
export function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState<QueryClient>(createPortalQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
