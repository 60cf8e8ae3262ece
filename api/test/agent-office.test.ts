import { WRONG_CURRENT_PASSWORD, type Guide } from '@villa/shared/contract';
import { runInviteCommand } from '../src/agent-office/cli';
import { runCli } from '../src/cli';
import { createInvite, INVITE_VALID_DAYS } from '../src/agent-office/invites';
import { RESET_LINK_VALID_MINUTES } from '../src/auth/passwordResets';
import { engines } from './helpers/engines';
import { readableBody, startSmtpSink } from './helpers/smtpSink';
import {
  DEMO,
  bearer,
  createTestApp,
  postLogin,
  tokenFor,
  userId,
  type TestApp,
} from './helpers/testApp';

const POLICY = { pollMs: 20, leaseMs: 120_000, maxAttempts: 3, retryBaseMs: 60_000 };
const STRENGTH =
  'The password must be at least 8 characters long, and contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)';
const INVITE_NOT_FOUND =
  'Sorry we are unable to locate your agent invite information, check with the organisation that sent you the invite, it may be that the invite invitation link has expired.';
const COMPLETION_NOT_FOUND =
  'Sorry we are unable to locate your agent information. It may be you have navigated to this page in error and have already completed this stage in the signup process.';
const RESET_NOT_FOUND =
  'Sorry we are unable to locate your details, it may be that the password reset link has expired.';
const RESET_FAILED = 'Sorry we are unable to update your password - please contact us for help';

/** The attachments of a raw MIME message: file name and decoded bytes. */
function attachmentsOf(raw: string) {
  const found: { filename: string; content: Buffer }[] = [];
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const name = /Content-Disposition: attachment;\s*filename="?([^"\r\n;]+)"?/i.exec(part);
    if (!name) continue;
    const [, body] = part.split(/\r?\n\r?\n/, 2).length === 2 ? part.split(/\r?\n\r?\n/) : ['', ''];
    const base64 = part.slice(part.search(/\r?\n\r?\n/)).replace(/[\r\n]|--.*$/gs, '');
    found.push({ filename: name[1], content: Buffer.from(base64 || body, 'base64') });
  }
  return found;
}

