import type { Role } from '@villa/shared/contract';
import type { Screen } from '../routing/routeTable';

export interface OfficeNavItem {
  label: string;
  to: string;
}

/**
 * The office's menu: every screen of remote-office whose manifest entry has a `menu` line
 * (remote-office/src/routes.json), in manifest order, to the roles the screen allows. A section
 * a later release of the office adds shows up here with its routes.json entry; the host needs
 * no change for it.
 */
export function officeNavItems(screens: readonly Screen[], role: Role | null): OfficeNavItem[] {
  return screens
    .filter(
      (screen) =>
        screen.owner === 'office' &&
        screen.menu !== undefined &&
        screen.roles !== 'public' &&
        role !== null &&
        screen.roles.includes(role),
    )
    .map((screen) => ({ label: screen.menu as string, to: screen.path }));
}

/**
 * Whether an item is the current page's section: its own path, or a page under it
 * (`/office/villas/12` is in Villas); the dashboard, /office itself, only on itself.
 */
export const isCurrentOfficeItem = (item: OfficeNavItem, pathname: string, home: string) =>
  pathname === item.to || (item.to !== home && pathname.startsWith(`${item.to}/`));
