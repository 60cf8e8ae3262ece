import { expect, type APIRequestContext } from '@playwright/test';
import { users } from './env';
import { isoIn } from './days';

// Bookings made through the API, for tests that start on a booking's page.

/** An additional passenger as the checkout call takes it. */
export interface PassengerRow {
  title: string;
  forename: string;
  surname: string;
  dob: string;
  isDriving: '0' | '1';
}

const AGENT = { email: users.agent.email, password: users.agent.password };
export interface Stay {
  propertyId: number;
  arrival: string;
  nights: number;
  maxOccupancy: number;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: { ...AGENT, user_type: 10 } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** A free 7-night stay at a villa sleeping 6 to 8, none of `used`, found through the API. */
export async function freeStay(request: APIRequestContext, used: Set<number>): Promise<Stay> {
  const token = await apiToken(request);
  for (let villa = 30; villa < 300; villa += 1) {
    if (used.has(villa)) continue;
    for (let week = 10; week < 40; week += 3) {
      const arrival = isoIn(week * 7);
      const res = await request.get(
        `/api/optional-extras?propertyId=${villa}&arrival=${arrival}&nights=7`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (!res.ok()) break;
      const body = (await res.json()) as {
        stay: { available: boolean; maxOccupancy: number } | null;
      };
      if (!body.stay || body.stay.maxOccupancy > 8) break;
      if (body.stay.available) {
        used.add(villa);
        return { propertyId: villa, arrival, nights: 7, maxOccupancy: body.stay.maxOccupancy };
      }
    }
  }
  throw new Error('no free stay found');
}

/**
 * A hold made straight through the checkout call, for tests that start on its page; with
 * `passengers`, additional passengers besides the lead.
 */
export async function reserveThroughApi(
  request: APIRequestContext,
  stay: Stay,
  passengers: PassengerRow[] = [],
): Promise<string> {
  const token = await apiToken(request);
  const res = await request.post('/api/checkout/reserve', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      propertyId: stay.propertyId,
      arrival: stay.arrival,
      nights: stay.nights,
      extras: [],
      leadPassenger: {
        clientTitle: 'Mr',
        clientForename: 'Peter',
        clientSurname: 'Jones',
        address1: '1 High Street',
        address2: '',
        addTown: 'Leeds',
        addCounty: '',
        addCountryId: 82,
        addPostcode: 'LS1 4AP',
        clientTelephone: '0113 496 0000',
        clientMobile: '',
        clientEmail: 'peter@example.com',
        dob: '1975-05-05',
        isDriving: '1',
      },
      passengers,
      agentRef: 'JONES',
      agentNotes: '',
      termsAccepted: true,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { bookRef: string }).bookRef;
}