describe.each(engines)('agent office on %s', (engine) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let agentToken: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(engine, { config: { smtpUrl: sink.url }, outboxPolicy: POLICY });
    agentToken = await tokenFor(t.app, DEMO.agent);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers: token ? bearer(token) : {},
    });
  const deliverMail = async (count: number) => {
    t.services.mailWorker.start();
    try {
      return await sink.waitForMessages(count);
    } finally {
      await t.services.mailWorker.stop();
    }
  };

  describe('access', () => {
    test.each([
      ['GET', '/guides'],
      ['GET', '/quotes-sent'],
      ['GET', '/bookings'],
      ['GET', '/agent/signup-complete'],
      ['GET', '/postcode-lookup?q=B17%209AA'],
      ['POST', '/agent/change-password'],
      ['POST', '/send-pdf/guide/1'],
    ])('%s %s needs a log-in (401) and the AGENT role (403)', async (method, url) => {
      const anonymous = await t.app.inject({ method: method as 'GET', url: `/api${url}` });
      expect(anonymous.statusCode).toBe(401);
      const organisation = await tokenFor(t.app, DEMO.organisation);
      const wrongRole = await t.app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: bearer(organisation),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(wrongRole.statusCode).toBe(403);
    });
  });

  describe('guides', () => {
    test('GET /guides lists the guides with their download path and send flag', async () => {
      const res = await get('/guides', agentToken);
      expect(res.statusCode).toBe(200);
      const { guides } = res.json() as { guides: Guide[] };
      expect(guides.length).toBeGreaterThanOrEqual(4);
      for (const guide of guides) {
        expect(guide.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(guide.pdfFilePath).toBe(
          `/guide/${guide.updated.replace(/-/g, '')}/${guide.filename}`,
        );
      }
      expect(guides.some((g) => g.sendToCustomer)).toBe(true);
      expect(guides.some((g) => !g.sendToCustomer)).toBe(true);
    });

    test('GET /guide/{updated}/{filename} downloads a real PDF', async () => {
      const { guides } = (await get('/guides', agentToken)).json() as { guides: Guide[] };
      const res = await get(guides[0].pdfFilePath, agentToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename="${guides[0].filename}"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
      expect(res.rawPayload.toString('latin1')).toContain('/Type /Page');
    });

    test('an unknown guide or a malformed date is a 404, never a 500', async () => {
      for (const url of [
        '/guide/20200101/nothing.pdf',
        '/guide/not-a-date/orlando-weather.pdf',
        '/guide/2026/x.pdf',
      ]) {
        const res = await get(url, agentToken);
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('send PDF', () => {
    const guides = async () =>
      ((await get('/guides', agentToken)).json() as { guides: Guide[] }).guides;

    test('queues a guide with its PDF for the recipient and a copy for the agent', async () => {
      const guide = (await guides()).find((g) => g.sendToCustomer)!;
      const res = await post(
        `/send-pdf/guide/${guide.guideId}`,
        {
          recipientEmail: 'customer@example.com',
          recipientMessage: 'Here is the guide we talked about.',
          ccApiUser: true,
          pdfFilePath: guide.pdfFilePath,
        },
        agentToken,
      );
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ queued: true });

      const mails = await deliverMail(2);
      const toCustomer = mails.find((m) => m.to.includes('customer@example.com'))!;
      const copy = mails.find((m) => m.to.includes('agent@demo.test'))!;
      expect(toCustomer).toBeDefined();
      expect(copy).toBeDefined();
      const body = readableBody(toCustomer.raw);
      expect(body).toContain(`Subject: ${guide.name} from Sunshine Travel Harborne`);
      expect(body).toContain('Sarah Mitchell of Sunshine Travel Harborne has sent you');
      expect(body).toContain('Here is the guide we talked about.');
      const [attachment] = attachmentsOf(toCustomer.raw);
      expect(attachment.filename).toBe(guide.filename);
      expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(readableBody(copy.raw)).toContain('This is your copy of the e-mail sent to');
    });

    test('sends no copy when ccApiUser is false', async () => {
      const guide = (await guides()).find((g) => g.sendToCustomer)!;
      await t.services.db.deleteFrom('outbox').execute();
      const res = await post(
        `/send-pdf/guide/${guide.guideId}`,
        { recipientEmail: 'only@example.com', ccApiUser: false },
        agentToken,
      );
      expect(res.statusCode).toBe(202);
      const rows = await t.services.db.selectFrom('outbox').select('to_address').execute();
      expect(rows.map((r) => r.to_address)).toEqual(['only@example.com']);
    });

    test('refuses an agents-only guide, an unknown guide and a wrong file path', async () => {
      const all = await guides();
      const agentsOnly = all.find((g) => !g.sendToCustomer)!;
      const sendable = all.find((g) => g.sendToCustomer)!;
      const payload = { recipientEmail: 'c@example.com' };
      expect(
        (await post(`/send-pdf/guide/${agentsOnly.guideId}`, payload, agentToken)).statusCode,
      ).toBe(403);
      expect((await post('/send-pdf/guide/99999', payload, agentToken)).statusCode).toBe(404);
      expect((await post('/send-pdf/guide/abc', payload, agentToken)).statusCode).toBe(404);
      expect((await post('/send-pdf/brochure/1', payload, agentToken)).statusCode).toBe(404);
      const wrongPath = await post(
        `/send-pdf/guide/${sendable.guideId}`,
        { ...payload, pdfFilePath: '/guide/20200101/other.pdf' },
        agentToken,
      );
      expect(wrongPath.statusCode).toBe(422);
      expect(wrongPath.json().validationErrors[0].field).toBe('pdfFilePath');
    });

    test('validates the form: recipient email required and valid, message at most 500', async () => {
      const guide = (await guides()).find((g) => g.sendToCustomer)!;
      const url = `/send-pdf/guide/${guide.guideId}`;
      const missing = await post(url, {}, agentToken);
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({
        validationErrors: [{ field: 'recipientEmail', error: 'Recipient email is required' }],
      });
      const bad = await post(url, { recipientEmail: 'nope' }, agentToken);
      expect(bad.json().validationErrors[0].error).toBe(
        'Recipient email must be a valid email address',
      );
      const long = await post(
        url,
        { recipientEmail: 'c@example.com', recipientMessage: 'x'.repeat(501) },
        agentToken,
      );
      expect(long.statusCode).toBe(422);
      expect(long.json().validationErrors[0]).toEqual({
        field: 'recipientMessage',
        error: 'Message to recipient must be at most 500 characters',
      });
      const notJson = await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...bearer(agentToken), 'content-type': 'application/json' },
        payload: '{"recipientEmail":',
      });
      expect(notJson.statusCode).toBe(400);
    });
  });

  describe('change password', () => {
    test('refuses a wrong current password with a clear 422', async () => {
      const res = await post(
        '/agent/change-password',
        { password: 'Wrong#2026', newPassword: 'Better#2027' },
        agentToken,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        validationErrors: [{ field: 'password', error: WRONG_CURRENT_PASSWORD }],
      });
    });

    test('applies the strength rule on the server', async () => {
      const res = await post(
        '/agent/change-password',
        { password: DEMO.agent.password, newPassword: 'weakpass' },
        agentToken,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        validationErrors: [{ field: 'newPassword', error: STRENGTH }],
      });
      // The message's own examples (, . _ & ?) are special characters: only the missing
      // current password is refused, never the new one.
      for (const special of ',._&?') {
        const answer = await post(
          '/agent/change-password',
          { newPassword: `Better${special}2027` },
          agentToken,
        );
        expect(answer.json()).toEqual({
          validationErrors: [{ field: 'password', error: 'Current password is required' }],
        });
      }
      const missing = await post('/agent/change-password', {}, agentToken);
      expect(missing.json().validationErrors).toEqual([
        { field: 'password', error: 'Current password is required' },
        { field: 'newPassword', error: 'New password is required' },
      ]);
    });

    test('changes the password, keeps this session and ends the others', async () => {
      const app = await createTestApp(engine, { databaseFrom: t });
      try {
        const mine = await tokenFor(app.app, DEMO.agent);
        const other = await tokenFor(app.app, DEMO.agent);
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/agent/change-password',
          headers: bearer(mine),
          payload: { password: DEMO.agent.password, newPassword: 'Better#2027' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ changed: true });
        const info = (token: string) =>
          app.app.inject({ method: 'GET', url: '/api/agent/account-info', headers: bearer(token) });
        expect((await info(mine)).statusCode).toBe(200);
        expect((await info(other)).statusCode).toBe(401);
        expect((await postLogin(app.app, DEMO.agent.email, DEMO.agent.password)).statusCode).toBe(
          401,
        );
        expect((await postLogin(app.app, DEMO.agent.email, 'Better#2027')).statusCode).toBe(200);
        // Put it back for the other tests sharing the database.
        await app.app.inject({
          method: 'POST',
          url: '/api/agent/change-password',
          headers: bearer(mine),
          payload: { password: 'Better#2027', newPassword: DEMO.agent.password },
        });
      } finally {
        await app.app.close();
      }
      agentToken = await tokenFor(t.app, DEMO.agent);
    });
  });

  describe('signup by invitation', () => {
    const details = {
      title: 'Ms',
      forename: 'Amelia',
      surname: 'Reid',
      clientCompName: 'Reid Holidays',
      clientTelephone: '0131 496 0555',
      clientMobile: '',
      password: 'Welcome#2026',
      passwordConfirm: 'Welcome#2026',
    };
    const organisationId = async () =>
      (await t.services.db.selectFrom('organisations').select('id').executeTakeFirstOrThrow()).id;
    const invite = async (email: string) =>
      createInvite(t.services.db, {
        email,
        organisationId: await organisationId(),
        now: t.clock(),
        publicUrl: 'http://portal.test',
      });
    const pathOf = (link: string) => link.replace('http://portal.test/admin', '');

    test('an invite link shows who is invited, signs up once, and the account must complete signup', async () => {
      const created = await invite('Amelia.Reid@example.com');
      expect(created.link).toMatch(
        new RegExp(`^http://portal.test/admin/agent/signup/${created.inviteId}/[\\w-]{43}$`),
      );
      const path = pathOf(created.link);
      const shown = await get(path);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({
        agentInvite: {
          email: 'amelia.reid@example.com',
          organisationName: 'Sunshine Travel Ltd',
          expires: created.expiresAt,
        },
      });

      const signedUp = await post(path, details);
      expect(signedUp.statusCode).toBe(201);
      expect(signedUp.json()).toEqual({ signedUp: true, email: 'amelia.reid@example.com' });

      const again = await post(path, details);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ errors: [INVITE_NOT_FOUND] });
      expect((await get(path)).statusCode).toBe(404);

      const login = await postLogin(t.app, 'amelia.reid@example.com', 'Welcome#2026');
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ userRole: 'AGENT', accountSignupIncomplete: true });
      const token = login.json().token as string;
      const info = await get('/agent/account-info', token);
      expect(info.json().agentAccountInfo).toMatchObject({
        clientTitle: 'Ms',
        clientForename: 'Amelia',
        clientSurname: 'Reid',
        clientCompName: 'Reid Holidays',
        clientTelephone: '0131 496 0555',
        clientMobile: '',
        organisation: { clientCompName: 'Sunshine Travel Ltd' },
      });
    });

    test('an invite expires after its validity', async () => {
      const created = await invite('late@example.com');
      const path = pathOf(created.link);
      t.clock.advance(INVITE_VALID_DAYS * 24 * 60 * 60_000 + 1000);
      try {
        const res = await get(path);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errors: [INVITE_NOT_FOUND] });
        expect((await post(path, details)).statusCode).toBe(404);
      } finally {
        t.clock.advance(-(INVITE_VALID_DAYS * 24 * 60 * 60_000 + 1000));
      }
    });

    test('a wrong token, an unknown id or a malformed id finds no invite', async () => {
      const created = await invite('wrongtoken@example.com');
      for (const path of [
        `/agent/signup/${created.inviteId}/${'x'.repeat(43)}`,
        `/agent/signup/999999/${created.token}`,
        `/agent/signup/abc/${created.token}`,
      ]) {
        const res = await get(path);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errors: [INVITE_NOT_FOUND] });
      }
    });

    test('validates the signup form with the contract rules, and leaves the invite usable', async () => {
      const created = await invite('checked@example.com');
      const path = pathOf(created.link);
      const res = await post(path, {
        ...details,
        title: 'M',
        clientCompName: 'Tiny',
        clientTelephone: '123',
        password: 'password',
        passwordConfirm: 'different',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().validationErrors).toEqual([
        { field: 'title', error: 'Title must be between 2 and 10 characters' },
        { field: 'clientCompName', error: 'Company name must be between 5 and 50 characters' },
        { field: 'clientTelephone', error: 'Telephone must be between 10 and 30 characters' },
        { field: 'password', error: STRENGTH },
        { field: 'passwordConfirm', error: 'The passwords do not match' },
      ]);
      expect((await get(path)).statusCode).toBe(200);
    });

    test('two racing submissions of one invite create one account', async () => {
      const created = await invite('race@example.com');
      const path = pathOf(created.link);
      const results = await Promise.all([post(path, details), post(path, details)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
      const users = await t.services.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'race@example.com')
        .execute();
      expect(users).toHaveLength(1);
    });

    test('the admin CLI creates an invite and prints a working link', async () => {
      const lines: string[] = [];
      const env = {
        SQLITE_FILE: t.config.sqliteFile,
        DATABASE_URL: t.config.databaseUrl ?? undefined,
        PUBLIC_URL: 'http://portal.test',
      };
      const code = await runInviteCommand(
        ['invite', 'cli.agent@example.com'],
        (l) => lines.push(l),
        env,
      );
      expect(code).toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^http:\/\/portal\.test\/admin\/agent\/signup\/\d+\/[\w-]{43}$/);
      const shown = await get(pathOf(lines[0]));
      expect(shown.json().agentInvite.email).toBe('cli.agent@example.com');
      expect(await runInviteCommand(['invite'], (l) => lines.push(l), env)).toBe(64);
      // The same command through the admin CLI operators use.
      const viaCli: string[] = [];
      expect(await runCli(['invite', 'cli.two@example.com'], (l) => viaCli.push(l), env)).toBe(0);
      expect(viaCli[0]).toMatch(/^http:\/\/portal\.test\/admin\/agent\/signup\/\d+\//);
    });

    test('an invite cannot be made for an address that already has an account', async () => {
      await expect(invite('agent@demo.test')).rejects.toThrow('already has an account');
    });
  });

  describe('signup completion', () => {
    const address = {
      address1: '3 Wellington Road',
      address2: 'Harborne',
      addTown: 'Birmingham',
      addCounty: 'West Midlands',
      addCountryId: 82,
      addPostcode: 'b17 9aa',
    };

    test('GET answers the agent and any address held; POST completes the signup once', async () => {
      const token = await tokenFor(t.app, DEMO.newAgent);
      const info = await get('/agent/signup-complete', token);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({
        agent: {
          clientForename: 'Tom',
          clientSurname: 'Hughes',
          clientCompName: 'Sunshine Travel Solihull',
          email: 'newagent@demo.test',
        },
        address: {
          address1: '',
          address2: '',
          addTown: '',
          addCounty: '',
          addPostcode: '',
          addCountryId: null,
        },
      });

      const bad = await post('/agent/signup-complete', { address: { address1: 'x' } }, token);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().validationErrors).toEqual([
        { field: 'address.address1', error: 'Address line 1 must be between 5 and 50 characters' },
        { field: 'address.addTown', error: 'Town is required' },
        { field: 'address.addCountryId', error: 'Country is required' },
        { field: 'address.addPostcode', error: 'Postcode is required' },
      ]);
      for (const addCountryId of [99_999, 2 ** 31, 1e20]) {
        const unknownCountry = await post(
          '/agent/signup-complete',
          { address: { ...address, addCountryId } },
          token,
        );
        expect(unknownCountry.statusCode).toBe(422);
        expect(unknownCountry.json()).toEqual({
          validationErrors: [
            {
              field: 'address.addCountryId',
              error: 'Country must be one of the listed countries',
            },
          ],
        });
      }

      const done = await post('/agent/signup-complete', { address }, token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ completed: true });

      const login = await postLogin(t.app, DEMO.newAgent.email, DEMO.newAgent.password);
      expect(login.json().accountSignupIncomplete).toBe(false);
      const account = (await get('/agent/account-info', token)).json().agentAccountInfo;
      expect(account).toMatchObject({
        address1: '3 Wellington Road',
        addTown: 'Birmingham',
        addPostcode: 'B17 9AA',
        countryName: 'United Kingdom',
      });

      const again = await get('/agent/signup-complete', token);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ errors: [COMPLETION_NOT_FOUND] });
      const postAgain = await post('/agent/signup-complete', { address }, token);
      expect(postAgain.statusCode).toBe(404);
      expect(postAgain.json()).toEqual({ errors: [COMPLETION_NOT_FOUND] });
    });
  });

  describe('postcode lookup', () => {
    test('finds the addresses of a known postcode, whatever its case and spacing', async () => {
      const res = await get('/postcode-lookup?q=b179aa', agentToken);
      expect(res.statusCode).toBe(200);
      const { FullAddress } = res.json();
      expect(FullAddress).toMatchObject({
        Address2: 'Harborne',
        Town: 'Birmingham',
        County: 'West Midlands',
        Postcode: 'B17 9AA',
      });
      expect(FullAddress.Premises).toContain('1 Wellington Road');
      expect(FullAddress.Premises.length).toBeGreaterThan(5);
    });

    test('answers an error string for a malformed or unknown postcode', async () => {
      for (const q of ['12345', 'B17', 'QQ1 1AA', 'B17 9CA', 'x'.repeat(30)]) {
        const res = await get(`/postcode-lookup?q=${encodeURIComponent(q)}`, agentToken);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          error: 'Please enter a full UK postcode, for example SW1A 1AA',
        });
      }
      const unknown = await get('/postcode-lookup?q=ZE1%200AA', agentToken);
      expect(unknown.json()).toEqual({
        error: 'We could not find any addresses for that postcode - please enter the address below',
      });
    });

    test('an empty query is a 422', async () => {
      for (const url of ['/postcode-lookup', '/postcode-lookup?q=', '/postcode-lookup?q=%20']) {
        const res = await get(url, agentToken);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          validationErrors: [{ field: 'q', error: 'Postcode is required' }],
        });
      }
    });
  });

  describe('password reset by link', () => {
    const requestLink = async (email: string) => {
      sink.messages.length = 0;
      await t.services.db.deleteFrom('outbox').execute();
      const res = await post('/reset-password', { email });
      expect(res.statusCode).toBe(200);
      const [mail] = await deliverMail(1);
      const link = /http:\/\/portal\.test(\/admin\/agent\/password-reset\/\S+)/.exec(
        readableBody(mail.raw),
      )![1];
      return link.replace('/admin/agent/password-reset', '/reset-password');
    };

    test('the mailed link opens, resets once, ends every session and the new password logs in', async () => {
      const email = 'accounts@demo.test';
      const before = await tokenFor(t.app, DEMO.accounts);
      const path = await requestLink(email);
      const shown = await get(path);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({ passwordReset: { email } });

      const weak = await post(path, { password: 'weak', passwordConfirm: 'weak' });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().validationErrors).toEqual([{ field: 'password', error: STRENGTH }]);
      const mismatch = await post(path, { password: 'Fresh#2027', passwordConfirm: 'Fresh#2028' });
      expect(mismatch.json().validationErrors).toEqual([
        { field: 'passwordConfirm', error: 'The passwords do not match' },
      ]);

      const done = await post(path, { password: 'Fresh#2027', passwordConfirm: 'Fresh#2027' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ reset: true });

      expect((await get('/extend-session', before)).statusCode).toBe(401);
      expect((await postLogin(t.app, email, 'Fresh#2027')).statusCode).toBe(200);
      expect((await postLogin(t.app, email, DEMO.accounts.password)).statusCode).toBe(401);

      const reused = await post(path, { password: 'Other#2027', passwordConfirm: 'Other#2027' });
      expect(reused.statusCode).toBe(404);
      expect(reused.json()).toEqual({ errors: [RESET_FAILED] });
      const reopened = await get(path);
      expect(reopened.statusCode).toBe(404);
      expect(reopened.json()).toEqual({ errors: [RESET_NOT_FOUND] });
    });

    test('a link expires after its validity', async () => {
      const path = await requestLink('organisation@demo.test');
      t.clock.advance(RESET_LINK_VALID_MINUTES * 60_000 + 1000);
      try {
        expect((await get(path)).json()).toEqual({ errors: [RESET_NOT_FOUND] });
        const res = await post(path, { password: 'Fresh#2027', passwordConfirm: 'Fresh#2027' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errors: [RESET_FAILED] });
      } finally {
        t.clock.advance(-(RESET_LINK_VALID_MINUTES * 60_000 + 1000));
      }
    });

    test('a tampered link finds nothing', async () => {
      const path = await requestLink('organisation@demo.test');
      const [, , id, token, resetId] = path.split('/');
      const organisationId = await userId(t.services, 'organisation@demo.test');
      expect(Number(id)).toBe(organisationId);
      for (const tampered of [
        `/reset-password/${id}/${'A'.repeat(token.length)}/${resetId}`,
        `/reset-password/${Number(id) + 1}/${token}/${resetId}`,
        `/reset-password/${id}/${token}/${Number(resetId) + 100}`,
        `/reset-password/x/${token}/${resetId}`,
      ]) {
        expect((await get(tampered)).statusCode).toBe(404);
      }
      expect((await get(path)).statusCode).toBe(200);
    });
  });
});
