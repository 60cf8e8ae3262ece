import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  normaliseRecoveryCode,
} from '@villa/shared/contract';
import type { Db } from '../../db/schema';
import { toTimestamp } from '../../time';
import { recordAudit } from '../audit';
import { newTotpSecret } from './totp';
import { openSecret, recoveryCodeHash, sealSecret, type StaffKey } from './staffSecretKey';

/*
 * A staff account's second factor in the database: its sealed authenticator secret, the step
 * of the last code it accepted, and its recovery codes. Every "use it once" is one guarded
 * UPDATE (a step later than the last one; a code not yet used), so two sign-ins racing with
 * the same code, on one instance or two, let exactly one through.
 */

export type SecondFactor =
  | { kind: 'none' }
  /** Enrolment started: the secret shown, waiting for its first code. */
  | { kind: 'pending'; secret: string }
  | { kind: 'confirmed'; secret: string };

export async function secondFactorOf(db: Db, key: StaffKey, userId: number): Promise<SecondFactor> {
  const row = await db
    .selectFrom('staff_second_factors')
    .select(['secret_sealed', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { kind: 'none' };
  const secret = openSecret(key, userId, row.secret_sealed);
  // Sealed with another key (STAFF_SECRET_KEY changed): useless, so the account enrols again.
  if (secret === null) return { kind: 'none' };
  return row.confirmed_at === null ? { kind: 'pending', secret } : { kind: 'confirmed', secret };
}

/**
 * The secret of an enrolment: the one waiting for its first code if there is one (a reload of
 * the page keeps the app entry already scanned), else a new one. A row sealed with a key that
 * no longer opens it is replaced.
 */
export async function startEnrolment(
  db: Db,
  key: StaffKey,
  opts: { userId: number; now: number },
): Promise<string> {
  const current = await secondFactorOf(db, key, opts.userId);
  if (current.kind === 'pending') return current.secret;
  if (current.kind === 'confirmed') throw new Error('the account has an authenticator already');
  // A row that no longer opens (the key changed) is of no use to anyone.
  await db.deleteFrom('staff_second_factors').where('user_id', '=', opts.userId).execute();
  const secret = newTotpSecret();
  await db
    .insertInto('staff_second_factors')
    .values({
      user_id: opts.userId,
      secret_sealed: sealSecret(key, opts.userId, secret),
      confirmed_at: null,
      last_used_step: null,
      demo: 0,
      created_at: toTimestamp(opts.now),
    })
    // Two first sign-ins at once: the row that stands is the secret both are shown.
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const stood = await secondFactorOf(db, key, opts.userId);
  return stood.kind === 'pending' ? stood.secret : secret;
}

/**
 * Accepts a code's step for a confirmed authenticator, once: only if it is later than the
 * step of the last code accepted. False when that step (or a later one) was used already.
 */
export async function spendStep(db: Db, opts: { userId: number; step: number }): Promise<boolean> {
  const result = await db
    .updateTable('staff_second_factors')
    .set({ last_used_step: opts.step })
    .where('user_id', '=', opts.userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', opts.step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ten new recovery codes as shown (`abcde-23456`). */
function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from(
      { length: 10 },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = code();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/**
 * Finishes enrolment with the first code's step: the authenticator is confirmed (and that code
 * used) and ten recovery codes replace any earlier ones, in one transaction. Null when the
 * enrolment was finished already (another sign-in with the same code won).
 */
export async function confirmEnrolment(
  db: Db,
  key: StaffKey,
  opts: { userId: number; email: string; ip: string; step: number; now: number },
): Promise<string[] | null> {
  const codes = newRecoveryCodes();
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('staff_second_factors')
      .set({ confirmed_at: toTimestamp(opts.now), last_used_step: opts.step })
      .where('user_id', '=', opts.userId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1) return null;
    await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', opts.userId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(
        codes.map((code) => ({
          user_id: opts.userId,
          code_hash: recoveryCodeHash(key, opts.userId, normaliseRecoveryCode(code)),
          used_at: null,
          created_at: toTimestamp(opts.now),
        })),
      )
      .execute();
    await recordAudit(trx, {
      staff: opts,
      action: 'staff.enrolled',
      entity: { type: 'staff', id: opts.userId },
      after: { authenticator: 'confirmed', recoveryCodes: codes.length },
      now: opts.now,
    });
    return codes;
  });
}

/** Spends one recovery code of the account, once; false for a code it does not have or used. */
export async function spendRecoveryCode(
  db: Db,
  key: StaffKey,
  opts: { userId: number; email: string; ip: string; code: string; now: number },
): Promise<boolean> {
  const hash = recoveryCodeHash(key, opts.userId, normaliseRecoveryCode(opts.code));
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('staff_recovery_codes')
      .set({ used_at: toTimestamp(opts.now) })
      .where('user_id', '=', opts.userId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const left = await trx
      .selectFrom('staff_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', opts.userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    // A recovery code stands in for the authenticator: worth a line in the account's history.
    await recordAudit(trx, {
      staff: opts,
      action: 'staff.recoveryCodeUsed',
      entity: { type: 'staff', id: opts.userId },
      after: { recoveryCodesLeft: Number(left.n) },
      now: opts.now,
    });
    return true;
  });
}

/**
 * Gives an account an authenticator already confirmed with a known secret: the seed's demo
 * accounts (demo = true, so `cli totp` may print their codes).
 */
export async function enrolWithSecret(
  db: Db,
  key: StaffKey,
  opts: { userId: number; secret: string; demo: boolean; now: number },
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_second_factors').where('user_id', '=', opts.userId).execute();
    await trx
      .insertInto('staff_second_factors')
      .values({
        user_id: opts.userId,
        secret_sealed: sealSecret(key, opts.userId, opts.secret),
        confirmed_at: toTimestamp(opts.now),
        last_used_step: null,
        demo: opts.demo ? 1 : 0,
        created_at: toTimestamp(opts.now),
      })
      .execute();
  });
}

/** The secret of a demo account (`cli totp`); null for any other account. */
export async function demoSecretOf(db: Db, key: StaffKey, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('staff_second_factors')
    .select(['secret_sealed', 'demo'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (!row || row.demo !== 1) return null;
  return openSecret(key, userId, row.secret_sealed);
}
