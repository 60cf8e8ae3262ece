import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOGIN_USER_TYPE, type ImpersonationPayload } from '@villa/shared/contract';
import { acceptInvite, createInvite } from '../../src/agent-office/invites';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { issueImpersonationLink } from '../../src/auth/impersonation';
import { createSession } from '../../src/auth/sessions';
import { DEMO_TOTP_SECRETS } from '../../src/db/seed/demoUsers';
import { totpCodeAt } from '../../src/office/signIn/totp';
import type { AnswerMismatch } from '../../src/web/answerChecks';
import { loadConfig, type Config } from '../../src/config';
import { seedStepsWithoutDemoHistory } from '../../src/db/seed';
import type { Services } from '../../src/services';
import { createFreshPostgresDatabase, type TestEngine } from './engines';

export interface TestClock {
  (): number;
  advance(ms: number): void;
}

/** Time that moves only when a test says so. */
export function createTestClock(start = Date.parse('2026-06-01T09:00:00.000Z')): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  clock: TestClock;
  config: Config;
  /** A temporary folder of this app (SQLite file, mail folder); removed on close. */
  dir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'clock'> {
  config?: Partial<Config>;
  /** Reuse an existing SQLite file or PostgreSQL database instead of a fresh one. */
  databaseFrom?: TestApp;
  /** Runs before the app is ready, e.g. to add a route. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(
  engine: TestEngine,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'villa-api-'));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (options.databaseFrom) {
    databaseUrl = options.databaseFrom.config.databaseUrl;
  } else if (engine === 'postgres') {
    const fresh = await createFreshPostgresDatabase();
    databaseUrl = fresh.url;
    dropDatabase = async () => {
      await fresh.drop();
    };
  }
  const config: Config = {
    ...loadConfig({}),
    databaseUrl,
    // The tests read the demo data on either engine.
    seedDemo: true,
    sqliteFile: options.databaseFrom?.config.sqliteFile ?? path.join(dir, 'portal.sqlite'),
    mailDir: path.join(dir, 'mail'),
    storageDir: path.join(dir, 'storage'),
    smtpUrl: null,
    portalRoot: null,
    remotesJson: null,
    publicUrl: 'http://portal.test',
    logLevel: 'silent',
    ...options.config,
  };
  const clock = createTestClock();
  // Every answer of every test is checked against its endpoint table entry (web/answerChecks.ts).
  const mismatches: AnswerMismatch[] = [];
  const app = await buildApp({
    startMailWorker: false,
    // The demo history costs seconds per fresh database: the suites that need it make it.
    seedSteps: seedStepsWithoutDemoHistory,
    checkAnswers: (mismatch) => mismatches.push(mismatch),
    ...options,
    config,
    clock,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    services: app.services,
    clock,
    config,
    dir,
    async close() {
      await app.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
      if (mismatches.length > 0) {
        const list = mismatches.map((m) => `${m.route} ${m.status}: ${m.problem}`);
        throw new Error(`answers that break the endpoint table:\n${list.join('\n')}`);
      }
    },
  };
}

export const DEMO = {
  agent: { email: 'agent@demo.test', password: 'Agent#2026' },
  organisation: { email: 'organisation@demo.test', password: 'Organisation#2026' },
  accounts: { email: 'accounts@demo.test', password: 'Accounts#2026' },
  newAgent: { email: 'newagent@demo.test', password: 'Newagent#2026' },
  staff: { email: 'staff@demo.test', password: 'Staff#2026' },
  admin: { email: 'admin@demo.test', password: 'Admin#2026' },
} as const;

/** POST /api/login; `remoteAddress` plays a client at another IP address (default 127.0.0.1). */
export function postLogin(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, user_type: LOGIN_USER_TYPE },
    ...options,
  });
}

