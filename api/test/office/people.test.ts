import { agentInviteTexts, organisationMessages, staffTexts } from '@villa/shared/contract';
import { runInviteCommand } from '../../src/agent-office/cli';
import { MESSAGES } from '../../src/errors';
import { engines } from '../helpers/engines';
import { readableBody, startSmtpSink } from '../helpers/smtpSink';
import {
  DEMO,
  bearer,
  createTestApp,
  officeTokenFor,
  postLogin,
  tokenFor,
  userId,
  type TestApp,
} from '../helpers/testApp';

/*
 * The office's people (issue 46) through the API, as staff and administrators use it:
 * organisations, agents and their invitations, and the office's own staff.
 */

const POLICY = { pollMs: 20, leaseMs: 120_000, maxAttempts: 3, retryBaseMs: 60_000 };
const INVITE_NOT_FOUND =
  'Sorry we are unable to locate your agent invite information, check with the organisation that sent you the invite, it may be that the invite invitation link has expired.';
const ADDRESS = {
  address1: '12 Harbour Street',
  address2: '',
  addTown: 'Leith',
  addCounty: 'Edinburgh',
  addCountryId: 82,
  addPostcode: 'EH6 6QP',
};
const SIGNUP = {
  title: 'Ms',
  forename: 'Isla',
  surname: 'Grant',
  clientCompName: 'Grant Travel',
  clientTelephone: '0131 496 0111',
  clientMobile: '',
  password: 'Welcome#2026',
  passwordConfirm: 'Welcome#2026',
};

