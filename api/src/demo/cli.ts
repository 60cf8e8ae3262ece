import { parseArgs } from 'node:util';
import { withReadyDatabase } from '../commandLine';
import { loadConfig } from '../config';
import { DEMO_USERS } from '../db/seed/demoUsers';
import type { Db } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { accountKeyOf } from '../auth/throttle';
import { systemClock, toTimestamp } from '../time';
import { paths } from '@villa/shared/routes';
import { listDemoBookings, refreshDemoHistory, type DemoHistory } from './history';

export const DEMO_USAGE = `  pnpm --filter @villa/api cli demo refresh
      Makes agent@demo.test's demo history again, dated from now (holds, a lapsed and a
      cancelled hold, bookings waiting for payment, part paid and paid in full, sent quotes).
      Only the demo's own rows are replaced; anything else the agent made stays.
  pnpm --filter @villa/api cli demo show
      Lists the demo's bookings (a line each: reference, what its page shows, link), so the
      lapsed and cancelled ones, which Customer Bookings does not list, can be opened.
  pnpm --filter @villa/api cli demo reset-signup
      Makes newagent@demo.test an incomplete signup again (password Newagent#2026), so the
      signup completion page can be seen once more. For one signup per tester, invite each:
      cli invite tester@example.com
  pnpm --filter @villa/api cli demo unlock
      Lifts every log-in lock of the demo accounts and of every address, for testers who share
      one machine and used up its failed log-ins.`;

const NEW_AGENT = DEMO_USERS.find((u) => u.signupIncomplete)!;

/** newagent@demo.test as the seed made it: signed up, no address yet, its demo password. */
export async function resetDemoSignup(db: Db, nowMs: number): Promise<void> {
  const passwordHash = await hashPassword(NEW_AGENT.password!);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        address1: null,
        address2: null,
        town: null,
        county: null,
        postcode: null,
        country_id: null,
        signup_incomplete: 1,
        updated_at: toTimestamp(nowMs),
      })
      .where('email', '=', NEW_AGENT.email)
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new Error(`${NEW_AGENT.email} is missing: the database was not seeded`);
    // Its open sessions began on the completed account: they end.
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await trx
      .deleteFrom('login_throttle')
      .where('account', '=', accountKeyOf(NEW_AGENT.email))
      .execute();
  });
}

/** Removes the log-in counters of the demo accounts and of every address; returns how many. */
export async function unlockDemoLogins(db: Db): Promise<number> {
  const accounts = DEMO_USERS.map((u) => accountKeyOf(u.email));
  const removed = await db
    .deleteFrom('login_throttle')
    .where((eb) => eb.or([eb('account', 'in', accounts), eb('key', 'like', 'ip:%')]))
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/** What a refresh made, a line per state, for the person who ran it. */
export function describeHistory(h: DemoHistory): string[] {
  const line = (what: string, ref: string | null) => `  ${what}: ${ref ?? '(no free villa)'}`;
  return [
    'Demo history of agent@demo.test, dated from now:',
    line('hold just made', h.holdJustMade),
    line('hold with an hour left', h.holdHourLeft),
    line('lapsed hold', h.lapsedHold),
    line('cancelled hold', h.cancelled),
    line('waiting for payment', h.awaitingDeposit.join(', ') || null),
    line('part paid (a declined card, a custom extra)', h.partPaid),
    line('paid in full (a custom extra)', h.paidInFull),
    line('quote available', h.quoteAvailable),
    line('quote expired, with extras', h.quoteExpiredWithExtras),
    line('quote no longer available', h.quoteNoLongerAvailable),
    `  sent quotes in all: ${h.sentQuotes}`,
  ];
}

/** `demo refresh | show | reset-signup | unlock`: returns the exit code. */
export async function runDemoCommand(
  argv: string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  const [, action] = positionals;
  if (values.help || !['refresh', 'show', 'reset-signup', 'unlock'].includes(action ?? '')) {
    out(`Usage:\n${DEMO_USAGE}`);
    return values.help ? 0 : 64;
  }
  const config = loadConfig(env);
  return withReadyDatabase(config, async (db) => {
    if (action === 'refresh') {
      const history = await refreshDemoHistory(db, systemClock());
      if (!history) {
        out('agent@demo.test or the villas are missing: nothing to refresh.');
        return 1;
      }
      describeHistory(history).forEach((l) => out(l));
    } else if (action === 'show') {
      for (const b of await listDemoBookings(db, systemClock())) {
        out(`${b.ref}  ${b.state.padEnd(19)}  ${config.publicUrl}${paths.bookingDetail(b.ref)}`);
      }
    } else if (action === 'reset-signup') {
      await resetDemoSignup(db, systemClock());
      out(`${NEW_AGENT.email} is an incomplete signup again: log in with ${NEW_AGENT.password}.`);
    } else {
      const n = await unlockDemoLogins(db);
      out(`Log-in locks lifted (${n} counter${n === 1 ? '' : 's'} removed).`);
    }
    return 0;
  });
}
