import { distanceKm, type LatLon } from '@villa/shared/format';

export type { LatLon };

/**
 * The facts file's drive-time estimate, free-flowing traffic: 5 minutes plus the great-circle
 * distance times a 1.3 road factor at 80 km/h, rounded to 5 minutes. Expect +/-25%.
 */
export function estimateDriveMinutes(from: LatLon, to: LatLon): number {
  const minutes = 5 + ((distanceKm(from, to) * 1.3) / 80) * 60;
  return Math.round(minutes / 5) * 5;
}

/** Drive-time targets of the facts file (Magic Kingdom is its parking / TTC). */
export const DRIVE_TARGETS = {
  magicKingdom: { lat: 28.4055, lon: -81.5787 },
  epcot: { lat: 28.3747, lon: -81.5494 },
  universal: { lat: 28.475, lon: -81.467 },
  mco: { lat: 28.4294, lon: -81.3089 },
} as const;