describe.each(engines)('office people on %s', (engine) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let staff: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(engine, {
      config: { smtpUrl: sink.url, publicUrl: 'http://portal.test' },
      outboxPolicy: POLICY,
    });
    staff = bearer(await officeTokenFor(t, DEMO.staff));
    admin = bearer(await officeTokenFor(t, DEMO.admin));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Delivers what the outbox holds and answers the link of the newest mail to `to`. */
  const mailedLink = async (to: string, pattern: RegExp) => {
    sink.messages.length = 0;
    t.services.mailWorker.start();
    try {
      for (let waited = 0; !sink.messages.some((m) => m.to.includes(to)); waited += 20) {
        if (waited > 10_000) throw new Error(`no mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await t.services.mailWorker.stop();
    }
    const mail = [...sink.messages].reverse().find((m) => m.to.includes(to))!;
    return pattern.exec(readableBody(mail.raw))![1];
  };
  const signupLink = /http:\/\/portal\.test\/admin\/agent(\/signup\/\d+\/[\w-]+)/;
  const staffLink = /http:\/\/portal\.test\/office(\/staff-signup\/\d+\/[\w-]+)/;

  const newOrganisation = async (name: string) => {
    const res = await call('POST', '/office/organisations', staff, {
      name,
      address: ADDRESS,
      commissionRate: 12.5,
    });
    expect(res.statusCode).toBe(201);
    return res.json().organisation as { id: number };
  };

  describe('organisations', () => {
    test('creates an organisation, lists it and changes it, each in the audit log', async () => {
      const res = await call('POST', '/office/organisations', staff, {
        name: 'Harbour Holidays Ltd',
        displayName: 'Harbour Holidays',
        address: ADDRESS,
        commissionRate: 11.25,
      });
      expect(res.statusCode).toBe(201);
      const created = res.json().organisation;
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'Harbour Holidays Ltd',
        displayName: 'Harbour Holidays',
        address: ADDRESS,
        commissionRate: 11.25,
        active: true,
        agents: 0,
      });
      const list = await call('GET', '/office/organisations', staff);
      expect(list.json().organisations).toContainEqual(created);

      const changed = await call('PATCH', `/office/organisations/${created.id}`, staff, {
        commissionRate: 9,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().organisation.commissionRate).toBe(9);
      const audit = await call('GET', `/office/audit?entity=organisation&id=${created.id}`, staff);
      expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
        'organisation.updated',
        'organisation.created',
      ]);
    });

    test('refuses bad input at its field and changes nothing', async () => {
      const bad = await call('POST', '/office/organisations', staff, {
        name: 'X',
        address: { ...ADDRESS, addPostcode: '' },
        commissionRate: 31,
      });
      expect(bad.statusCode).toBe(422);
      const fields = bad.json().validationErrors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(
        expect.arrayContaining(['name', 'address.addPostcode', 'commissionRate']),
      );
      const taken = await call('POST', '/office/organisations', staff, {
        name: 'harbour holidays ltd',
        address: ADDRESS,
        commissionRate: 10,
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({
        validationErrors: [{ field: 'name', error: organisationMessages.nameTaken }],
      });
      expect((await call('PATCH', '/office/organisations/999999', staff, {})).statusCode).toBe(404);
    });

    test('deactivating an organisation logs its agents out and keeps them out until it is back', async () => {
      const org = await t.services.db
        .selectFrom('users')
        .select('organisation_id')
        .where('email', '=', DEMO.agent.email)
        .executeTakeFirstOrThrow();
      const token = await tokenFor(t.app, DEMO.agent);
      const off = await call('PATCH', `/office/organisations/${org.organisation_id}`, staff, {
        active: false,
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().organisation.active).toBe(false);
      expect((await call('GET', '/bookings', bearer(token))).statusCode).toBe(401);
      const refused = await postLogin(t.app, DEMO.agent.email, DEMO.agent.password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ errors: [MESSAGES.loginFailed] });
      const back = await call('PATCH', `/office/organisations/${org.organisation_id}`, staff, {
        active: true,
      });
      expect(back.json().organisation.active).toBe(true);
      expect((await postLogin(t.app, DEMO.agent.email, DEMO.agent.password)).statusCode).toBe(200);
    });
  });

  describe('agents', () => {
    test('lists agents with organisation, signup state, last log-in and bookings this year', async () => {
      await tokenFor(t.app, DEMO.agent);
      const res = await call('GET', '/office/agents?q=agent@demo', staff);
      expect(res.statusCode).toBe(200);
      const agent = res.json().agents.find((a: { email: string }) => a.email === DEMO.agent.email);
      expect(agent).toMatchObject({
        email: DEMO.agent.email,
        active: true,
        signupComplete: true,
        lastLogIn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        organisation: { id: expect.any(Number), name: expect.any(String), active: true },
      });
      expect(agent.bookingsThisYear).toBeGreaterThanOrEqual(0);
      const incomplete = await call('GET', '/office/agents?state=incomplete', staff);
      expect(incomplete.json().agents.map((a: { email: string }) => a.email)).toContain(
        DEMO.newAgent.email,
      );
      const bad = await call('GET', '/office/agents?state=gone&organisation=x', staff);
      expect(bad.statusCode).toBe(422);
    });

    test('an invitation is mailed, signs up through its link, and the list shows it until used', async () => {
      const org = await newOrganisation('Leith Travel Co');
      const res = await call('POST', '/office/agents/invites', staff, {
        email: 'Isla.Grant@example.com',
        organisationId: org.id,
      });
      expect(res.statusCode).toBe(201);
      const invite = res.json().invite;
      expect(invite).toMatchObject({
        email: 'isla.grant@example.com',
        organisation: { id: org.id, name: 'Leith Travel Co' },
        expired: false,
      });
      const listed = await call('GET', '/office/agents', staff);
      expect(listed.json().invites).toContainEqual(invite);
      // The outbox keeps no working link: only the mark the delivery fills.
      const queued = await t.services.db
        .selectFrom('outbox')
        .select('text_body')
        .where('to_address', '=', 'isla.grant@example.com')
        .executeTakeFirstOrThrow();
      expect(queued.text_body).not.toMatch(/signup\/\d+\/\w/);

      const path = await mailedLink('isla.grant@example.com', signupLink);
      const shown = await call('GET', `/agent${path}`, {});
      expect(shown.statusCode).toBe(200);
      expect(shown.json().agentInvite.email).toBe('isla.grant@example.com');
      const done = await call('POST', `/agent${path}`, {}, SIGNUP);
      expect(done.statusCode).toBe(201);
      const after = await call('GET', '/office/agents?q=isla.grant', staff);
      expect(after.json().agents[0]).toMatchObject({ signupComplete: false, active: true });
      expect(after.json().invites.map((i: { id: number }) => i.id)).not.toContain(invite.id);
    });

    test('a resent invitation replaces the earlier link; a revoked one shows the invite failure', async () => {
      const org = await newOrganisation('Resend Travel');
      const made = await call('POST', '/office/agents/invites', staff, {
        email: 'resend@example.com',
        organisationId: org.id,
      });
      const id = made.json().invite.id;
      const first = await mailedLink('resend@example.com', signupLink);
      const again = await call('POST', `/office/agents/invites/${id}/resend`, staff);
      expect(again.statusCode).toBe(200);
      const second = await mailedLink('resend@example.com', signupLink);
      expect(second).not.toBe(first);
      expect((await call('GET', `/agent${first}`, {})).statusCode).toBe(404);
      expect((await call('GET', `/agent${second}`, {})).statusCode).toBe(200);

      expect((await call('DELETE', `/office/agents/invites/${id}`, staff)).statusCode).toBe(204);
      const gone = await call('GET', `/agent${second}`, {});
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ errors: [INVITE_NOT_FOUND] });
      expect((await call('DELETE', `/office/agents/invites/${id}`, staff)).statusCode).toBe(404);
      expect((await call('POST', `/office/agents/invites/${id}/resend`, staff)).statusCode).toBe(
        404,
      );
    });

    test('refuses an invitation for a taken address, an unknown or inactive organisation', async () => {
      const org = await newOrganisation('Dormant Travel');
      const taken = await call('POST', '/office/agents/invites', staff, {
        email: DEMO.agent.email,
        organisationId: org.id,
      });
      expect(taken.json()).toEqual({
        validationErrors: [{ field: 'email', error: agentInviteTexts.emailTaken }],
      });
      const unknown = await call('POST', '/office/agents/invites', staff, {
        email: 'someone@example.com',
        organisationId: 999999,
      });
      expect(unknown.json()).toEqual({
        validationErrors: [
          { field: 'organisationId', error: agentInviteTexts.unknownOrganisation },
        ],
      });
      await call('PATCH', `/office/organisations/${org.id}`, staff, { active: false });
      const inactive = await call('POST', '/office/agents/invites', staff, {
        email: 'someone@example.com',
        organisationId: org.id,
      });
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json()).toEqual({ errors: [agentInviteTexts.inactiveOrganisation] });
      const bad = await call('POST', '/office/agents/invites', staff, { email: 'not an email' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().validationErrors.map((e: { field: string }) => e.field)).toEqual([
        'email',
        'organisationId',
      ]);
    });

    test('`cli invite` makes the same invitations the office lists', async () => {
      const lines: string[] = [];
      const env = {
        SQLITE_FILE: t.config.sqliteFile,
        DATABASE_URL: t.config.databaseUrl ?? undefined,
        PUBLIC_URL: 'http://portal.test',
      };
      expect(
        await runInviteCommand(['invite', 'cli.people@example.com'], (l) => lines.push(l), env),
      ).toBe(0);
      const listed = await call('GET', '/office/agents', staff);
      expect(listed.json().invites.map((i: { email: string }) => i.email)).toContain(
        'cli.people@example.com',
      );
    });

    test('deactivating an agent ends their sessions at once; reactivating lets them back', async () => {
      const id = await userId(t.services, DEMO.accounts.email);
      const token = await tokenFor(t.app, DEMO.accounts);
      const off = await call('PATCH', `/office/agents/${id}`, staff, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().agent.active).toBe(false);
      expect((await call('GET', '/extend-session', bearer(token))).statusCode).toBe(401);
      expect((await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password)).statusCode).toBe(
        401,
      );
      const on = await call('PATCH', `/office/agents/${id}`, staff, { active: true });
      expect(on.json().agent.active).toBe(true);
      expect((await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password)).statusCode).toBe(
        200,
      );
      const audit = await call('GET', `/office/audit?entity=agent&id=${id}`, staff);
      expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
        'agent.reactivated',
        'agent.deactivated',
      ]);
      expect((await call('PATCH', `/office/agents/${id}`, staff, {})).statusCode).toBe(422);
      const staffId = await userId(t.services, DEMO.staff.email);
      expect(
        (await call('PATCH', `/office/agents/${staffId}`, staff, { active: false })).statusCode,
      ).toBe(404);
    });

    test('unlocks the log-in throttle of a locked account', async () => {
      const id = await userId(t.services, DEMO.newAgent.email);
      for (let i = 0; i < 5; i += 1) await postLogin(t.app, DEMO.newAgent.email, 'Wrong#2026x');
      expect((await postLogin(t.app, DEMO.newAgent.email, DEMO.newAgent.password)).statusCode).toBe(
        429,
      );
      const listed = await call('GET', '/office/agents?q=newagent@demo', staff);
      expect(listed.json().agents[0].locked).toBe(true);
      const res = await call('PATCH', `/office/agents/${id}`, staff, { unlock: true });
      expect(res.json().agent.locked).toBe(false);
      expect((await postLogin(t.app, DEMO.newAgent.email, DEMO.newAgent.password)).statusCode).toBe(
        200,
      );
    });

    test('mails a password reset link that resets the password', async () => {
      const id = await userId(t.services, DEMO.organisation.email);
      const res = await call('POST', `/office/agents/${id}/password-reset`, staff);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ sent: true });
      const link = await mailedLink(
        DEMO.organisation.email,
        /http:\/\/portal\.test\/admin\/agent\/password-reset(\/\S+)/,
      );
      expect((await call('GET', `/reset-password${link}`, {})).statusCode).toBe(200);
    });

    test('an administrator impersonates an agent through the link, and it is audited', async () => {
      const id = await userId(t.services, DEMO.agent.email);
      const refused = await call('POST', `/office/agents/${id}/impersonation`, staff);
      expect(refused.statusCode).toBe(403);
      const res = await call('POST', `/office/agents/${id}/impersonation`, admin);
      expect(res.statusCode).toBe(200);
      const { url } = res.json();
      expect(url).toMatch(/^http:\/\/portal\.test\/admin\/impersonate\?data=[\w-]+$/);
      const data = new URL(url).searchParams.get('data');
      const exchanged = await call('POST', '/impersonation', {}, { data });
      expect(exchanged.statusCode).toBe(200);
      expect(exchanged.json()).toMatchObject({
        email: DEMO.agent.email,
        userAdminId: await userId(t.services, DEMO.admin.email),
      });
      const audit = await call('GET', `/office/audit?entity=agent&id=${id}`, staff);
      expect(audit.json().entries[0]).toMatchObject({
        action: 'agent.impersonated',
        staffEmail: DEMO.admin.email,
      });
    });
  });

  describe('staff', () => {
    test('STAFF may not manage staff (403)', async () => {
      expect((await call('GET', '/office/staff', staff)).statusCode).toBe(403);
      const res = await call('POST', '/office/staff/invites', staff, {
        email: 'x@example.com',
        role: 'ADMIN',
        forename: 'Ann',
        surname: 'Other',
      });
      expect(res.statusCode).toBe(403);
    });

    test('an invited staff member sets a password, then enrols at the first sign-in', async () => {
      const res = await call('POST', '/office/staff/invites', admin, {
        email: 'new.staff@example.com',
        role: 'STAFF',
        forename: 'Rowan',
        surname: 'Blake',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().invite).toMatchObject({ email: 'new.staff@example.com', role: 'STAFF' });
      const path = await mailedLink('new.staff@example.com', staffLink);
      const shown = await call('GET', `/office${path}`, {});
      expect(shown.json()).toEqual({
        staffInvite: { email: 'new.staff@example.com', name: 'Rowan Blake', role: 'STAFF' },
      });
      const weak = await call(
        'POST',
        `/office${path}`,
        {},
        { password: 'weak', passwordConfirm: 'x' },
      );
      expect(weak.statusCode).toBe(422);
      expect(weak.json().validationErrors.map((e: { field: string }) => e.field)).toEqual([
        'password',
        'passwordConfirm',
      ]);
      const done = await call(
        'POST',
        `/office${path}`,
        {},
        { password: 'Office#2026', passwordConfirm: 'Office#2026' },
      );
      expect(done.statusCode).toBe(201);
      const again = await call('GET', `/office${path}`, {});
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ errors: [staffTexts.inviteFailed] });
      const signIn = await call(
        'POST',
        '/office/login',
        {},
        {
          email: 'new.staff@example.com',
          password: 'Office#2026',
          code: '',
        },
      );
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json().enrolment.secret).toEqual(expect.any(String));
      const list = await call('GET', '/office/staff', admin);
      expect(list.json().staff).toContainEqual(
        expect.objectContaining({ email: 'new.staff@example.com', enrolled: false, active: true }),
      );
    });

    test('changes a role, deactivates and resets an authenticator, each audited', async () => {
      const staffId = await userId(t.services, DEMO.staff.email);
      const up = await call('PATCH', `/office/staff/${staffId}`, admin, { role: 'ADMIN' });
      expect(up.json().staff.role).toBe('ADMIN');
      const down = await call('PATCH', `/office/staff/${staffId}`, admin, { role: 'STAFF' });
      expect(down.json().staff.role).toBe('STAFF');

      const session = bearer(await officeTokenFor(t, DEMO.staff));
      const reset = await call('PATCH', `/office/staff/${staffId}`, admin, {
        resetAuthenticator: true,
      });
      expect(reset.json().staff.enrolled).toBe(false);
      expect((await call('GET', '/office/me', session)).statusCode).toBe(401);
      const signIn = await call('POST', '/office/login', {}, { ...DEMO.staff, code: '' });
      expect(signIn.json().enrolment).toBeDefined();

      const off = await call('PATCH', `/office/staff/${staffId}`, admin, { active: false });
      expect(off.json().staff.active).toBe(false);
      const on = await call('PATCH', `/office/staff/${staffId}`, admin, { active: true });
      expect(on.json().staff.active).toBe(true);
      const bad = await call('PATCH', `/office/staff/${staffId}`, admin, { role: 'BOSS' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ validationErrors: [{ field: 'role', error: staffTexts.role }] });
      const audit = await call('GET', `/office/audit?entity=staff&id=${staffId}`, admin);
      expect(
        audit
          .json()
          .entries.map((e: { action: string }) => e.action)
          .slice(0, 5),
      ).toEqual([
        'staff.reactivated',
        'staff.deactivated',
        'staff.authenticatorReset',
        'staff.roleChanged',
        'staff.roleChanged',
      ]);
    });

    test('the last active ADMIN can be neither demoted nor deactivated (409)', async () => {
      const adminId = await userId(t.services, DEMO.admin.email);
      for (const patch of [{ role: 'STAFF' }, { active: false }]) {
        const res = await call('PATCH', `/office/staff/${adminId}`, admin, patch);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ errors: [staffTexts.lastAdmin] });
      }
      // With a second administrator, the first may step down.
      const staffId = await userId(t.services, DEMO.staff.email);
      await call('PATCH', `/office/staff/${staffId}`, admin, { role: 'ADMIN' });
      const stepDown = await call('PATCH', `/office/staff/${adminId}`, admin, { role: 'STAFF' });
      expect(stepDown.statusCode).toBe(200);
      const staffAdmin = bearer(await officeTokenFor(t, DEMO.staff));
      await call('PATCH', `/office/staff/${adminId}`, staffAdmin, { role: 'ADMIN' });
      await call('PATCH', `/office/staff/${staffId}`, staffAdmin, { role: 'STAFF' });
      const roles = await t.services.db
        .selectFrom('users')
        .select(['email', 'role'])
        .where('id', 'in', [adminId, staffId])
        .orderBy('email')
        .execute();
      expect(roles).toEqual([
        { email: DEMO.admin.email, role: 'ADMIN' },
        { email: DEMO.staff.email, role: 'STAFF' },
      ]);
      expect(
        (await call('PATCH', '/office/staff/999999', admin, { active: true })).statusCode,
      ).toBe(404);
    });
  });
});
