import { hashToken, newToken } from '../auth/tokens';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { officeDb } from './tables';

/** An invitation link works for this long, and once. */
export const INVITE_VALID_DAYS = 7;

export class InviteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InviteError';
  }
}

export interface CreatedInvite {
  inviteId: number;
  token: string;
  link: string;
  expiresAt: string;
}

/**
 * Creates an invitation for an address to join an organisation as an AGENT and returns the
 * signup link (the token exists only in the link; its hash is stored).
 */
export async function createInvite(
  db: Db,
  opts: { email: string; organisationId: number; now: number; publicUrl: string },
): Promise<CreatedInvite> {
  const odb = officeDb(db);
  const email = opts.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new InviteError(`"${opts.email}" is not an email address`);
  }
  const existing = await odb
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) throw new InviteError(`${email} already has an account`);
  const organisation = await odb
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', opts.organisationId)
    .executeTakeFirst();
  if (!organisation) throw new InviteError(`There is no organisation ${opts.organisationId}`);

  const token = newToken();
  const expiresAt = toTimestamp(opts.now + INVITE_VALID_DAYS * 24 * 60 * 60_000);
  const { id } = await odb
    .insertInto('agent_invites')
    .values({
      email,
      organisation_id: opts.organisationId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      used_at: null,
      user_id: null,
      created_at: toTimestamp(opts.now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    inviteId: id,
    token,
    link: `${opts.publicUrl}/admin/agent/signup/${id}/${token}`,
    expiresAt,
  };
}

export interface OpenInvite {
  id: number;
  email: string;
  organisationId: number;
  organisationName: string;
  expiresAt: string;
}

/** The invite of a link when it is unused and unexpired; null otherwise (unknown, wrong token). */
export async function findOpenInvite(
  db: Db,
  opts: { inviteId: number; token: string; now: number },
): Promise<OpenInvite | null> {
  const row = await officeDb(db)
    .selectFrom('agent_invites')
    .innerJoin('organisations', 'organisations.id', 'agent_invites.organisation_id')
    .select([
      'agent_invites.id',
      'agent_invites.email',
      'agent_invites.token_hash',
      'agent_invites.expires_at',
      'agent_invites.used_at',
      'agent_invites.organisation_id',
      'organisations.name as organisation_name',
    ])
    .where('agent_invites.id', '=', opts.inviteId)
    .executeTakeFirst();
  if (!row || row.token_hash !== hashToken(opts.token)) return null;
  if (row.used_at !== null || row.expires_at <= toTimestamp(opts.now)) return null;
  return {
    id: row.id,
    email: row.email,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    expiresAt: row.expires_at,
  };
}

export interface SignupDetails {
  title: string;
  forename: string;
  surname: string;
  clientCompName: string;
  clientTelephone: string;
  clientMobile: string;
  password: string;
}

export type AcceptOutcome =
  { kind: 'created'; userId: number; email: string } | { kind: 'invalid' } | { kind: 'emailTaken' };

/**
 * Uses an invite: creates the AGENT account (signup still incomplete: the address comes next)
 * and marks the invite used, in one transaction. The update re-checks that the invite is
 * unused and unexpired, so two racing submissions create one account.
 */
export async function acceptInvite(
  db: Db,
  opts: { inviteId: number; token: string; now: number; details: SignupDetails },
): Promise<AcceptOutcome> {
  const invite = await findOpenInvite(db, opts);
  if (!invite) return { kind: 'invalid' };
  const passwordHash = await hashPassword(opts.details.password);
  const nowText = toTimestamp(opts.now);
  return officeDb(db)
    .transaction()
    .execute(async (trx): Promise<AcceptOutcome> => {
      const claimed = await trx
        .updateTable('agent_invites')
        .set({ used_at: nowText })
        .where('id', '=', invite.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowText)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return { kind: 'invalid' };
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', invite.email)
        .executeTakeFirst();
      if (taken) {
        // Leave the invite usable: nothing was created.
        await trx
          .updateTable('agent_invites')
          .set({ used_at: null })
          .where('id', '=', invite.id)
          .execute();
        return { kind: 'emailTaken' };
      }
      const d = opts.details;
      const user = await trx
        .insertInto('users')
        .values({
          email: invite.email,
          password_hash: passwordHash,
          role: 'AGENT',
          title: d.title,
          forename: d.forename,
          surname: d.surname,
          company_name: d.clientCompName || null,
          telephone: d.clientTelephone,
          mobile: d.clientMobile || null,
          organisation_id: invite.organisationId,
          signup_incomplete: 1,
          failed_login_count: 0,
          created_at: nowText,
          updated_at: nowText,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('agent_invites')
        .set({ user_id: user.id })
        .where('id', '=', invite.id)
        .execute();
      return { kind: 'created', userId: user.id, email: invite.email };
    });
}