/** Logs in and returns the bearer token; fails the test if the log-in fails. */
export async function tokenFor(app: FastifyInstance, who: { email: string; password: string }) {
  const res = await postLogin(app, who.email, who.password);
  if (res.statusCode !== 200)
    throw new Error(`login of ${who.email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/**
 * Signs a demo staff member in through POST /api/office/login with the current code of their
 * demo secret; the bearer token. A code counts once: a second sign-in of the same account needs
 * the clock moved a step on (or officeTokenFor).
 */
export async function officeLogIn(
  t: Pick<TestApp, 'app' | 'clock'>,
  who: (typeof DEMO)['staff'] | (typeof DEMO)['admin'],
) {
  const secret = who.email === DEMO.admin.email ? DEMO_TOTP_SECRETS.admin : DEMO_TOTP_SECRETS.staff;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/office/login',
    payload: { ...who, code: totpCodeAt(secret, t.clock()) },
  });
  if (res.statusCode !== 200) throw new Error(`office sign-in of ${who.email}: ${res.body}`);
  return (res.json() as { token: string }).token;
}

/**
 * A session of a staff member of the office, opened directly (no code spent), for tests that
 * need several; fails the test if the account is not an office account.
 */
export async function officeTokenFor(
  t: Pick<TestApp, 'services' | 'clock' | 'config'>,
  who: { email: string; password: string },
) {
  const user = await t.services.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', who.email)
    .executeTakeFirstOrThrow();
  if (user.role !== 'STAFF' && user.role !== 'ADMIN') throw new Error(`${who.email} is no staff`);
  const session = await createSession(t.services.db, {
    userId: user.id,
    ttlSeconds: t.config.sessionTtlSeconds,
    now: t.clock(),
  });
  return session.token;
}

/**
 * Marks an agent's signup complete, for tests that use an invited agent (or the demo's new
 * agent) as "another agent": until then the API refuses them almost everything (403).
 */
export async function completeSignupOf(services: Services, email: string) {
  await services.db
    .updateTable('users')
    .set({ signup_incomplete: 0 })
    .where('email', '=', email)
    .execute();
}

/**
 * Another agent of the demo organisation, invited and signed up in full (address given), who
 * can log in with `email` and `password`: a second agent with a clean slate.
 */
export async function inviteAgent(
  t: TestApp,
  agent: { email: string; password: string; forename: string; company: string; telephone: string },
) {
  const organisation = await t.services.db
    .selectFrom('organisations')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const invite = await createInvite(t.services.db, {
    email: agent.email,
    organisationId: organisation.id,
    now: t.clock(),
    publicUrl: 'http://portal.test',
  });
  const created = await acceptInvite(t.services.db, {
    inviteId: invite.inviteId,
    token: invite.token,
    now: t.clock(),
    details: {
      title: 'Mr',
      forename: agent.forename,
      surname: 'Agent',
      clientCompName: agent.company,
      clientTelephone: agent.telephone,
      clientMobile: '',
      password: agent.password,
    },
  });
  if (created.kind !== 'created') throw new Error(`could not create the agent ${agent.email}`);
  // An invited agent gives the address next; until then the API refuses it (signup gate).
  await completeSignupOf(t.services, agent.email);
  return { id: created.userId, email: agent.email, password: agent.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function userId(services: Services, email: string) {
  const row = await services.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Impersonates a user as an administrator does: the link `cli impersonate` prints, then the
 * exchange of its code that /admin/impersonate makes. The session's payload and the link.
 */
export async function impersonateThroughLink(
  t: Pick<TestApp, 'app' | 'services' | 'clock' | 'config'>,
  userEmail: string,
  adminEmail = 'admin@demo.test',
): Promise<{ payload: ImpersonationPayload; url: string }> {
  const { url, code } = await issueImpersonationLink(t.services.db, {
    userEmail,
    adminEmail,
    now: t.clock(),
    publicUrl: t.config.publicUrl,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/impersonation',
    payload: { data: code },
  });
  if (res.statusCode !== 200) throw new Error(`the exchange failed: ${res.statusCode} ${res.body}`);
  return { payload: res.json() as ImpersonationPayload, url };
}
