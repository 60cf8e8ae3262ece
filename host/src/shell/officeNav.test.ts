import type { Screen } from '../routing/routeTable';
import { isCurrentOfficeItem, officeNavItems } from './officeNav';

const OFFICE = ['STAFF', 'ADMIN'] as const;
const screens: Screen[] = [
  { id: 'officeLogin', owner: 'office', path: '/office/login', title: 'Sign in', roles: 'public' },
  {
    id: 'officeHome',
    owner: 'office',
    path: '/office',
    title: 'Office',
    roles: OFFICE,
    menu: 'Dashboard',
  },
  {
    id: 'officeVillas',
    owner: 'office',
    path: '/office/villas',
    title: 'Villas',
    roles: OFFICE,
    menu: 'Villas',
  },
  { id: 'officeVilla', owner: 'office', path: '/office/villas/:id', title: 'Villa', roles: OFFICE },
  {
    id: 'officeStaff',
    owner: 'office',
    path: '/office/staff',
    title: 'Staff',
    roles: ['ADMIN'],
    menu: 'Staff',
  },
  // Only the office's screens are in its menu, whatever another remote's manifest says.
  {
    id: 'villas',
    owner: 'search',
    path: '/villas',
    title: 'Search',
    roles: ['AGENT'],
    menu: 'Search',
  },
];

describe("the office's menu", () => {
  it("lists the office's screens with a menu line, in manifest order, to the roles they allow", () => {
    expect(officeNavItems(screens, 'STAFF')).toEqual([
      { label: 'Dashboard', to: '/office' },
      { label: 'Villas', to: '/office/villas' },
    ]);
    expect(officeNavItems(screens, 'ADMIN').map((item) => item.label)).toEqual([
      'Dashboard',
      'Villas',
      'Staff',
    ]);
  });

  it('is empty for the agents’ roles and without a session', () => {
    expect(officeNavItems(screens, 'AGENT')).toEqual([]);
    expect(officeNavItems(screens, null)).toEqual([]);
  });

  it('marks a section current on its pages, the dashboard on itself only', () => {
    const [dashboard, villas] = officeNavItems(screens, 'STAFF');
    expect(isCurrentOfficeItem(dashboard, '/office', '/office')).toBe(true);
    expect(isCurrentOfficeItem(dashboard, '/office/villas', '/office')).toBe(false);
    expect(isCurrentOfficeItem(villas, '/office/villas/12', '/office')).toBe(true);
    expect(isCurrentOfficeItem(villas, '/office/villasx', '/office')).toBe(false);
  });
});
