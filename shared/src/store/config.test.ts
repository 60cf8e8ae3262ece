import type { ServerConfig } from '@villa/shared/contract';
import { testProviderDetails } from '../testing/provider';
import { parseStoredConfig, toClientConfig } from './config';

const server: ServerConfig = {
  companyDisplayName: 'Sunshine Travel',
  searchDates: { earliest: { amount: 2, unit: 'days' }, latest: { amount: 18, unit: 'months' } },
  nights_bookable: { min: 7, max: 28 },
  bookingWindow: { today: '2027-01-31', firstArrival: '2027-02-02', lastArrival: '2028-07-31' },
  provider: testProviderDetails,
};

describe('toClientConfig', () => {
  it("takes the booking window as the server worked it out, whatever the browser's day", () => {
    const config = toClientConfig(server);
    expect(config.earliestSearchDate).toBe('2027-02-02');
    expect(config.latestSearchDate).toBe('2028-07-31');
  });

  it('takes the company name and the nights range from nights_bookable', () => {
    const config = toClientConfig(server);
    expect(config).toMatchObject({
      companyDisplayName: 'Sunshine Travel',
      nightsMin: 7,
      nightsMax: 28,
    });
  });
});

describe('parseStoredConfig', () => {
  it('reads back what was stored', () => {
    const config = toClientConfig(server);
    expect(parseStoredConfig(JSON.stringify(config))).toEqual(config);
  });

  it('gives null for missing, broken or foreign JSON', () => {
    expect(parseStoredConfig(null)).toBeNull();
    expect(parseStoredConfig('{oops')).toBeNull();
    expect(parseStoredConfig('{"companyDisplayName":"x"}')).toBeNull();
  });
});
