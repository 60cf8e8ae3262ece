import { officeDb } from '../../src/agent-office/tables';
import { engines } from '../helpers/engines';
import { badRequestsFor } from './badInputCorpus';
import { changedTables, snapshotDatabase } from './databaseSnapshot';
import { createSecurityFixture, routeKey, type Identity, type SecurityFixture } from './fixture';
import { policyOf, type RoutePolicy } from './policy';
import { Tally } from './tally';

/*
 * Issue 12's bad-input corpus: malformed requests generated from every registered route (no
 * HEAD: it is its GET without a body). Each is sent as a caller the route accepts, so the
 * input, not the session, is what gets judged. No answer may be a 5xx or show a stack trace,
 * and the database must be exactly as it was.
 */

const STACK_TRACE = /\n\s+at\s|\(\/[^)\s]*:\d+:\d+\)|node:internal|node_modules|\/src\/\w/;

/**
 * Who sends a route's malformed requests: someone the policy lets in. A call that ends the
 * session (log-out) reads no input, and would end the caller's, so it gets no session.
 */
function callerOf({ access, endsSession }: RoutePolicy): Identity {
  if (access === 'public' || endsSession) return 'noToken';
  if (Array.isArray(access) && !access.includes('AGENT')) {
    if (access.includes('STAFF')) return 'staff';
    if (access.includes('ADMIN')) return 'admin';
    return access.includes('ORGANISATION') ? 'organisation' : 'accounts';
  }
  return 'owner';
}

describe.each(engines)('bad-input corpus on %s', (engine) => {
  let f: SecurityFixture;
  const tally = new Tally(`bad-input corpus (${engine})`);

  beforeAll(async () => {
    f = await createSecurityFixture(engine);
  }, 120_000);
  afterAll(async () => {
    tally.print();
    await f?.t.close();
  });

  /** Sent Quotes rows other than downloads: quotes e-mailed to a customer. */
  const quotesEmailed = async () =>
    Number(
      (
        await officeDb(f.t.services.db)
          .selectFrom('sent_quotes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '<>', 'DOWNLOAD')
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('at least 1,000 malformed requests: no 5xx, no stack trace, nothing written', async () => {
    const failures: string[] = [];
    const routes = f.routes.filter((r) => r.method !== 'HEAD');
    const before = await snapshotDatabase(f.t.services.db);
    const emailedBefore = await quotesEmailed();
    for (const route of routes) {
      const policy = policyOf(route.method, route.url);
      if (!policy) continue; // the access matrix reports it
      const headers = f.headers[callerOf(policy)];
      const requests = badRequestsFor(
        route.method,
        route.url,
        policy.sample(f.owner),
        (url, params) => url.replace(/:(\w+)/g, (_m, name: string) => params[name]),
      );
      for (const bad of requests) {
        const res = await f.t.app.inject({
          method: route.method as 'GET',
          url: bad.url,
          headers: {
            ...headers,
            ...(bad.contentType ? { 'content-type': bad.contentType } : {}),
          },
          ...(bad.payload === undefined ? {} : { payload: bad.payload }),
        });
        tally.count(res.statusCode);
        const where = `${routeKey(route)} ${bad.label}`;
        if (res.statusCode >= 500)
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (STACK_TRACE.test(res.body.slice(0, 20_000)) && !res.body.startsWith('%PDF')) {
          failures.push(`${where}: stack trace in the answer`);
        }
      }
    }
    tally.routes(routes.length);
    // Recorded on purpose: a payment callback that does not verify (its caller, counted), a
    // wrong current password given to change-password (counted on the log-in throttle), and a
    // quotation PDF served (an unknown query key is ignored), which Sent Quotes lists as
    // downloaded; no quote was e-mailed.
    const written = changedTables(before, await snapshotDatabase(f.t.services.db)).filter(
      (table) =>
        !table.startsWith('payment_callback_refusals ') &&
        !table.startsWith('login_throttle ') &&
        !table.startsWith('sent_quotes '),
    );
    expect(failures).toEqual([]);
    expect(written).toEqual([]);
    expect(await quotesEmailed()).toBe(emailedBefore);
    expect(tally.total).toBeGreaterThanOrEqual(1000);
  }, 300_000);
});
