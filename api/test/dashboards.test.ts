import type {
  AccountsDashboardResponse,
  BookingResponse,
  BookingsResponse,
  CheckoutResponse,
  OrganisationDashboardResponse,
} from '@villa/shared/contract';
import { toPence, toPounds } from '@villa/shared/format';
import { hashPassword } from '../src/auth/passwords';
import { payByTestCard } from './helpers/cardPayment';
import { lead } from './helpers/checkoutData';
import { createWorld, HOUR, NIGHTS, type RunStays, type World } from './helpers/bookingWorld';
import { engines } from './helpers/engines';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

/*
 * The ORGANISATION and ACCOUNTS dashboards: figures that follow from the seed (read back through
 * the agent's own booking pages, never typed in here) and from bookings this test makes.
 */

const sumPence = (amounts: number[]) => amounts.reduce((n, a) => n + toPence(a), 0);

describe.each(engines)('dashboards on %s', (engine) => {
  let t: TestApp;
  let world: World;
  const tokens = { organisation: '', accounts: '', agent: '' };

  async function relogin() {
    tokens.organisation = await tokenFor(t.app, DEMO.organisation);
    tokens.accounts = await tokenFor(t.app, DEMO.accounts);
    tokens.agent = await tokenFor(t.app, DEMO.agent);
    await world.relogin();
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    world = await createWorld(t);
    await relogin();
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
  const organisation = async () => {
    const res = await get('/organisation/dashboard', tokens.organisation);
    expect(res.statusCode).toBe(200);
    return res.json() as OrganisationDashboardResponse;
  };
  const accounts = async () => {
    const res = await get('/accounts/dashboard', tokens.accounts);
    expect(res.statusCode).toBe(200);
    return res.json() as AccountsDashboardResponse;
  };
  const bookingOf = async (agent: number, ref: string) => {
    const res = await world.get(agent, `/bookings/${ref}`);
    expect(res.statusCode).toBe(200);
    return res.json() as BookingResponse;
  };

  test('each dashboard answers its own role only', async () => {
    expect((await get('/organisation/dashboard', null)).statusCode).toBe(401);
    expect((await get('/accounts/dashboard', null)).statusCode).toBe(401);
    expect((await get('/organisation/dashboard', tokens.accounts)).statusCode).toBe(403);
    expect((await get('/organisation/dashboard', tokens.agent)).statusCode).toBe(403);
    expect((await get('/accounts/dashboard', tokens.organisation)).statusCode).toBe(403);
    expect((await get('/accounts/dashboard', tokens.agent)).statusCode).toBe(403);
  });

  test('another organisation sees none of these agents, bookings or payments', async () => {
    const db = t.services.db;
    const now = new Date(t.clock()).toISOString();
    const other = await db
      .insertInto('organisations')
      .values({
        name: 'Elsewhere Holidays Ltd',
        display_name: 'Elsewhere Holidays',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const password = 'Elsewhere#2026';
    for (const role of ['ORGANISATION', 'ACCOUNTS'] as const) {
      await db
        .insertInto('users')
        .values({
          email: `${role.toLowerCase()}@elsewhere.test`,
          password_hash: await hashPassword(password),
          role,
          organisation_id: other.id,
          signup_incomplete: 0,
          failed_login_count: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const orgToken = await tokenFor(t.app, { email: 'organisation@elsewhere.test', password });
    const accToken = await tokenFor(t.app, { email: 'accounts@elsewhere.test', password });
    const theirs = (
      await get('/organisation/dashboard', orgToken)
    ).json() as OrganisationDashboardResponse;
    expect(theirs.organisation.name).toBe('Elsewhere Holidays Ltd');
    expect(theirs.agents).toEqual([]);
    expect(theirs.totals).toEqual({ bookings: 0, confirmed: 0, bookedValue: 0, commission: 0 });
    const res = await get('/accounts/dashboard', accToken);
    expect(res.statusCode).toBe(200);
    const accountsOfTheirs = res.json() as AccountsDashboardResponse;
    expect(accountsOfTheirs.balancesDue).toEqual([]);
    expect(accountsOfTheirs.paymentsReceived).toEqual([]);
    expect(res.body).not.toContain('demo.test');
  });

  test("the organisation's agents with the bookings and commission of the seed's year", async () => {
    const body = await organisation();
    expect(body.organisation).toEqual({
      name: 'Sunshine Travel Ltd',
      displayName: 'Sunshine Travel',
    });
    expect(body.year).toBe(new Date(t.clock()).getUTCFullYear());
    const sarah = body.agents.find((a) => a.email === DEMO.agent.email);
    expect(sarah).toMatchObject({ name: 'Sarah Mitchell', signupComplete: true });
    expect(body.agents.find((a) => a.email === DEMO.newAgent.email)).toMatchObject({
      name: 'Tom Hughes',
      signupComplete: false,
      bookings: 0,
      commission: 0,
    });

    // What Sarah's own Customer Bookings and booking pages say of her bookings made this year.
    const list = (await get('/bookings', tokens.agent)).json() as BookingsResponse;
    const thisYear = Object.values(list.bookings)
      .flat()
      .filter((b) => b.bookDate.startsWith(String(body.year)));
    const pages = await Promise.all(thisYear.map((b) => bookingOf(0, b.bookRef)));
    expect(sarah).toMatchObject({
      bookings: thisYear.length,
      confirmed: pages.filter((p) => p.bookingInfo.bookStatusCode === 'BOOKING').length,
      bookedValue: toPounds(sumPence(pages.map((p) => p.total))),
      commission: toPounds(sumPence(pages.map((p) => p.agentSummary.commissionAmount))),
    });
    expect(body.totals.bookings).toBe(body.agents.reduce((n, a) => n + a.bookings, 0));
    expect(body.totals.commission).toBe(toPounds(sumPence(body.agents.map((a) => a.commission))));
  });

  test('a new booking counts at once; accounts sees its deposit due in 24 hours, overdue after, then paid', async () => {
    const before = await organisation();
    // The first stay is 70 days ahead: too close for a deposit, the full balance is due.
    const soon = await world.nextRunStays();
    let later = await world.nextRunStays();
    while (Date.parse(later.arrivals[0]) - t.clock() < 150 * 24 * HOUR) {
      later = await world.nextRunStays();
    }
    const checkout = async (stays: RunStays) => {
      const made = await world.post(1, '/checkout/all', {
        propertyId: stays.villaId,
        arrival: stays.arrivals[0],
        nights: NIGHTS,
        extras: [],
        leadPassenger: lead(),
        passengers: [],
        agentRef: 'DASH-1',
        agentNotes: '',
        termsAccepted: true,
      });
      expect(made.statusCode).toBe(201);
      return (made.json() as CheckoutResponse).bookRef;
    };
    const fullRef = await checkout(soon);
    const ref = await checkout(later);
    const madeAt = t.clock();
    const page = await bookingOf(1, ref);
    const fullPage = await bookingOf(1, fullRef);

    const after = await organisation();
    const model = (d: OrganisationDashboardResponse) =>
      d.agents.find((a) => a.email === world.agents[1].email)!;
    expect(model(after).bookings).toBe(model(before).bookings + 2);
    expect(toPence(model(after).commission) - toPence(model(before).commission)).toBe(
      sumPence([page.agentSummary.commissionAmount, fullPage.agentSummary.commissionAmount]),
    );
    expect(toPence(model(after).bookedValue) - toPence(model(before).bookedValue)).toBe(
      sumPence([page.total, fullPage.total]),
    );

    const owed = (d: AccountsDashboardResponse) => d.balancesDue.filter((b) => b.bookRef === ref);
    const first = await accounts();
    expect(fullPage.depositInfo.available).toBe(false);
    expect(first.balancesDue.filter((b) => b.bookRef === fullRef)).toEqual([
      expect.objectContaining({
        kind: 'FULL_BALANCE',
        amount: fullPage.total,
        dueBy: new Date(madeAt + 24 * HOUR).toISOString(),
        overdue: false,
      }),
    ]);
    let due = owed(first);
    expect(page.depositInfo.available).toBe(true);
    expect(due).toEqual([
      expect.objectContaining({
        kind: 'DEPOSIT',
        amount: page.depositInfo.amount,
        dueBy: new Date(madeAt + 24 * HOUR).toISOString(),
        overdue: false,
        client: `${lead().clientTitle} ${lead().clientSurname}`,
        agentName: 'Model Agent',
      }),
      expect.objectContaining({
        kind: 'BALANCE',
        amount: toPounds(toPence(page.total) - toPence(page.depositInfo.amount)),
        dueBy: `${page.depositInfo.balanceDue}T23:59:59.999Z`,
        overdue: false,
      }),
    ]);

    // An hour before its deadline the deposit is still due, not yet overdue.
    t.clock.advance(23 * HOUR);
    await relogin();
    const late = await accounts();
    expect(owed(late)[0]).toMatchObject({ kind: 'DEPOSIT', overdue: false });
    // The agent pays the deposit by card: it is received, and only the balance is left.
    await payByTestCard(t.app, world.agents[1].token, ref, page.depositInfo.amount);
    const settled = await accounts();
    due = owed(settled);
    expect(due.map((d) => d.kind)).toEqual(['BALANCE']);
    expect(settled.paymentsReceived[0]).toMatchObject({
      bookRef: ref,
      payAmount: page.depositInfo.amount,
      agentName: 'Model Agent',
    });
    expect(toPence(settled.totals.receivedThisYear) - toPence(late.totals.receivedThisYear)).toBe(
      toPence(page.depositInfo.amount),
    );
    expect(toPence(late.totals.due) - toPence(settled.totals.due)).toBe(
      toPence(page.depositInfo.amount),
    );
    // Past the balance-due day (a deposit not paid in 24 hours lapses instead), the balance is overdue.
    t.clock.advance(Date.parse(`${page.depositInfo.balanceDue}T23:59:59.999Z`) - t.clock() + HOUR);
    await relogin();
    const overdue = await accounts();
    expect(owed(overdue)).toEqual([expect.objectContaining({ kind: 'BALANCE', overdue: true })]);
    expect(overdue.totals.overdueCount).toBeGreaterThanOrEqual(1);
  });
});
