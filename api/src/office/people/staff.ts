import type { OfficeStaffMember, StaffInvite, StaffRole } from '@villa/shared/contract';
import { STAFF_ROLES } from '@villa/shared/contract';
import { fillOpenInviteLinks, INVITE_VALID_DAYS } from '../../agent-office/invites';
import { deactivateAccount, reactivateAccount } from '../../auth/accountActive';
import { hashPassword } from '../../auth/passwords';
import { endOtherSessions } from '../../auth/sessions';
import { hashToken, newToken } from '../../auth/tokens';
import { lockRowForUpdate } from '../../db/engine';
import type { Db, OutboxRow } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { toTimestamp } from '../../time';
import { staffInviteMail } from './staffInviteMail';
import { peopleDb } from './tables';

/*
 * The office's own staff, managed by an administrator. A staff member is invited by mail; the
 * link sets their password, and their first sign-in enrols their authenticator (the sign-in's
 * own enrolment, office/signIn). The portal always keeps one active ADMIN: the last one can be
 * neither demoted nor deactivated, checked with every active ADMIN row locked, so two
 * administrators demoting each other at once cannot both succeed.
 */

const fullName = (forename: string | null, surname: string | null, email: string) =>
  [forename, surname].filter(Boolean).join(' ') || email;

export async function listStaff(db: Db): Promise<OfficeStaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('staff_second_factors', 'staff_second_factors.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.forename',
      'users.surname',
      'users.role',
      'users.deactivated_at',
      'users.last_login_at',
      'staff_second_factors.confirmed_at',
    ])
    .where('users.role', 'in', STAFF_ROLES)
    .orderBy('users.email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: fullName(row.forename, row.surname, row.email),
    role: row.role as StaffRole,
    active: row.deactivated_at === null,
    enrolled: row.confirmed_at !== null && row.confirmed_at !== undefined,
    lastLogIn: row.last_login_at,
  }));
}

export async function readStaff(db: Db, id: number) {
  return (await listStaff(db)).find((member) => member.id === id) ?? null;
}

const inviteOf = (
  row: {
    id: number;
    email: string;
    forename: string;
    surname: string;
    role: StaffRole;
    expires_at: string;
  },
  now: number,
): StaffInvite => ({
  id: row.id,
  email: row.email,
  name: `${row.forename} ${row.surname}`,
  role: row.role,
  expiresAt: row.expires_at,
  expired: row.expires_at <= toTimestamp(now),
});

export async function openStaffInvites(db: Db, now: number): Promise<StaffInvite[]> {
  const rows = await peopleDb(db)
    .selectFrom('staff_invites')
    .select(['id', 'email', 'forename', 'surname', 'role', 'expires_at'])
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => inviteOf(row, now));
}

export type StaffInviteOutcome = { kind: 'emailTaken' } | { kind: 'invited'; invite: StaffInvite };

/** Where a staff invitation mail's link stands in the queued body, filled at delivery. */
export const staffInviteLinkMark = (inviteId: number) => `[[staff-invite-link:${inviteId}]]`;
const STAFF_LINK_MARK = /\[\[staff-invite-link:(\d+)\]\]/g;

/** Invites a staff member in the caller's transaction; an open invite of the address is replaced. */
export async function inviteStaff(
  trx: Db,
  opts: {
    email: string;
    role: StaffRole;
    forename: string;
    surname: string;
    invitedBy: number;
    now: number;
  },
): Promise<StaffInviteOutcome> {
  const pdb = peopleDb(trx);
  const email = opts.email.trim().toLowerCase();
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (taken) return { kind: 'emailTaken' };
  const nowText = toTimestamp(opts.now);
  await pdb
    .updateTable('staff_invites')
    .set({ revoked_at: nowText })
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const expiresAt = toTimestamp(opts.now + INVITE_VALID_DAYS * 24 * 60 * 60_000);
  const row = await pdb
    .insertInto('staff_invites')
    .values({
      email,
      role: opts.role,
      forename: opts.forename,
      surname: opts.surname,
      // A token nobody sees: the mail's own is made when it is sent (fillStaffInviteLinks).
      token_hash: hashToken(newToken()),
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
      user_id: null,
      invited_by: opts.invitedBy,
      created_at: nowText,
    })
    .returning(['id', 'email', 'forename', 'surname', 'role', 'expires_at'])
    .executeTakeFirstOrThrow();
  await enqueueMail(
    trx,
    staffInviteMail({
      to: email,
      forename: opts.forename,
      role: opts.role,
      link: staffInviteLinkMark(row.id),
      validDays: INVITE_VALID_DAYS,
    }),
    opts.now,
  );
  return { kind: 'invited', invite: inviteOf(row, opts.now) };
}

