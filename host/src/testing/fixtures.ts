import type { ImpersonationPayload, LoginResponse, ServerConfig } from '@villa/shared/contract';
import { testProviderDetails } from '@villa/shared/testing';

export const serverConfig: ServerConfig = {
  companyDisplayName: 'Sunshine Travel',
  searchDates: { earliest: { amount: 1, unit: 'days' }, latest: { amount: 2, unit: 'years' } },
  nights_bookable: { min: 3, max: 28 },
  bookingWindow: { today: '2026-11-23', firstArrival: '2026-11-24', lastArrival: '2028-11-23' },
  provider: testProviderDetails,
};

export const agentLogin: LoginResponse = {
  token: 'agent-token',
  userRole: 'AGENT',
  config: serverConfig,
  accountSignupIncomplete: false,
};

export const impersonationPayload: ImpersonationPayload = {
  token: 'imp-token',
  userRole: 'AGENT',
  config: { ...serverConfig, companyDisplayName: 'Zoë’s Travel' },
  accountSignupIncomplete: false,
  tokenExpirySeconds: 1800,
  userId: 12,
  email: 'agent@demo.test',
  userAdminId: 1,
};
