import type { Config } from '../../src/config';
import { loadConfig } from '../../src/config';
import { engines } from '../helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  inviteAgent,
  tokenFor,
  type TestApp,
} from '../helpers/testApp';

/*
 * Issue 49 item 3: the portal was a mail relay (40 of 40 property sheets with a message of the
 * agent's choosing to outside addresses in 6.7 s; 677 enquiries in 11 s). Mails are limited per
 * account and per recipient address over a window (provider settings `limits`).
 */

const HOUR = 60 * 60_000;

describe.each(engines)('mail limits on %s', (engine) => {
  let t: TestApp;
  let agent: string;
  let other: string;
  let villaId: number;

  beforeAll(async () => {
    const provider = loadConfig({}).provider;
    const limited: Config['provider'] = {
      ...provider,
      limits: { ...provider.limits, mailsPerAccount: 6, mailsPerRecipient: 3 },
    };
    t = await createTestApp(engine, { config: { provider: limited } });
    agent = await tokenFor(t.app, DEMO.agent);
    const second = await inviteAgent(t, {
      email: 'second.agent@example.com',
      password: 'Second#2026',
      forename: 'Second',
      company: 'Second Travel',
      telephone: '0121 496 0999',
    });
    other = await tokenFor(t.app, second);
    const villa = await t.services.db
      .selectFrom('villas')
      .select('id')
      .where('status', '=', 'AVAILABLE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    villaId = villa.id;
  });
  afterAll(async () => t.close());

  const sendSheet = (to: string, token = agent) =>
    t.app.inject({
      method: 'POST',
      url: `/api/send-pdf/property/${villaId}`,
      headers: bearer(token),
      payload: { recipientEmail: to, recipientMessage: 'Have a look', ccApiUser: false },
    });
  const enquire = (token = agent) =>
    t.app.inject({
      method: 'POST',
      url: '/api/send-enquiry',
      headers: bearer(token),
      payload: { subject: 'A question', body: 'Is the pool heated in March?' },
    });
  const queuedTo = async (address: string) =>
    Number(
      (
        await t.services.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('to_address', '=', address)
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('one address gets at most its limit, whoever sends; the message says which and how long', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await sendSheet('family@example.com')).statusCode).toBe(202);
    expect((await sendSheet('FAMILY@example.com', other)).statusCode).toBe(202);
    const refused = await sendSheet('family@example.com', other);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(HOUR / 1000));
    expect(refused.json()).toEqual({
      errors: [
        'family@example.com has been sent 3 e-mails from the portal within an hour, the most one address may receive. Please try again in 60 minutes.',
      ],
    });
    expect(await queuedTo('family@example.com')).toBe(2);
    expect(await queuedTo('FAMILY@example.com')).toBe(1);
  });

  test('one account sends at most its limit, then every send says so; other agents are not held', async () => {
    // 2 sent above; 4 more reach the account's 6.
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      expect((await sendSheet(to)).statusCode).toBe(202);
    }
    const refused = await sendSheet('e@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatch(
      /^You have sent 6 e-mails within an hour, the most one account may send\. Please try again in \d+ minutes?\.$/,
    );
    expect((await enquire()).statusCode).toBe(429);
    expect(await queuedTo('e@example.com')).toBe(0);
    // A refused send counted nothing against the address.
    expect((await sendSheet('e@example.com', other)).statusCode).toBe(202);
    expect((await enquire(other)).statusCode).toBe(202);
  });

  test('the window passes: the account sends again', async () => {
    t.clock.advance(HOUR + 1000);
    agent = await tokenFor(t.app, DEMO.agent);
    other = await tokenFor(t.app, { email: 'second.agent@example.com', password: 'Second#2026' });
    expect((await sendSheet('family@example.com')).statusCode).toBe(202);
  });

  test("enquiries to the provider's desk count per account, never per desk address", async () => {
    t.clock.advance(HOUR + 1000);
    agent = await tokenFor(t.app, DEMO.agent);
    other = await tokenFor(t.app, { email: 'second.agent@example.com', password: 'Second#2026' });
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await enquire()).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 202, 429]);
    // The desk takes the other agents' enquiries still.
    expect((await enquire(other)).statusCode).toBe(202);
  });

  test('sends at once cannot slip past the limit', async () => {
    t.clock.advance(HOUR + 1000);
    agent = await tokenFor(t.app, DEMO.agent);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sendSheet('burst@example.com')),
    );
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
    expect(await queuedTo('burst@example.com')).toBe(3);
  });
});
