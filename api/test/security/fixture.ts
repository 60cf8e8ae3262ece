import type { RouteOptions } from 'fastify';
import {
  HEADERS,
  type BookingResponse,
  type CheckoutResponse,
  type CreateQuoteResponse,
  dayOfInstant,
  isoOf,
} from '@villa/shared/contract';
import { hashPassword } from '../../src/auth/passwords';
import { createSession } from '../../src/auth/sessions';
import { assessStay } from '../../src/booking/stay';
import { lead } from '../helpers/checkoutData';
import type { TestEngine } from '../helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  tokenFor,
  impersonateThroughLink,
  officeLogIn,
  userId,
  type TestApp,
  type TestAppOptions,
} from '../helpers/testApp';

/*
 * One app per suite, with the routes it registered (Fastify's onRoute, so a new route is in
 * the suites without editing them), the identities of the access matrix and the data of the
 * "owner" agent that every other identity must neither see nor change.
 */

export const IDENTITIES = [
  'owner',
  'otherAgent',
  'organisation',
  'accounts',
  'staff',
  'admin',
  'incompleteAgent',
  'noToken',
  'garbageToken',
  'expiredToken',
  'impersonationNoHeader',
  'impersonationWrongHeader',
] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface RegisteredRoute {
  method: string;
  /** The path as registered, with its /api prefix and :params. */
  url: string;
  /** What the route itself declares (config.access); the policy beside the tests is separate. */
  declaredAccess: unknown;
}

/** "GET /api/bookings/:ref": how the policy and the figures name a route. */
export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

export const OTHER_AGENT = { email: 'intruder@demo.test', password: 'Intruder#2026' } as const;

/** What the owner agent has; the routes' samples point at it. */
export interface OwnerData {
  userId: number;
  email: string;
  /** A quotation made now, on a free stay (PDF, send-PDF, optional extras). */
  quoteRef: string;
  /** A booking on hold (RESERVE): the modification calls. */
  reserveRef: string;
  /** A booking paid in full later (PAYPENDING) with an open card payment. */
  payRef: string;
  paymentId: string;
  /** Its deposit in pounds: a card payment amount the owner may start. */
  payAmount: number;
  /** A free stay nobody holds: quotes and search samples. */
  freeStay: { propertyId: number; arrival: string; nights: number };
  /** A villa id for the villa routes. */
  villaId: number;
  /** Every booking reference of the owner: none may appear in another identity's answer. */
  refs: string[];
}

export interface SecurityFixture {
  t: TestApp;
  routes: RegisteredRoute[];
  headers: Record<Identity, Record<string, string>>;
  /** The owner's impersonation session with its right admin id (it must work). */
  impersonationHeaders: Record<string, string>;
  owner: OwnerData;
  otherAgentId: number;
}

/** The owner's client: a surname no other identity's answer may show. */
export const leadPassenger = () =>
  lead({
    clientForename: 'Verity',
    clientSurname: 'Ownerclient',
    clientEmail: 'verity.ownerclient@example.com',
  });

async function freeStays(t: TestApp, count: number) {
  const villas = await t.services.db
    .selectFrom('villas')
    .select('id')
    .orderBy('id', 'desc')
    .limit(80)
    .execute();
  const today = dayOfInstant(t.clock());
  const stays: { propertyId: number; arrival: string; nights: number }[] = [];
  for (const villa of villas) {
    for (let week = 0; week < 20 && stays.length < count; week += 1) {
      const arrival = isoOf(today + 60 + week * 7);
      const stay = { propertyId: villa.id, arrival, nights: 7 };
      const assessed = await assessStay(t.services.db, stay, t.clock());
      if (assessed && assessed.problem === null) {
        stays.push(stay);
        break;
      }
    }
    if (stays.length === count) return stays;
  }
  throw new Error('not enough free stays');
}

async function addOtherAgent(t: TestApp) {
  const { db } = t.services;
  const template = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', DEMO.agent.email)
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  void _id;
  await db
    .insertInto('users')
    .values({
      ...rest,
      email: OTHER_AGENT.email,
      forename: 'Ivo',
      surname: 'Intruder',
      password_hash: await hashPassword(OTHER_AGENT.password),
    })
    .execute();
  return userId(t.services, OTHER_AGENT.email);
}

