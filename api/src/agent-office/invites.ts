import { hashToken, newToken } from '../auth/tokens';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/schema';
import type { OutboxRow } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { peopleDb } from '../office/people/tables';
import { toTimestamp } from '../time';
import { agentInviteMail } from './inviteMail';
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

/** Where an invitation mail's link stands in the queued body; the outbox worker puts it there. */
export const inviteLinkMark = (inviteId: number) => `[[agent-invite-link:${inviteId}]]`;
const INVITE_LINK_MARK = /\[\[agent-invite-link:(\d+)\]\]/g;

const signupLink = (publicUrl: string, inviteId: number, token: string) =>
  `${publicUrl}/admin/agent/signup/${inviteId}/${token}`;

/** The organisation of `cli invite --organisation` (an id or the company name; default the first). */
export async function organisationFor(db: Db, wanted: string | undefined) {
  let query = db.selectFrom('organisations').select(['id', 'name']).orderBy('id');
  const text = wanted?.trim();
  if (text) {
    query = /^\d+$/.test(text)
      ? query.where('id', '=', Number(text))
      : query.where('name', '=', text);
  }
  const organisation = await query.executeTakeFirst();
  if (!organisation) throw new InviteError(`There is no organisation "${text ?? ''}"`);
  return organisation;
}

export type InviteRefusal = 'notEmail' | 'emailTaken' | 'noOrganisation' | 'inactiveOrganisation';

const refusalText: Record<InviteRefusal, (email: string, organisationId: number) => string> = {
  notEmail: (email) => `"${email}" is not an email address`,
  emailTaken: (email) => `${email} already has an account`,
  noOrganisation: (_email, id) => `There is no organisation ${id}`,
  inactiveOrganisation: (_email, id) => `The organisation ${id} is deactivated`,
};

export class InviteRefused extends InviteError {
  constructor(
    readonly refusal: InviteRefusal,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Invites an address to join an organisation as an AGENT: the one way invitations are made, by
 * the office (`delivery: 'mail'`, the invitation mail in the outbox, its link made when it is
 * sent) and by `cli invite` (`delivery: 'link'`: the link is returned to print). Only a token's
 * sha256 is ever stored. An open invitation of the same address is replaced (revoked): one
 * address, one working link. Runs in the caller's transaction when given one.
 */
export async function inviteAgent(
  db: Db,
  opts: {
    email: string;
    organisationId: number;
    now: number;
    publicUrl: string;
    delivery: 'mail' | 'link';
  },
): Promise<CreatedInvite> {
  const odb = peopleDb(db);
  const email = opts.email.trim().toLowerCase();
  const refuse = (refusal: InviteRefusal): never => {
    throw new InviteRefused(refusal, refusalText[refusal](opts.email, opts.organisationId));
  };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) refuse('notEmail');
  const existing = await odb
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) refuse('emailTaken');
  const organisation = await odb
    .selectFrom('organisations')
    .select(['id', 'deactivated_at'])
    .where('id', '=', opts.organisationId)
    .executeTakeFirst();
  if (!organisation) refuse('noOrganisation');
  if (organisation?.deactivated_at) refuse('inactiveOrganisation');

