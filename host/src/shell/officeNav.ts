import { paths } from '@villa/shared/routes';
import { texts } from '@villa/shared/texts';

export interface OfficeNavItem {
  label: string;
  to: string;
  /** The paths the item is current on: itself, or under it (`/office/villas/12`). */
  match: string;
  exact?: boolean;
}

/**
 * The office's menu: a line for each section of remote-office that exists, added here as the
 * section opens (its path in shared/src/routes/links.ts). Shown to STAFF and ADMIN only.
 */
export const officeNavItems: readonly OfficeNavItem[] = [
  {
    label: texts.officeNav.dashboard,
    to: paths.officeHome(),
    match: paths.officeHome(),
    exact: true,
  },
];

/** Whether an item is the current page's section. */
export const isCurrentOfficeItem = (item: OfficeNavItem, pathname: string) =>
  pathname === item.match || (!item.exact && pathname.startsWith(`${item.match}/`));
