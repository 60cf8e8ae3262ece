import { remoteOrigins } from './remotes';

describe('remoteOrigins', () => {
  test('collects the origins of absolute URLs, also inside objects, and skips relative ones', () => {
    const json = JSON.stringify({
      search: 'http://localhost:3001/mf-manifest.json',
      villa: '/remotes/villa/mf-manifest.json',
      booking: { entry: 'https://booking.cdn.test/remoteEntry.js' },
      admin: 'http://localhost:3001/other.json',
    });
    expect(remoteOrigins(json)).toEqual(['http://localhost:3001', 'https://booking.cdn.test']);
  });

  test('answers no origins for a missing or broken file', () => {
    expect(remoteOrigins(null)).toEqual([]);
    expect(remoteOrigins('{not json')).toEqual([]);
  });
});
