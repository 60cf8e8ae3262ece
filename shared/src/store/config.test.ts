import type { ServerConfig } from '@villa/shared/contract';
import { parseStoredConfig, toClientConfig } from './config';

const server: ServerConfig = {
  companyDisplayName: 'Sunshine Travel',
  searchDates: { earliest: { amount: 2, unit: 'days' }, latest: { amount: 18, unit: 'months' } },
  nights_bookable: { min: 7, max: 28 },
};

describe('toClientConfig', () => {
  it('computes the search window as today plus the amount of the unit', () => {
    const config = toClientConfig(server, new Date(2027, 0, 31));
    expect(config.earliestSearchDate).toBe('2027-02-02');
    expect(config.latestSearchDate).toBe('2028-07-31');
  });

  it('handles weeks and years and a zero amount', () => {
    const config = toClientConfig(
      {
        ...server,
        searchDates: {
          earliest: { amount: 0, unit: 'weeks' },
          latest: { amount: 1, unit: 'years' },
        },
      },
      new Date(2028, 1, 29),
    );
    expect(config.earliestSearchDate).toBe('2028-02-29');
    expect(config.latestSearchDate).toBe('2029-02-28');
  });

  it('takes the company name and the nights range from nights_bookable', () => {
    const config = toClientConfig(server, new Date(2027, 0, 1));
    expect(config).toMatchObject({
      companyDisplayName: 'Sunshine Travel',
      nightsMin: 7,
      nightsMax: 28,
    });
  });
});

describe('parseStoredConfig', () => {
  it('reads back what was stored', () => {
    const config = toClientConfig(server, new Date(2027, 0, 1));
    expect(parseStoredConfig(JSON.stringify(config))).toEqual(config);
  });

  it('gives null for missing, broken or foreign JSON', () => {
    expect(parseStoredConfig(null)).toBeNull();
    expect(parseStoredConfig('{oops')).toBeNull();
    expect(parseStoredConfig('{"companyDisplayName":"x"}')).toBeNull();
  });
});