/** A test app and the routes it registered, in order, HEAD included, pre-flight left out. */
export async function createAppWithRoutes(engine: TestEngine, options: TestAppOptions = {}) {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'OPTIONS') continue; // CORS pre-flight, answered before any route
      routes.push({ method, url: route.url, declaredAccess: route.config?.access });
    }
  };
  const t = await createTestApp(engine, { ...options, onRoute });
  return { t, routes };
}

export async function createSecurityFixture(engine: TestEngine): Promise<SecurityFixture> {
  const { t, routes } = await createAppWithRoutes(engine);
  const { db } = t.services;
  const otherAgentId = await addOtherAgent(t);

  const tokens = {
    owner: await tokenFor(t.app, DEMO.agent),
    otherAgent: await tokenFor(t.app, OTHER_AGENT),
    organisation: await tokenFor(t.app, DEMO.organisation),
    accounts: await tokenFor(t.app, DEMO.accounts),
    incompleteAgent: await tokenFor(t.app, DEMO.newAgent),
    staff: await officeLogIn(t, DEMO.staff),
    admin: await officeLogIn(t, DEMO.admin),
  };
  const ownerId = await userId(t.services, DEMO.agent.email);
  const ttl = t.config.sessionTtlSeconds;
  const expired = await createSession(db, {
    userId: ownerId,
    ttlSeconds: ttl,
    now: t.clock() - (ttl + 60) * 1000,
  });
  const impersonation = await impersonateThroughLink(t, DEMO.agent.email);
  const headers: Record<Identity, Record<string, string>> = {
    owner: bearer(tokens.owner),
    otherAgent: bearer(tokens.otherAgent),
    organisation: bearer(tokens.organisation),
    accounts: bearer(tokens.accounts),
    staff: bearer(tokens.staff),
    admin: bearer(tokens.admin),
    incompleteAgent: bearer(tokens.incompleteAgent),
    noToken: {},
    garbageToken: bearer('not-a-token-at-all_0123456789abcdefghijklmnopqrstu'),
    expiredToken: bearer(expired.token),
    impersonationNoHeader: bearer(impersonation.payload.token),
    impersonationWrongHeader: {
      ...bearer(impersonation.payload.token),
      [HEADERS.adminUserId]: String(impersonation.payload.userAdminId + 1),
    },
  };

  // The owner's bookings, made the way an agent makes them.
  const [reserveStay, payStay, quoteStay, freeStay] = await freeStays(t, 4);
  const checkout = async (product: 'reserve' | 'all', stay: typeof reserveStay) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${product}`,
      headers: headers.owner,
      payload: {
        ...stay,
        extras: [],
        leadPassenger: leadPassenger(),
        passengers: [],
        agentRef: 'OWNER-REF-7731',
        agentNotes: 'Owner notes',
        termsAccepted: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
    return (res.json() as CheckoutResponse).bookRef;
  };
  const reserveRef = await checkout('reserve', reserveStay);
  const payRef = await checkout('all', payStay);
  const booked = (
    await t.app.inject({ method: 'GET', url: `/api/bookings/${payRef}`, headers: headers.owner })
  ).json() as BookingResponse;
  const payAmount = booked.depositInfo.amount;
  const payment = await t.app.inject({
    method: 'POST',
    url: `/api/booking-modify/card-payment/${payRef}`,
    headers: headers.owner,
    payload: { amount: payAmount, registeredDetails: 'NONE' },
  });
  if (payment.statusCode !== 201) throw new Error(`payment: ${payment.statusCode} ${payment.body}`);

  const quoted = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: headers.owner,
    payload: quoteStay,
  });
  if (quoted.statusCode !== 201) throw new Error(`quote: ${quoted.statusCode} ${quoted.body}`);

  const bookings = await db
    .selectFrom('bookings')
    .select('ref')
    .where('agent_user_id', '=', ownerId)
    .execute();

  return {
    t,
    routes,
    headers,
    impersonationHeaders: {
      ...bearer(impersonation.payload.token),
      [HEADERS.adminUserId]: String(impersonation.payload.userAdminId),
    },
    otherAgentId,
    owner: {
      userId: ownerId,
      email: DEMO.agent.email,
      quoteRef: (quoted.json() as CreateQuoteResponse).quote.bookRef,
      reserveRef,
      payRef,
      paymentId: (payment.json() as { paymentId: string }).paymentId,
      payAmount,
      freeStay,
      villaId: freeStay.propertyId,
      refs: bookings.map((b) => b.ref),
    },
  };
}
