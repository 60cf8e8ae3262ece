/**
 * The countries the portal offers in address forms. Ids are fixed because the client relies on
 * 82 being the United Kingdom (addresses found through the UK postcode lookup).
 */
export const COUNTRIES: readonly { id: number; name: string }[] = [
  { id: 3, name: 'Australia' },
  { id: 4, name: 'Austria' },
  { id: 7, name: 'Bahamas' },
  { id: 10, name: 'Belgium' },
  { id: 15, name: 'Canada' },
  { id: 20, name: 'Cyprus' },
  { id: 22, name: 'Czech Republic' },
  { id: 23, name: 'Denmark' },
  { id: 28, name: 'Finland' },
  { id: 29, name: 'France' },
  { id: 31, name: 'Germany' },
  { id: 32, name: 'Gibraltar' },
  { id: 33, name: 'Greece' },
  { id: 38, name: 'Guernsey' },
  { id: 40, name: 'Hong Kong' },
  { id: 43, name: 'Iceland' },
  { id: 45, name: 'Ireland' },
  { id: 46, name: 'Isle of Man' },
  { id: 47, name: 'Italy' },
  { id: 49, name: 'Jersey' },
  { id: 55, name: 'Luxembourg' },
  { id: 56, name: 'Malta' },
  { id: 60, name: 'Netherlands' },
  { id: 61, name: 'New Zealand' },
  { id: 63, name: 'Norway' },
  { id: 66, name: 'Poland' },
  { id: 67, name: 'Portugal' },
  { id: 72, name: 'Singapore' },
  { id: 73, name: 'South Africa' },
  { id: 74, name: 'Spain' },
  { id: 76, name: 'Sweden' },
  { id: 77, name: 'Switzerland' },
  { id: 80, name: 'United Arab Emirates' },
  { id: 82, name: 'United Kingdom' },
  { id: 83, name: 'United States' },
];

export const UNITED_KINGDOM_ID = 82;