export async function revokeStaffInvite(trx: Db, opts: { inviteId: number; now: number }) {
  const done = await peopleDb(trx)
    .updateTable('staff_invites')
    .set({ revoked_at: toTimestamp(opts.now) })
    .where('id', '=', opts.inviteId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The invitation of a link when it is open; null otherwise (unknown, wrong token, used, revoked, expired). */
export async function findOpenStaffInvite(
  db: Db,
  opts: { inviteId: number; token: string; now: number },
) {
  const row = await peopleDb(db)
    .selectFrom('staff_invites')
    .selectAll()
    .where('id', '=', opts.inviteId)
    .executeTakeFirst();
  if (!row || row.token_hash !== hashToken(opts.token)) return null;
  if (row.used_at !== null || row.revoked_at !== null) return null;
  if (row.expires_at <= toTimestamp(opts.now)) return null;
  return row;
}

export type StaffSignupOutcome =
  { kind: 'created'; userId: number; email: string } | { kind: 'invalid' } | { kind: 'emailTaken' };

/**
 * Uses a staff invitation: creates the account with its role and password, no authenticator
 * yet (the first sign-in enrols one), and marks the invitation used, in one transaction whose
 * guarded update lets one of two racing submissions through.
 */
export async function acceptStaffInvite(
  db: Db,
  opts: { inviteId: number; token: string; password: string; now: number },
): Promise<StaffSignupOutcome> {
  const invite = await findOpenStaffInvite(db, opts);
  if (!invite) return { kind: 'invalid' };
  const passwordHash = await hashPassword(opts.password);
  const nowText = toTimestamp(opts.now);
  return db.transaction().execute(async (trx): Promise<StaffSignupOutcome> => {
    const pdb = peopleDb(trx);
    const claimed = await pdb
      .updateTable('staff_invites')
      .set({ used_at: nowText })
      .where('id', '=', invite.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowText)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { kind: 'invalid' };
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', invite.email)
      .executeTakeFirst();
    if (taken) {
      await pdb
        .updateTable('staff_invites')
        .set({ used_at: null })
        .where('id', '=', invite.id)
        .execute();
      return { kind: 'emailTaken' };
    }
    const user = await trx
      .insertInto('users')
      .values({
        email: invite.email,
        password_hash: passwordHash,
        role: invite.role,
        title: null,
        forename: invite.forename,
        surname: invite.surname,
        telephone: null,
        mobile: null,
        company_name: null,
        address1: null,
        address2: null,
        town: null,
        county: null,
        postcode: null,
        country_id: null,
        organisation_id: null,
        signup_incomplete: 0,
        failed_login_count: 0,
        failed_login_since: null,
        locked_until: null,
        created_at: nowText,
        updated_at: nowText,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await pdb
      .updateTable('staff_invites')
      .set({ user_id: user.id })
      .where('id', '=', invite.id)
      .execute();
    return { kind: 'created', userId: user.id, email: invite.email };
  });
}

/** Puts the staff signup links into a mail about to be sent (as fillInviteLinks does for agents). */
export function fillStaffInviteLinks(
  db: Db,
  row: OutboxRow,
  opts: { now: number; publicUrl: string },
): Promise<OutboxRow | null> {
  return fillOpenInviteLinks(db, row, {
    now: opts.now,
    mark: STAFF_LINK_MARK,
    table: 'staff_invites',
    linkOf: (inviteId, token) => `${opts.publicUrl}/office/staff-signup/${inviteId}/${token}`,
  });
}

export type StaffChange =
  | { kind: 'notFound' }
  | { kind: 'lastAdmin' }
  | { kind: 'changed'; before: OfficeStaffMember; after: OfficeStaffMember };

/**
 * Changes a staff member in the caller's transaction: role, active, or a reset authenticator
 * (its secret and recovery codes deleted, its sessions ended: the next sign-in enrols again).
 */
export async function changeStaff(
  trx: Db,
  id: number,
  patch: { role?: StaffRole; active?: boolean; resetAuthenticator?: true },
  now: number,
): Promise<StaffChange> {
  const before = await readStaff(trx, id);
  if (!before) return { kind: 'notFound' };
  const losesAdmin =
    before.role === 'ADMIN' &&
    before.active &&
    ((patch.role !== undefined && patch.role !== 'ADMIN') || patch.active === false);
  if (losesAdmin) {
    const admins = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADMIN')
      .where('deactivated_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const admin of admins) await lockRowForUpdate(trx, 'users', admin.id);
    const still = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADMIN')
      .where('deactivated_at', 'is', null)
      .where('id', '!=', id)
      .execute();
    if (still.length === 0) return { kind: 'lastAdmin' };
  }
  if (patch.role !== undefined && patch.role !== before.role) {
    await trx
      .updateTable('users')
      .set({ role: patch.role, updated_at: toTimestamp(now) })
      .where('id', '=', id)
      .execute();
    // A role is read with the session: the next call carries the new one, so nothing to end.
  }
  if (patch.active === false && before.active) await deactivateAccount(trx, { userId: id, now });
  if (patch.active === true && !before.active) await reactivateAccount(trx, { userId: id, now });
  if (patch.resetAuthenticator) {
    await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', id).execute();
    await trx.deleteFrom('staff_second_factors').where('user_id', '=', id).execute();
    await endOtherSessions(trx, id, null);
  }
  const after = (await readStaff(trx, id)) ?? before;
  return { kind: 'changed', before, after };
}
