import { matchRoutes } from '@villa/shared/router';
import { paths } from './paths';
import { linkTable, redirects } from './links';

const screens = Object.values(linkTable).map((path) => ({ path }));
const forwards = redirects.map(({ from }) => ({ path: from }));

describe('paths', () => {
  it('fill in the link table patterns, encoding what they are given', () => {
    expect(paths.villa(12, 'arrival=2027-01-02&nights=7')).toBe(
      '/villa/12?arrival=2027-01-02&nights=7',
    );
    expect(paths.checkout('all', 'customer-details')).toBe('/checkout/all/customer-details');
    expect(paths.checkout('reserve', 'optional-extras', 'VB000123')).toBe(
      '/checkout/reserve/optional-extras/VB000123',
    );
    expect(paths.bookingDetail('VB 1/2')).toBe('/admin/agent/bookings/VB%201%2F2');
    expect(paths.aboutFlorida()).toBe('/about-florida');
    expect(paths.aboutFlorida('weather')).toBe('/about-florida/weather');
    expect(paths.ride(3, 41)).toBe('/about-florida/theme-parks/3/41');
    expect(paths.accessDenied()).toBe('/?rolestatus=invalid');
    expect(paths.villasInCommunity(2)).toBe('/villas?filters[community]=2');
    expect(paths.agentAdmin()).toBe('/admin/agent');
    expect(paths.communitiesIndex()).toBe('/communities');
    expect(paths.home()).toBe('/');
  });

  it('lead only to linked screens or redirects', () => {
    const built = [
      paths.login(),
      paths.home(),
      paths.agentDashboard(),
      paths.agentBookings(),
      paths.agentQuotes(),
      paths.agentAccount(),
      paths.agentSupport(),
      paths.agentGuides(),
      paths.completeSignup(),
      paths.organisationDashboard(),
      paths.accountsDashboard(),
      paths.villas(),
      paths.optionalExtras(),
      paths.checkoutCompleted('VB000123'),
      paths.communities('B'),
      paths.community(7),
      paths.themePark(3),
      paths.terms('vc-booking'),
    ];
    for (const path of built) {
      expect(matchRoutes(screens, path)).not.toBeNull();
    }
    for (const path of [paths.agentAdmin(), paths.communitiesIndex()]) {
      expect(matchRoutes(forwards, path)).not.toBeNull();
    }
  });
});
