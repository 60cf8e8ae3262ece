import type { CheckoutRequest } from '@villa/shared/contract';
import { assessStay } from '../../src/booking/stay';
import type { Db } from '../../src/db/schema';
import { dayOfInstant, isoOf } from '@villa/shared/contract';
import { lead } from './checkoutData';
import { DEMO, completeSignupOf, tokenFor, type TestApp } from './testApp';

export interface Stay {
  propertyId: number;
  arrival: string;
  nights: number;
}

/** Ids of the active villas with pool heating, newest first. */
export const villasWithPoolHeating = async (db: Db) =>
  (
    await db
      .selectFrom('villas')
      .select('id')
      .where('status', '=', 'AVAILABLE')
      .where('pool_heating_pence', 'is not', null)
      .orderBy('id', 'desc')
      .execute()
  ).map((v) => v.id);

type Assessment = NonNullable<Awaited<ReturnType<typeof assessStay>>>;

/**
 * Finds bookable stays for one test file, each on a villa no earlier stay of this finder was
 * on, so the tests of the file never stand in each other's way. A stay is looked for from
 * `daysAhead` days after the app's today, week by week; `accept` may turn a villa down on its
 * first bookable stay (e.g. one without a discount).
 */
export function stayFinder(
  t: TestApp,
  villaIds: () => Promise<number[]>,
  options: { daysAhead: number; weeks?: number },
) {
  const used = new Set<number>();
  return async (
    nights = 7,
    accept: (assessment: Assessment) => boolean = () => true,
  ): Promise<Stay> => {
    const today = dayOfInstant(t.clock());
    for (const id of await villaIds()) {
      if (used.has(id)) continue;
      for (let week = 0; week < (options.weeks ?? 12); week += 1) {
        const stay = {
          propertyId: id,
          arrival: isoOf(today + options.daysAhead + week * 7),
          nights,
        };
        const assessment = await assessStay(t.services.db, stay, t.clock());
        if (!assessment || assessment.problem !== null) continue;
        if (!accept(assessment)) break;
        used.add(id);
        return stay;
      }
    }
    throw new Error('no free stay found');
  };
}

/** A checkout the API accepts (lead passenger, terms accepted), with any field given. */
export const checkoutRequest = (extra: Partial<CheckoutRequest>): CheckoutRequest => ({
  extras: [],
  leadPassenger: lead(),
  passengers: [],
  agentRef: '',
  agentNotes: '',
  termsAccepted: true,
  ...extra,
});

/**
 * The demo agent and another agent of the same organisation (the demo's new agent, its signup
 * completed, or the API would refuse it), logged in; `logIn` again once the clock has moved
 * past their sessions.
 */
export async function twoAgents(t: TestApp) {
  await completeSignupOf(t.services, DEMO.newAgent.email);
  const tokens = { agent: '', other: '' };
  const logIn = async () => {
    [tokens.agent, tokens.other] = await Promise.all([
      tokenFor(t.app, DEMO.agent),
      tokenFor(t.app, DEMO.newAgent),
    ]);
  };
  await logIn();
  return { tokens, logIn };
}
