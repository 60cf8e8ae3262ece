// Test data: answers shaped as the office villa API gives them (shared/src/contract/officeVillas.ts).
import type {
  OfficeVilla,
  OfficeVillaListItem,
  OfficeVillaOptionsResponse,
} from '@villa/shared/contract';

export const options: OfficeVillaOptionsResponse = {
  communities: [
    { comId: 1, comName: 'Windsor Hills' },
    { comId: 2, comName: 'Solterra' },
  ],
  propertyTypes: ['Townhouse', 'Villa', 'Executive Home', 'Estate Home'],
  features: [
    { section: 'accommodation', code: 'wifi', name: 'Wi-Fi' },
    { section: 'outdoorliving', code: 'bbq', name: 'Barbecue' },
  ],
  highlights: [{ code: 'new', name: 'New to the portal' }],
};

export function listItem(n: number, overrides: Partial<OfficeVillaListItem> = {}) {
  return {
    id: n,
    villaCode: `WH${String(n).padStart(3, '0')}`,
    villaName: `Villa ${n}`,
    status: 'AVAILABLE',
    community: options.communities[0],
    bedrooms: 4,
    sleeps: 8,
    photos: 12,
    nextArrival: n === 1 ? '2027-03-10' : null,
    ...overrides,
  } satisfies OfficeVillaListItem;
}

export function villa(overrides: Partial<OfficeVilla> = {}): OfficeVilla {
  return {
    id: 42,
    villaCode: 'NEW42',
    villaName: 'Palm View',
    propertyTypeName: 'Villa',
    bedrooms: 4,
    community: options.communities[0],
    counts: {
      maxOccupancy: 8,
      bathrooms: 3,
      additionalBathrooms: 0,
      king: 1,
      queen: 1,
      double_full: 0,
      single: 2,
      ensuite: 2,
      sqft: 2100,
      floors: 2,
    },
    bedBath: { bedrooms: [], bathrooms: [] },
    features: [{ section: 'accommodation', code: 'wifi', name: 'Wi-Fi', icon: 'wifi' }],
    descriptions: {
      short: 'A quiet villa',
      intro: '',
      living: '',
      bedroom: '',
      entertainment: '',
      outdoor: '',
      disabledMods: '',
      poolSafety: '',
    },
    testimonials: [],
    highlight: null,
    lat: null,
    lon: null,
    privatePool: true,
    status: 'DRAFT',
    commissionRate: 10,
    depositPercent: 25,
    balanceDueDays: 70,
    poolHeatingPerNight: null,
    photos: 0,
    nextArrival: null,
    bookings: 0,
    hasRates: false,
    createdAt: '2026-12-01T09:00:00.000Z',
    ...overrides,
  } as OfficeVilla;
}
