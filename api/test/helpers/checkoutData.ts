import type { CheckoutRequest } from '@villa/shared/contract';

/** A lead passenger whom checkout accepts (an adult in the UK), with any field changed. */
export const lead = (overrides: Partial<CheckoutRequest['leadPassenger']> = {}) => ({
  clientTitle: 'Mrs',
  clientForename: 'Jane',
  clientSurname: 'Smith',
  address1: '10 Downing Street',
  address2: '',
  addTown: 'London',
  addCounty: '',
  addCountryId: 82,
  addPostcode: 'SW1A 2AA',
  clientTelephone: '020 7946 0000',
  clientMobile: '',
  clientEmail: 'jane.smith@example.com',
  dob: '1980-04-12',
  isDriving: '1' as const,
  ...overrides,
});
