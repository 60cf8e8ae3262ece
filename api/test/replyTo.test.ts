import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { refreshDemoHistory } from '../src/demo/history';
import { createTestApp, DEMO, tokenFor, type TestApp } from './helpers/testApp';

/*
 * Issue 15: mail comes from the provider settings' mail.from. A quote or a property sheet is
 * signed by the agent, so the customer's answer goes to the agent (Reply-To); the rest of the
 * mail (a password reset) is answered to the provider's desk (mail.replyTo).
 */

describe('From and Reply-To of the mail', () => {
  let t: TestApp;
  let token: string;
  let quoteRef: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    quoteRef = (await refreshDemoHistory(t.services.db, t.clock()))!.quoteAvailable!;
    token = await tokenFor(t.app, DEMO.agent);
  }, 60_000);
  afterAll(() => t.close());

  /** Delivers the queued mail and returns the head of each .eml, by recipient. */
  const deliver = async () => {
    while ((await t.services.mailWorker.runOnce()) > 0);
    const files = readdirSync(t.config.mailDir).filter((f) => f.endsWith('.eml'));
    return files.map((f) => {
      const eml = readFileSync(path.join(t.config.mailDir, f), 'utf8');
      return eml.slice(0, eml.indexOf('\n\n'));
    });
  };
  const header = (head: string, name: string) =>
    head.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'm'))?.[1].replace(/\n[ \t]+/g, ' ');

  test('a quote and a property sheet are answered to the agent who signed them', async () => {
    const send = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          recipientEmail: 'family@example.com',
          recipientMessage: '',
          ccApiUser: false,
        },
      });
    expect((await send(`/api/send-pdf/quote/${quoteRef}`)).statusCode).toBe(202);
    expect((await send('/api/send-pdf/property/1')).statusCode).toBe(202);
    const heads = (await deliver()).filter((h) => /^To: family@example\.com/m.test(h));
    expect(heads).toHaveLength(2);
    for (const head of heads) {
      expect(header(head, 'From')).toBe(
        '"Orlando Villa Collection (demo)" <no-reply@villa-portal.test>',
      );
      expect(header(head, 'Reply-To')).toBe('Sarah Mitchell <agent@demo.test>');
    }
  });

  test('a password reset is answered to the provider desk', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: DEMO.organisation.email },
    });
    const head = (await deliver()).find((h) => /^To: organisation@demo\.test/m.test(h))!;
    expect(header(head, 'Reply-To')).toBe(
      '"Orlando Villa Collection (demo)" <agents@villa-portal.test>',
    );
  });
});
