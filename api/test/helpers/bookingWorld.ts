import { dayOfInstant, daysInMs, instantOfDay, isoDayOfInstant } from '@villa/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BookingResponse } from '@villa/shared/contract';
import { villasWithPoolHeating } from './stays';
import { DEMO, bearer, inviteAgent, tokenFor, type TestApp } from './testApp';

/*
 * The world a model-based run of the booking lifecycle acts in: one test app, two agents of
 * one organisation, and for each run a villa with three candidate stays on it (A, B overlapping
 * A, C overlapping B but not A) that nobody else touches. Everything goes through the HTTP API
 * (fastify.inject); the database is read only to find free villas and to double-check the
 * no-overlap rule below the API.
 */

export const DAY = daysInMs(1);
export const HOUR = 3_600_000;
export const NIGHTS = 7;
/** Arrival offsets of the candidate stays from the run's first day: A, B, C. */
export const SLOT_OFFSETS = [0, 4, 8] as const;
export type Slot = 0 | 1 | 2;
export const slotsOverlap = (a: Slot, b: Slot) =>
  Math.abs(SLOT_OFFSETS[a] - SLOT_OFFSETS[b]) < NIGHTS;

export interface Agent {
  email: string;
  password: string;
  token: string;
}

export interface RunStays {
  villaId: number;
  /** YYYY-MM-DD of each slot's arrival. */
  arrivals: [string, string, string];
}

export interface World {
  t: TestApp;
  agents: [Agent, Agent];
  /** Logs both agents in again (sessions last 30 minutes; the clock moves in hours). */
  relogin(): Promise<void>;
  /** A villa and window no earlier run used, on which all three stays are bookable now. */
  nextRunStays(): Promise<RunStays>;
  get(agent: number, url: string): Promise<LightMyRequestResponse>;
  post(agent: number, url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

const isoDay = isoDayOfInstant;

export async function createWorld(t: TestApp): Promise<World> {
  // A second agent of the demo organisation, so the two agents compete for the same villas.
  const second = await inviteAgent(t, {
    email: 'model.agent@example.com',
    password: 'Model#2026',
    forename: 'Model',
    company: 'Model Travel',
    telephone: '0121 496 0888',
  });
  const agents: [Agent, Agent] = [
    { ...DEMO.agent, token: await tokenFor(t.app, DEMO.agent) },
    { ...second, token: await tokenFor(t.app, second) },
  ];
  const app: FastifyInstance = t.app;
  const get = (agent: number, url: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(agents[agent].token) });
  const post = (agent: number, url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers: bearer(agents[agent].token),
    });

  // Villas with pool heating, newest first; each run takes the next (villa, window) pair.
  const villas = await villasWithPoolHeating(t.services.db);
  // Windows of 15 nights 25 days apart, from 70 days ahead (runs move the clock up to 40 days).
  const WINDOWS = 12;
  let next = 0;

  const stayAvailable = async (villaId: number, arrival: string) => {
    const res = await get(
      0,
      `/optional-extras?propertyId=${villaId}&arrival=${arrival}&nights=${NIGHTS}`,
    );
    return res.statusCode === 200 && res.json().stay?.available === true;
  };

  return {
    t,
    agents,
    async relogin() {
      const tokens = await Promise.all(agents.map((agent) => tokenFor(app, agent)));
      tokens.forEach((token, i) => (agents[i].token = token));
    },
    async nextRunStays() {
      const today = instantOfDay(dayOfInstant(t.clock()));
      while (next < villas.length * WINDOWS) {
        const villaId = villas[Math.floor(next / WINDOWS)];
        const first = today + (70 + (next % WINDOWS) * 25) * DAY;
        next += 1;
        const arrivals = SLOT_OFFSETS.map((o) => isoDay(first + o * DAY)) as RunStays['arrivals'];
        let free = true;
        for (const arrival of arrivals) free = free && (await stayAvailable(villaId, arrival));
        if (free) return { villaId, arrivals };
      }
      throw new Error('no villa is left with three free stays for another run');
    },
    get,
    post,
  };
}

/** GET /bookings/{ref} as its agent sees it. */
export async function readBooking(world: World, agent: number, ref: string) {
  const res = await world.get(agent, `/bookings/${ref}`);
  if (res.statusCode !== 200) {
    throw new Error(`GET /bookings/${ref} answered ${res.statusCode} ${res.body}`);
  }
  return res.json() as BookingResponse;
}
