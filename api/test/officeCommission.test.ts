import type {
  BookingResponse,
  CommissionStatement,
  CommissionStatementsResponse,
} from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { payByTestCard } from './helpers/cardPayment';
import { pdfText } from './helpers/pdfText';
import { engines } from './helpers/engines';
import { checkoutRequest, stayFinder, twoAgents } from './helpers/stays';
import {
  DEMO,
  bearer,
  createTestApp,
  officeTokenFor,
  tokenFor,
  type TestApp,
} from './helpers/testApp';

/*
 * Commission statements (api/src/office/commission): an organisation's confirmed bookings of a
 * month with the commission the agent's booking page shows, paid once by the office, as CSV.
 */

describe.each(engines)('commission statements on %s', (engine) => {
  let t: TestApp;
  let agent: string;
  let staff: string;
  let ref: string;
  let month: string;
  let booking: BookingResponse;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({
      tokens: { agent },
    } = await twoAgents(t));
    staff = await officeTokenFor(t, DEMO.staff);
    const villas = async () =>
      (
        await t.services.db
          .selectFrom('villas')
          .select('id')
          .where('status', '=', 'AVAILABLE')
          .orderBy('id')
          .execute()
      ).map((v) => v.id);
    const stay = await stayFinder(t, villas, { daysAhead: 150 })();
    month = stay.arrival.slice(0, 7);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/all',
      headers: bearer(agent),
      payload: checkoutRequest(stay),
    });
    expect(made.statusCode).toBe(201);
    ref = (made.json() as { bookRef: string }).bookRef;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${ref}`,
      headers: bearer(agent),
    });
    await payByTestCard(t.app, agent, ref, (page.json() as BookingResponse).total);
    booking = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${ref}`, headers: bearer(agent) })
    ).json() as BookingResponse;
    expect(booking.bookingInfo.bookStatusCode).toBe('BOOKING');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token = staff) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token) });

  const statementOfMonth = async () => {
    const res = await call('GET', `/office/commission-statements?month=${month}`);
    expect(res.statusCode).toBe(200);
    const { statements } = res.json() as CommissionStatementsResponse;
    return statements.find((s) => s.lines.some((l) => l.bookRef === ref))!;
  };

  test("the month's statement lists the booking with the commission its page shows", async () => {
    const statement = await statementOfMonth();
    const line = statement.lines.find((l) => l.bookRef === ref)!;
    expect(line).toMatchObject({
      status: 'BOOKING',
      agentEmail: DEMO.agent.email,
      villaPrice: booking.agentSummary.agentTotalCommissionable,
      commission: booking.agentSummary.commissionAmount,
    });
    expect(line.commission).toBeGreaterThan(0);
    expect(statement.paidAt).toBeNull();
    const sum = statement.lines.reduce((s, l) => s + Math.round(l.commission * 100), 0);
    expect(Math.round(statement.commission * 100)).toBe(sum);
  });

  test('CSV of one statement, with its total', async () => {
    const { organisationId } = await statementOfMonth();
    const res = await call(
      'GET',
      `/office/commission-statement.csv?month=${month}&organisationId=${organisationId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe('Booking,Status,Agent,Arrival,Nights,Villa price,Commission');
    expect(rows.some((r) => r.startsWith(`${ref},BOOKING,${DEMO.agent.email},`))).toBe(true);
    expect(rows.at(-1)).toMatch(/^Total,,,,,,/);
  });

  test('PDF of one statement: its bookings and total', async () => {
    const { organisationId, commission } = await statementOfMonth();
    const res = await call(
      'GET',
      `/office/commission-statement.pdf?month=${month}&organisationId=${organisationId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Commission statement ${month}`);
    expect(text).toContain(ref);
    expect(text).toContain(formatMoney(commission));
    expect(text).toContain('Not paid yet.');
  });

  test('marked paid once, with its audit entry; a second time is a 409', async () => {
    const { organisationId, commission } = await statementOfMonth();
    const url = `/office/commission-statement/paid?month=${month}&organisationId=${organisationId}`;
    const paid = await call('POST', url);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().statement).toMatchObject({ paidAmount: commission });
    expect(paid.json().statement.paidAt).not.toBeNull();
    expect((await call('POST', url)).statusCode).toBe(409);
    expect((await statementOfMonth()).paidAt).not.toBeNull();
    const audit = await call(
      'GET',
      `/office/audit?entity=commissionStatement&id=${organisationId}:${month}`,
    );
    expect(audit.json().entries).toHaveLength(1);
    expect(audit.json().entries[0]).toMatchObject({ action: 'commissionStatement.paid' });
  });

  test("the organisation's own dashboards list its statements", async () => {
    const { organisationId } = await statementOfMonth();
    for (const who of [DEMO.organisation, DEMO.accounts]) {
      const token = await tokenFor(t.app, who);
      const res = await call('GET', '/organisation/commission-statements', token);
      expect(res.statusCode).toBe(200);
      const mine = (res.json() as { statements: CommissionStatement[] }).statements.find(
        (s) => s.month === month,
      )!;
      expect(mine.organisationId).toBe(organisationId);
      expect(mine.lines.map((l) => l.bookRef)).toContain(ref);
    }
  });

  test('bad input: 422 at the field, 404 for no statement; agents refused', async () => {
    const bad = await call('GET', '/office/commission-statements?month=2026-13');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('Month must be a month (YYYY-MM)');
    expect(
      (await call('POST', '/office/commission-statement/paid?month=2026-06&organisationId=999999'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/office/commission-statements?month=${month}`, agent)).statusCode,
    ).toBe(403);
  });
});
