import { ROLES, type Role } from '@villa/shared/contract';
import { engines } from '../helpers/engines';
import {
  IDENTITIES,
  createSecurityFixture,
  routeKey,
  type Identity,
  type SecurityFixture,
} from './fixture';
import { ownerDataSnapshot } from './ownerData';
import { POLICY, policyOf, urlOf, type RoutePolicy } from './policy';
import { Tally } from './tally';

/*
 * Issue 12's access matrix: every route the server registers x every kind of caller. Each cell
 * checks the status the policy (policy.ts) expects, that no answer to anyone but the owner
 * carries the owner's data, and that nothing of the owner's changed.
 */

const ROLE_OF: Partial<Record<Identity, Role>> = {
  owner: 'AGENT',
  otherAgent: 'AGENT',
  incompleteAgent: 'AGENT',
  organisation: 'ORGANISATION',
  accounts: 'ACCOUNTS',
  staff: 'STAFF',
  admin: 'ADMIN',
};

export function expectedStatus(policy: RoutePolicy, identity: Identity): number {
  const ok = policy.ok ?? 200;
  if (policy.access === 'public') return ok;
  const role = ROLE_OF[identity];
  if (!role) return 401; // no token, a garbage or expired one, impersonation without its admin
  const roles: readonly Role[] =
    policy.access === 'session' ? ROLES : policy.access === 'owner' ? ['AGENT'] : policy.access;
  if (!roles.includes(role)) return 403;
  if (identity === 'incompleteAgent' && !policy.beforeSignup) return 403;
  if (policy.access === 'owner' && identity !== 'owner') return 404;
  if (identity === 'incompleteAgent' && policy.okBeforeSignup) return policy.okBeforeSignup;
  return ok;
}

/** The start of a JSON or text answer, for a failure message; the type of any other. */
export const excerpt = (res: { headers: Record<string, unknown>; body: string }) => {
  const type = String(res.headers['content-type'] ?? '');
  return /json|text/.test(type) ? res.body.slice(0, 160) : `(${type})`;
};

const MATRIX_IDENTITIES: Identity[] = [...IDENTITIES.filter((i) => i !== 'owner'), 'owner'];

describe.each(engines)('access matrix on %s', (engine) => {
  let f: SecurityFixture;
  const tally = new Tally(`access matrix (${engine})`);

  beforeAll(async () => {
    f = await createSecurityFixture(engine);
  }, 120_000);
  afterAll(async () => {
    tally.routes(f?.routes.length ?? 0);
    tally.print();
    await f?.t.close();
  });

  test('every registered route has a policy, and every policy a route', () => {
    expect(f.routes.length).toBeGreaterThan(40);
    const unlisted = f.routes.filter((r) => !policyOf(r.method, r.url)).map(routeKey);
    expect(unlisted).toEqual([]);
    // A HEAD route follows its GET (some, like /api/docs/, are registered only as HEAD).
    const registered = new Set(
      f.routes.map((r) => routeKey({ ...r, method: r.method === 'HEAD' ? 'GET' : r.method })),
    );
    const stale = Object.keys(POLICY).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  /** Each answer to anyone but the owner must not carry these (whole words only). */
  const ownerMarkers = () =>
    [...f.owner.refs, f.owner.email, 'Ownerclient', 'OWNER-REF-7731'].map(
      (m) => new RegExp(`(?<![\\w.@-])${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`),
    );

  // One test per caller, the owner last: its own calls may change its data, which the others must not.
  test.each(MATRIX_IDENTITIES)(
    'every route as %s: the policy status, the owner data untouched',
    async (identity) => {
      const failures: string[] = [];
      const markers = ownerMarkers();
      // A call that ends the caller's session comes after every other.
      const ordered = [...f.routes].sort(
        (a, b) =>
          Number(policyOf(a.method, a.url)?.endsSession ?? false) -
          Number(policyOf(b.method, b.url)?.endsSession ?? false),
      );
      for (const route of ordered) {
        const policy = policyOf(route.method, route.url);
        if (!policy) continue; // reported by the test above
        const sample = policy.sample(f.owner);
        const before = identity === 'owner' ? '' : await ownerDataSnapshot(f.t, f.owner.userId);
        const res = await f.t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route.url, sample),
          headers: f.headers[identity],
          ...(sample.body === undefined ? {} : { payload: sample.body as object }),
        });
        tally.count(res.statusCode);
        const cell = `${routeKey(route)} as ${identity}`;
        const expected = expectedStatus(policy, identity);
        if (res.statusCode !== expected) {
          failures.push(`${cell}: ${res.statusCode}, expected ${expected} ${excerpt(res)}`);
        }
        if (identity === 'owner') continue;
        const leaked = markers.filter((m) => m.test(res.body)).map(String);
        const officeReads =
          policy.officeReadsAgentData === true && (identity === 'staff' || identity === 'admin');
        if (leaked.length > 0 && !policy.ownOrganisationData && !officeReads)
          failures.push(`${cell}: answer carries the owner's ${leaked.join(', ')}`);
        const after = await ownerDataSnapshot(f.t, f.owner.userId);
        if (after !== before) failures.push(`${cell}: changed the owner's data`);
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );

  test('the impersonation session itself works with its admin id', async () => {
    const res = await f.t.app.inject({
      method: 'GET',
      url: '/api/agent/account-info',
      headers: f.impersonationHeaders,
    });
    expect(res.statusCode).toBe(200);
  });
});
