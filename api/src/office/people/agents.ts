import { sql } from 'kysely';
import type { OfficeAgent, OfficeAgentInvite } from '@villa/shared/contract';
import { AGENT_ROLES } from '@villa/shared/contract';
import { accountKeyOf } from '../../auth/throttle';
import type { Db } from '../../db/schema';
import { toTimestamp } from '../../time';
import { peopleDb } from './tables';

/*
 * The agents' side of the portal as the office reads it: every account of an agent role with
 * its organisation, signup state, latest log-in, bookings this year and whether the log-in
 * throttle holds it; and the invitations still open.
 */

/** The bookings an agent "made": a stay paid for or being paid, not a hold, quote or cancellation. */
const MADE_STATUSES = ['PAYPENDING', 'BOOKING'] as const;

export interface AgentFilter {
  q: string;
  organisation: string;
  state: '' | 'active' | 'inactive' | 'incomplete';
}

/** How many agents a list answers at most: a provider's agencies are hundreds, not millions. */
export const AGENTS_LISTED = 500;

export async function listAgents(db: Db, filter: AgentFilter, now: number): Promise<OfficeAgent[]> {
  const nowText = toTimestamp(now);
  const yearStart = `${new Date(now).getUTCFullYear()}-01-01T00:00:00.000Z`;
  let query = peopleDb(db)
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.role',
      'users.forename',
      'users.surname',
      'users.company_name',
      'users.signup_incomplete',
      'users.deactivated_at',
      'users.last_login_at',
      'organisations.id as organisation_id',
      'organisations.name as organisation_name',
      'organisations.deactivated_at as organisation_deactivated_at',
      eb
        .selectFrom('bookings')
        .select((b) => b.fn.countAll<number>().as('n'))
        .whereRef('bookings.agent_user_id', '=', 'users.id')
        .where('bookings.status', 'in', MADE_STATUSES)
        .where('bookings.created_at', '>=', yearStart)
        .as('bookings_this_year'),
    ])
    .where('users.role', 'in', AGENT_ROLES)
    .orderBy(sql`lower(users.email)`)
    .limit(AGENTS_LISTED);
  const q = filter.q.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const contains = (text: string) =>
      sql<boolean>`lower(${sql.raw(text)}) like ${like} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        contains('users.email'),
        contains("coalesce(users.forename, '') || ' ' || coalesce(users.surname, '')"),
        contains("coalesce(users.company_name, '')"),
        contains("coalesce(organisations.name, '')"),
      ]),
    );
  }
  if (filter.organisation)
    query = query.where('users.organisation_id', '=', Number(filter.organisation));
  if (filter.state === 'active') query = query.where('users.deactivated_at', 'is', null);
  if (filter.state === 'inactive') query = query.where('users.deactivated_at', 'is not', null);
  if (filter.state === 'incomplete') query = query.where('users.signup_incomplete', '=', 1);
  const rows = await query.execute();

  const locked = new Set(
    (
      await db
        .selectFrom('login_throttle')
        .select('account')
        .where('key', 'like', 'account:%')
        .where('locked_until', '>', nowText)
        .execute()
    ).map((r) => r.account),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: [row.forename, row.surname].filter(Boolean).join(' '),
    role: row.role,
    organisation:
      row.organisation_id === null
        ? null
        : {
            id: row.organisation_id,
            name: row.organisation_name ?? '',
            active: row.organisation_deactivated_at === null,
          },
    active: row.deactivated_at === null,
    signupComplete: row.signup_incomplete === 0,
    lastLogIn: row.last_login_at,
    bookingsThisYear: Number(row.bookings_this_year ?? 0),
    locked: locked.has(accountKeyOf(row.email)),
  }));
}

/** One agent as the list shows it, or null for an id that is no agent's. */
export async function readAgent(db: Db, id: number, now: number): Promise<OfficeAgent | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'role'])
    .where('id', '=', id)
    .where('role', 'in', AGENT_ROLES)
    .executeTakeFirst();
  if (!row) return null;
  const found = await listAgents(db, { q: row.email, organisation: '', state: '' }, now);
  return found.find((agent) => agent.id === id) ?? null;
}

/** The invitations not used or revoked, newest first. */
export async function openInvites(db: Db, now: number): Promise<OfficeAgentInvite[]> {
  const rows = await peopleDb(db)
    .selectFrom('agent_invites')
    .innerJoin('organisations', 'organisations.id', 'agent_invites.organisation_id')
    .select([
      'agent_invites.id',
      'agent_invites.email',
      'agent_invites.expires_at',
      'organisations.id as organisation_id',
      'organisations.name as organisation_name',
    ])
    .where('agent_invites.used_at', 'is', null)
    .where('agent_invites.revoked_at', 'is', null)
    .orderBy('agent_invites.id', 'desc')
    .limit(AGENTS_LISTED)
    .execute();
  return rows.map((row) => inviteAnswer(row, now));
}

export const inviteAnswer = (
  row: {
    id: number;
    email: string;
    expires_at: string;
    organisation_id: number;
    organisation_name: string;
  },
  now: number,
): OfficeAgentInvite => ({
  id: row.id,
  email: row.email,
  organisation: { id: row.organisation_id, name: row.organisation_name },
  expiresAt: row.expires_at,
  expired: row.expires_at <= toTimestamp(now),
});

export async function readInvite(db: Db, id: number, now: number) {
  const row = await peopleDb(db)
    .selectFrom('agent_invites')
    .innerJoin('organisations', 'organisations.id', 'agent_invites.organisation_id')
    .select([
      'agent_invites.id',
      'agent_invites.email',
      'agent_invites.expires_at',
      'organisations.id as organisation_id',
      'organisations.name as organisation_name',
    ])
    .where('agent_invites.id', '=', id)
    .executeTakeFirst();
  return row ? inviteAnswer(row, now) : null;
}
