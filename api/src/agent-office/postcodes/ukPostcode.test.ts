import { embeddedPostcodeProvider } from './embeddedProvider';
import { UK_ADDRESSES } from './ukAddresses';
import { normaliseUkPostcode } from './ukPostcode';

describe('UK postcode format', () => {
  it.each([
    ['b17 9aa', 'B17 9AA'],
    ['B179AA', 'B17 9AA'],
    ['  sw1a   1aa ', 'SW1A 1AA'],
    ['M1 1AE', 'M1 1AE'],
    ['EC1A1BB', 'EC1A 1BB'],
    ['W1A 1AA', 'W1A 1AA'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['gir0aa', 'GIR 0AA'],
  ])('reads %j as %s', (text, canonical) => {
    expect(normaliseUkPostcode(text)).toBe(canonical);
  });

  it.each([
    ['', 'empty'],
    ['B17', 'outward code only'],
    ['B17 9A', 'unit too short'],
    ['QA1 1AA', 'Q never starts a postcode'],
    ['AI1 1AA', 'I is never the second letter'],
    ['B17 9CA', 'C is never a unit letter'],
    ['B17 9AK', 'K is never a unit letter'],
    ['12345', 'a US ZIP code'],
    ['B17 9AA X', 'trailing text'],
  ])('refuses %j (%s)', (text) => {
    expect(normaliseUkPostcode(text)).toBeNull();
  });

  it('has only well-formed, canonical, distinct postcodes in the embedded sample', () => {
    const seen = new Set<string>();
    for (const entry of UK_ADDRESSES) {
      expect(normaliseUkPostcode(entry.postcode)).toBe(entry.postcode);
      expect(seen.has(entry.postcode)).toBe(false);
      seen.add(entry.postcode);
      expect(entry.premises.length).toBeGreaterThan(0);
    }
    expect(seen.size).toBeGreaterThanOrEqual(40);
  });

  it('gives address lines that fit the address block (5 to 50 characters)', async () => {
    for (const entry of UK_ADDRESSES) {
      const result = await embeddedPostcodeProvider.lookup(entry.postcode);
      if (result.kind !== 'found') throw new Error(`${entry.postcode} not found`);
      for (const line of result.address.Premises) {
        expect(line.length).toBeGreaterThanOrEqual(5);
        expect(line.length).toBeLessThanOrEqual(50);
      }
      expect(result.address.Town.length).toBeGreaterThanOrEqual(3);
    }
  });
});