  const token = newToken();
  const nowText = toTimestamp(opts.now);
  const expiresAt = toTimestamp(opts.now + INVITE_VALID_DAYS * 24 * 60 * 60_000);
  await odb
    .updateTable('agent_invites')
    .set({ revoked_at: nowText })
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const { id } = await odb
    .insertInto('agent_invites')
    .values({
      email,
      organisation_id: opts.organisationId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      used_at: null,
      user_id: null,
      created_at: nowText,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.delivery === 'mail') await mailInvite(db, { inviteId: id, now: opts.now });
  return {
    inviteId: id,
    token: opts.delivery === 'link' ? token : '',
    link: opts.delivery === 'link' ? signupLink(opts.publicUrl, id, token) : '',
    expiresAt,
  };
}

/** The invitation in the link form `cli invite` prints (kept for the tests that build agents). */
export const createInvite = (
  db: Db,
  opts: { email: string; organisationId: number; now: number; publicUrl: string },
) => inviteAgent(db, { ...opts, delivery: 'link' });

async function mailInvite(db: Db, opts: { inviteId: number; now: number }) {
  const row = await officeDb(db)
    .selectFrom('agent_invites')
    .innerJoin('organisations', 'organisations.id', 'agent_invites.organisation_id')
    .select(['agent_invites.email', 'organisations.name'])
    .where('agent_invites.id', '=', opts.inviteId)
    .executeTakeFirstOrThrow();
  await enqueueMail(
    db,
    agentInviteMail({
      to: row.email,
      organisationName: row.name,
      link: inviteLinkMark(opts.inviteId),
      validDays: INVITE_VALID_DAYS,
    }),
    opts.now,
  );
}

/**
 * Sends an open (or expired, not used, not revoked) invitation again: seven days from now, a
 * new mail whose link is made at delivery, so every earlier link stops working. False for an
 * invitation that was used or revoked, or never existed.
 */
export async function resendInvite(db: Db, opts: { inviteId: number; now: number }) {
  const renewed = await peopleDb(db)
    .updateTable('agent_invites')
    .set({
      expires_at: toTimestamp(opts.now + INVITE_VALID_DAYS * 24 * 60 * 60_000),
      token_hash: hashToken(newToken()),
    })
    .where('id', '=', opts.inviteId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(renewed.numUpdatedRows) !== 1) return false;
  await mailInvite(db, opts);
  return true;
}

/** Revokes an unused invitation: its link then finds nothing. False when there is none to revoke. */
export async function revokeInvite(db: Db, opts: { inviteId: number; now: number }) {
  const revoked = await peopleDb(db)
    .updateTable('agent_invites')
    .set({ revoked_at: toTimestamp(opts.now) })
    .where('id', '=', opts.inviteId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows) === 1;
}

/**
 * Puts the signup links into an invitation mail about to be sent, as auth/passwordResets.ts
 * does for reset links: a token made now, whose hash replaces the invite's, so no stored row
 * holds a working link. Null when the invitation is no longer open (the mail is not sent).
 */
export function fillInviteLinks(
  db: Db,
  row: OutboxRow,
  opts: { now: number; publicUrl: string },
): Promise<OutboxRow | null> {
  return fillOpenInviteLinks(db, row, {
    now: opts.now,
    mark: INVITE_LINK_MARK,
    table: 'agent_invites',
    linkOf: (inviteId, token) => signupLink(opts.publicUrl, inviteId, token),
  });
}

/**
 * The one way an invitation's links go into its mail, for agents' and staff's invitations
 * alike: each marked invitation still open gets a new token (its hash replacing the stored
 * one), and the mark becomes the link; null when one of them is no longer open.
 */
export async function fillOpenInviteLinks(
  db: Db,
  row: OutboxRow,
  opts: {
    now: number;
    mark: RegExp;
    table: 'agent_invites' | 'staff_invites';
    linkOf: (inviteId: number, token: string) => string;
  },
): Promise<OutboxRow | null> {
  const ids = new Set<number>();
  for (const body of [row.text_body, row.html_body ?? '']) {
    for (const match of body.matchAll(opts.mark)) ids.add(Number(match[1]));
  }
  if (ids.size === 0) return row;
  const links = new Map<number, string>();
  for (const inviteId of ids) {
    const token = newToken();
    const open = await peopleDb(db)
      .updateTable(opts.table)
      .set({ token_hash: hashToken(token) })
      .where('id', '=', inviteId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', toTimestamp(opts.now))
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) !== 1) return null;
    links.set(inviteId, opts.linkOf(inviteId, token));
  }
  const fill = (body: string) =>
    body.replace(opts.mark, (_mark, id: string) => links.get(Number(id)) ?? '');
  return {
    ...row,
    text_body: fill(row.text_body),
    html_body: row.html_body && fill(row.html_body),
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
  const row = await peopleDb(db)
    .selectFrom('agent_invites')
    .innerJoin('organisations', 'organisations.id', 'agent_invites.organisation_id')
    .select([
      'agent_invites.revoked_at',
      'organisations.deactivated_at',
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
  // A revoked invitation, or one to an organisation the office deactivated, opens nothing.
  if (row.revoked_at !== null || row.deactivated_at !== null) return null;
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
  return peopleDb(db)
    .transaction()
    .execute(async (trx): Promise<AcceptOutcome> => {
      const claimed = await trx
        .updateTable('agent_invites')
        .set({ used_at: nowText })
        .where('id', '=', invite.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowText)
        .where('revoked_at', 'is', null)
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
