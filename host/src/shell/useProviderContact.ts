import { useEffect, useState } from 'react';
import { callEndpoint } from '@villa/shared/api';
import { providerContactEndpoint, type ProviderContact } from '@villa/shared/contract';
import { useSessionStore } from '@villa/shared/store';

/*
 * The provider's name and contacts for the shell (footer, log-in page). Logged in, they come
 * with the session's config; before log-in from the public GET /api/provider-contact, asked
 * once per page load. null until known: the shell shows nothing rather than a made-up number.
 * Not through TanStack Query: the log-in page does not download it (it comes with the first
 * remote page, host/src/remote/loadPageWithQueries.tsx), and one answer per load is all it needs.
 */

let publicContact: Promise<ProviderContact | null> | null = null;

const isContact = (value: unknown): value is ProviderContact =>
  typeof (value as ProviderContact | null)?.email === 'string' &&
  typeof (value as ProviderContact).phone === 'string';

/** Asked once per page load; a failed answer leaves the contacts out until the next load. */
function fetchPublicContact(): Promise<ProviderContact | null> {
  publicContact ??= callEndpoint(providerContactEndpoint, { showErrorDialog: false })
    .then((data) => (isContact(data) ? data : null))
    .catch(() => null);
  return publicContact;
}

/** Forgets the answer, so the next page asks again (tests). */
export function forgetProviderContact() {
  publicContact = null;
}

export function useProviderContact(): ProviderContact | null {
  const fromSession = useSessionStore((s) => s.config?.provider ?? null);
  const [fetched, setFetched] = useState<ProviderContact | null>(null);
  useEffect(() => {
    if (fromSession) return;
    let live = true;
    void fetchPublicContact().then((contact) => {
      if (live) setFetched(contact);
    });
    return () => {
      live = false;
    };
  }, [fromSession]);
  return fromSession ?? fetched;
}
