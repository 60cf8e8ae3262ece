import { manifestUrlOf, type BootManifest, type PortalBoot } from '@villa/shared/routes';

// Loaded only when the page has no boot data (the webpack dev server): a chunk of its own.

/**
 * remotes.json in production (the API server serves it beside the host); in development the
 * host's dev server serves remotes.dev.json, which points at each remote's dev server.
 */
const REMOTES_FILE = process.env.NODE_ENV === 'production' ? '/remotes.json' : '/remotes.dev.json';

async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Without inline boot data (the webpack dev server): remotes.json, then every remote's
 * routes.json at once. A remote whose manifest cannot be read has no routes; the rest works.
 */
export async function fetchBoot(): Promise<PortalBoot> {
  const remotes = (await fetchJson<PortalBoot['remotes']>(REMOTES_FILE)) ?? {};
  const manifests = await Promise.all(
    Object.entries(remotes).map(async ([name, entry]) => {
      const manifest = await fetchJson<BootManifest>(manifestUrlOf(entry, location.href));
      return manifest ? [[name, manifest] as const] : [];
    }),
  );
  return { remotes, routes: Object.fromEntries(manifests.flat()) };
}
