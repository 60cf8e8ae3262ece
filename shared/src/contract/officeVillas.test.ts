import * as v from 'valibot';
import {
  officeVillaInputSchema,
  officeVillaPatchSchema,
  officeVillaMessages,
  villaStatusChange,
  villaStatusMessages,
} from './officeVillas';
import { fillMissingKeys, toValidationErrors } from './validation';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, fillMissingKeys(schema as never, input));
  return result.success ? [] : toValidationErrors(result.issues);
};

const smallest = {
  villaCode: ' wh2001 ',
  villaName: 'Palm Retreat',
  bedrooms: 4,
  community: { comId: 3 },
  counts: { maxOccupancy: 8, bathrooms: 3, sqft: 2400 },
};

describe('a new villa as the office writes it', () => {
  test('takes the documented defaults for every field left out, and starts as a draft', () => {
    const villa = v.parse(officeVillaInputSchema, smallest);
    expect(villa).toMatchObject({
      villaCode: 'WH2001',
      propertyTypeName: 'Villa',
      status: 'DRAFT',
      counts: { maxOccupancy: 8, bathrooms: 3, sqft: 2400, king: 0, ensuite: 0, floors: 1 },
      bedBath: { bedrooms: [], bathrooms: [] },
      features: [],
      testimonials: [],
      highlight: null,
      privatePool: false,
      commissionRate: 10,
      depositPercent: 25,
      balanceDueDays: 70,
      poolHeatingPerNight: null,
    });
    expect(villa.descriptions.short).toBe('');
  });

  test('names each required field in its own message', () => {
    expect(errorsOf(officeVillaInputSchema, {})).toEqual([
      { field: 'villaCode', error: 'Villa code is required' },
      { field: 'villaName', error: 'Villa name is required' },
      { field: 'bedrooms', error: 'Bedrooms must be a whole number from 1 to 20' },
      { field: 'community', error: 'Community is required' },
      { field: 'counts', error: 'Counts is required' },
    ]);
    expect(errorsOf(officeVillaInputSchema, { ...smallest, counts: {} })).toEqual([
      {
        field: 'counts.maxOccupancy',
        error: 'Maximum occupancy must be a whole number from 1 to 50',
      },
      { field: 'counts.bathrooms', error: 'Bathrooms must be a whole number from 1 to 20' },
      {
        field: 'counts.sqft',
        error: 'Square footage (ft) must be a whole number from 100 to 50000',
      },
    ]);
  });

  test('refuses bad values at their field', () => {
    const bad = (patch: object) => errorsOf(officeVillaInputSchema, { ...smallest, ...patch });
    expect(bad({ villaCode: 'W H' })).toEqual([
      { field: 'villaCode', error: officeVillaMessages.code },
    ]);
    expect(bad({ bedrooms: 2.5 })[0].field).toBe('bedrooms');
    expect(bad({ commissionRate: 12.345 })).toEqual([
      { field: 'commissionRate', error: 'Agent commission (%) must have at most 2 decimal places' },
    ]);
    expect(bad({ poolHeatingPerNight: 0 })[0].field).toBe('poolHeatingPerNight');
    expect(bad({ status: 'AVAILABLE' })).toEqual([
      { field: 'status', error: officeVillaMessages.newIsDraft },
    ]);
    expect(
      bad({
        testimonials: [
          {
            headline: '',
            testimonial: 'x',
            displayName: 'y',
            stayed: '2026-13',
            rating: 6,
            response: null,
          },
        ],
      }).map((e) => e.field),
    ).toEqual(['testimonials.0.headline', 'testimonials.0.stayed', 'testimonials.0.rating']);
  });

  test('checks the rules between fields once the fields themselves are right', () => {
    const bad = (patch: object) => errorsOf(officeVillaInputSchema, { ...smallest, ...patch });
    expect(bad({ counts: { ...smallest.counts, ensuite: 5 } })).toEqual([
      { field: 'counts.ensuite', error: officeVillaMessages.ensuiteOverBedrooms },
    ]);
    expect(bad({ poolHeatingPerNight: 25 })).toEqual([
      { field: 'poolHeatingPerNight', error: officeVillaMessages.poolHeatingNeedsPool },
    ]);
    expect(bad({ poolHeatingPerNight: 25, privatePool: true })).toEqual([]);
    expect(bad({ lat: 28.3 })).toEqual([
      { field: 'lon', error: officeVillaMessages.latLonTogether },
    ]);
  });
});

describe('a change of a villa', () => {
  test('carries only what changes, nested counts in part', () => {
    expect(v.parse(officeVillaPatchSchema, { counts: { sqft: 2600 } })).toEqual({
      counts: { sqft: 2600 },
    });
    expect(errorsOf(officeVillaPatchSchema, {})).toEqual([
      { field: 'body', error: officeVillaMessages.nothingToChange },
    ]);
  });

  test('moves a draft to sale, a villa on sale off it and back, never back to draft', () => {
    expect(villaStatusChange('DRAFT', 'AVAILABLE')).toBeNull();
    expect(villaStatusChange('AVAILABLE', 'WITHDRAWN')).toBeNull();
    expect(villaStatusChange('WITHDRAWN', 'AVAILABLE')).toBeNull();
    expect(villaStatusChange('DRAFT', 'WITHDRAWN')).toBe(villaStatusMessages.draftNotWithdrawn);
    expect(villaStatusChange('WITHDRAWN', 'DRAFT')).toBe(villaStatusMessages.notBackToDraft);
  });
});
