import type { CheckoutInput } from '../booking/checkout';
import { ADDRESSES_BY_POSTCODE, premisesLine } from '../agent-office/postcodes/ukAddresses';

/*
 * The demo history's customers: made-up names living at addresses of the embedded postcode set
 * (agent-office/postcodes), so looking up any of their postcodes finds their street. Telephone
 * numbers are from Ofcom's ranges reserved for drama.
 */

const LEADS = [
  { title: 'Mrs', forename: 'Sarah', surname: 'Thompson', postcode: 'LS1 4DY' },
  { title: 'Mr', forename: 'David', surname: 'Patel', postcode: 'LE1 5YA' },
  { title: 'Ms', forename: 'Emma', surname: 'Clarke', postcode: 'BS1 4DJ' },
  { title: 'Mr', forename: 'James', surname: 'Walker', postcode: 'M1 1AE' },
  { title: 'Dr', forename: 'Helen', surname: 'Murray', postcode: 'G1 3SL' },
  { title: 'Mrs', forename: 'Amelia', surname: 'Hughes', postcode: 'CF10 1EP' },
  { title: 'Mr', forename: 'Noah', surname: 'Roberts', postcode: 'L1 8JQ' },
  { title: 'Miss', forename: 'Isla', surname: 'Wright', postcode: 'NE1 7RU' },
] as const;

/** Every postcode the demo history's customers live at (the postcode tests check them all). */
export const DEMO_POSTCODES: readonly string[] = LEADS.map((l) => l.postcode);

export const demoSurname = (i: number) => LEADS[i % LEADS.length].surname;

/** The lead passenger of demo booking `i`, of an age that fits an arrival in `arrival`'s year. */
export function demoLead(i: number, arrival: string): CheckoutInput['leadPassenger'] {
  const l = LEADS[i % LEADS.length];
  const home = ADDRESSES_BY_POSTCODE.get(l.postcode);
  if (!home) throw new Error(`${l.postcode} is not in the embedded postcode set`);
  const year = Number(arrival.slice(0, 4)) - 40 - (i % 9);
  return {
    clientTitle: l.title,
    clientForename: l.forename,
    clientSurname: l.surname,
    address1: premisesLine(home.premises[i % home.premises.length], home.street),
    address2: home.locality,
    addTown: home.town,
    addCounty: home.county,
    addCountryId: 82,
    addPostcode: l.postcode,
    clientTelephone: `0113 496 00${10 + i}`,
    clientMobile: `07700 900${100 + i}`,
    clientEmail: `${l.forename.toLowerCase()}.${l.surname.toLowerCase()}@example.com`,
    dob: `${year}-0${1 + (i % 9)}-1${i % 9}`,
    isDriving: '1',
  };
}

/** A partner and a child, and an infant on every other booking. */
export function demoPassengers(i: number, arrival: string): CheckoutInput['passengers'] {
  const y = Number(arrival.slice(0, 4));
  const surname = demoSurname(i);
  return [
    {
      title: '',
      forename: i % 2 ? 'Priya' : 'Mark',
      surname,
      dob: `${y - 41}-06-02`,
      isDriving: '1',
      passengerType: 'Adult',
    },
    {
      title: '',
      forename: 'Oliver',
      surname,
      dob: `${y - 9}-03-14`,
      isDriving: '0',
      passengerType: 'Child',
    },
    ...(i % 2 === 0
      ? [
          {
            title: '',
            forename: 'Ava',
            surname,
            dob: `${y - 1}-01-20`,
            isDriving: '0' as const,
            passengerType: 'Infant' as const,
          },
        ]
      : []),
  ];
}
