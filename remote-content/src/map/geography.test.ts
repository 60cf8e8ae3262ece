import committed from './geo/centralFlorida.json';

// The generator is plain CommonJS run by node; jest loads it the same way.
const { build } = require('../../scripts/central-florida-geography.cjs');

describe('the offline map geography', () => {
  test('the committed file is what the script writes from us-atlas', () => {
    expect(committed).toEqual(build());
  });

  test('it has the counties of the villa area, the coast and the county borders', () => {
    const names = committed.counties.map((c) => c.name);
    for (const county of [
      'Orange',
      'Osceola',
      'Polk',
      'Lake',
      'Seminole',
      'Hillsborough',
      'Brevard',
    ]) {
      expect(names).toContain(county);
    }
    expect(committed.outline.length).toBeGreaterThan(0);
    expect(committed.borders.length).toBeGreaterThan(10);
  });
});
