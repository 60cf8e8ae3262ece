import type { ServerConfig } from '@villa/shared/contract';
import { addToDate, formatLocalDate } from './localTime';

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
}

/** Today plus the server's amount of a unit, for the search window. */
export function toClientConfig(server: ServerConfig, today = new Date()): ClientConfig {
  const { earliest, latest } = server.searchDates;
  return {
    companyDisplayName: server.companyDisplayName,
    earliestSearchDate: formatLocalDate(addToDate(today, earliest.amount, earliest.unit)),
    latestSearchDate: formatLocalDate(addToDate(today, latest.amount, latest.unit)),
    nightsMin: server.nights_bookable.min,
    nightsMax: server.nights_bookable.max,
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
      typeof value.nightsMax === 'number'
    ) {
      return value as ClientConfig;
    }
  } catch {
    // unreadable: treated as missing
  }
  return null;
}
