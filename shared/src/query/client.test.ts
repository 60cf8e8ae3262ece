import { getSession, readSessionFromStorage, useSessionStore } from '@villa/shared/store';
import { testProviderDetails } from '../testing/provider';
import { portalQueryClient } from './client';

const config = {
  companyDisplayName: 'Sunshine Travel',
  searchDates: {
    earliest: { amount: 1, unit: 'days' as const },
    latest: { amount: 1, unit: 'years' as const },
  },
  nights_bookable: { min: 3, max: 28 },
  bookingWindow: { today: '2026-11-23', firstArrival: '2026-11-24', lastArrival: '2027-11-23' },
  provider: testProviderDetails,
};

const logIn = (token: string) =>
  getSession().login(
    { token, userRole: 'AGENT', config, accountSignupIncomplete: false },
    1,
    'agent@demo.test',
    600,
  );

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState(readSessionFromStorage());
});

describe("the page's QueryClient", () => {
  it('is one client for every caller', () => {
    expect(portalQueryClient()).toBe(portalQueryClient());
  });

  it("forgets every answer when the session ends: the next user never sees the last one's data", () => {
    logIn('first');
    portalQueryClient().setQueryData(['bookings'], ['VB000001']);
    getSession().logout();
    expect(portalQueryClient().getQueryData(['bookings'])).toBeUndefined();
  });

  it('forgets them too when another user logs in over the session', () => {
    logIn('first');
    portalQueryClient().setQueryData(['bookings'], ['VB000001']);
    logIn('second');
    expect(portalQueryClient().getQueryData(['bookings'])).toBeUndefined();
  });

  it('keeps them while the session only moves its expiry', () => {
    logIn('first');
    portalQueryClient().setQueryData(['bookings'], ['VB000001']);
    getSession().applyTokenExpiry(900);
    expect(portalQueryClient().getQueryData(['bookings'])).toEqual(['VB000001']);
  });
});
