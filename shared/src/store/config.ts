import type { ProviderDetails, ServerConfig } from '@villa/shared/contract';

/** The config the client keeps: the server's config with the search window made concrete. */
export interface ClientConfig {
  /** Shown in the header as "by ...". */
  companyDisplayName: string;
  /** First date an agent may search from, YYYY-MM-DD. */
  earliestSearchDate: string;
  /** Last date an agent may search to, YYYY-MM-DD. */
  latestSearchDate: string;
  /** Fewest nights bookable. */
  nightsMin: number;
  /** Most nights bookable. */
  nightsMax: number;
  /** The provider's contacts and bank transfer details (its settings file on the server). */
  provider: ProviderDetails;
}

/**
 * The config the pages keep: the booking window exactly as the server worked it out (its UTC
 * day), never recomputed here in the browser's local time.
 */
export function toClientConfig(server: ServerConfig): ClientConfig {
  return {
    companyDisplayName: server.companyDisplayName,
    earliestSearchDate: server.bookingWindow.firstArrival,
    latestSearchDate: server.bookingWindow.lastArrival,
    nightsMin: server.nights_bookable.min,
    nightsMax: server.nights_bookable.max,
    provider: server.provider,
  };
}

/** Reads the stored config JSON; null when missing or not a ClientConfig. */
export function parseStoredConfig(json: string | null): ClientConfig | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<ClientConfig> | null;
    if (
      value &&
      typeof value.companyDisplayName === 'string' &&
      typeof value.earliestSearchDate === 'string' &&
      typeof value.latestSearchDate === 'string' &&
      typeof value.nightsMin === 'number' &&
      typeof value.nightsMax === 'number' &&
      typeof value.provider?.name === 'string' &&
      typeof value.provider.bankTransfer?.iban === 'string'
    ) {
      return value as ClientConfig;
    }
  } catch {
    // unreadable: treated as missing
  }
  return null;
}
