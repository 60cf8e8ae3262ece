import { activeTab, adminTabsFor } from './adminTabs';

describe('adminTabsFor', () => {
  it('gives agents the six tabs on /admin/agent pages', () => {
    expect(adminTabsFor('AGENT', '/admin/agent/quotes', false)?.map((tab) => tab.label)).toEqual([
      'Dashboard',
      'Customer Bookings',
      'Sent Quotes',
      'Your Account',
      'Help & Support',
      'Guides',
    ]);
  });

  it('hides the tabs on signup routes and outside the admin area', () => {
    expect(adminTabsFor('AGENT', '/admin/agent/complete-signup', true)).toBeNull();
    expect(adminTabsFor('AGENT', '/villas', false)).toBeNull();
  });

  it('gives ACCOUNTS and ORGANISATION users only their dashboard tab', () => {
    expect(adminTabsFor('ACCOUNTS', '/admin/accounts/dashboard', false)).toEqual([
      { label: 'Accounts Dashboard', to: '/admin/accounts/dashboard' },
    ]);
    expect(adminTabsFor('ORGANISATION', '/admin/organisation/dashboard', false)).toEqual([
      { label: 'Organisation Dashboard', to: '/admin/organisation/dashboard' },
    ]);
  });
});

describe('activeTab', () => {
  it('marks Customer Bookings on a booking detail page', () => {
    const tabs = adminTabsFor('AGENT', '/admin/agent/bookings/VB1', false)!;
    expect(activeTab(tabs, '/admin/agent/bookings/VB1')?.label).toBe('Customer Bookings');
    expect(activeTab(tabs, '/admin/agent/dashboard')?.label).toBe('Dashboard');
  });
});
