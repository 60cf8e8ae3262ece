import { paths } from '@villa/shared/routes';

/**
 * A villa's pages in the office. The calendar and photos pages are their own sections'
 * (remote-office/src/calendar, /photos) with these very paths; until their link-table entries
 * land with their routes (the manifests test wants a route for every entry), the paths are
 * made here from the villa's own.
 */
export const villaPages = {
  details: (id: number | string) => paths.officeVilla(id),
  calendar: (id: number | string) => `${paths.officeVilla(id)}/calendar`,
  photos: (id: number | string) => `${paths.officeVilla(id)}/photos`,
};
