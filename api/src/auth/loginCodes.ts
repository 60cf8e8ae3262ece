import { createHash, randomInt } from 'node:crypto';
import { LOGIN_CODE_ALPHABET, LOGIN_CODE_LENGTH, displayLoginCode } from '@villa/shared/contract';
import type { Db, OutboxRow } from '../db/schema';
import { loginCodeMail } from '../mail/loginCodeMail';
import { enqueueMail } from '../mail/outbox';
import { toTimestamp } from '../time';
import { accountKeyOf } from './throttle';

/*
 * One-time log-in codes: what lifts a lock of auth/throttle.ts (docs/adr/0021). When a log-in
 * meets a lock, the account (if the e-mail has one) is mailed a code, unless it has a live one
 * already: so however many attempts a stranger makes, an agent gets at most one code mail per
 * code's life. The right password together with the live code logs in once and lifts the
 * account's lock; the code alone is worth nothing.
 *
 * As with reset links (auth/passwordResets.ts), the code is made when the mail is sent, not
 * when it is queued: the outbox row holds a mark, and the worker makes the code and stores its
 * hash (fillLoginCodes), so no row ever holds a usable code. A retried mail gets a new code and
 * the earlier copy's stops working. The hash is of the account's key and the code together, so
 * a copy of the table cannot be matched against one table of all 2^40 codes.
 */

export const LOGIN_CODE_VALID_MINUTES = 15;
/** Used and expired codes are deleted this long after they expire (when a new one is made). */
const KEEP_DEAD_CODES_MS = 24 * 60 * 60_000;

const codeHashOf = (account: string, code: string) =>
  createHash('sha256').update(`${account}:${code}`).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < LOGIN_CODE_LENGTH; i++) {
    code += LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)];
  }
  return code;
}

/** Where a code mail's code stands in the queued body; the worker puts the code there. */
export const loginCodeMark = (codeId: number) => `[[login-code:${codeId}]]`;
const LOGIN_CODE_MARK = /\[\[login-code:(\d+)\]\]/g;

/**
 * Queues a code mail to the user, unless the account has a live code (one not used and not
 * expired, mailed or still waiting in the outbox). One statement decides, so parallel attempts
 * rarely make two. Returns whether a mail was queued (tests and logs only: the caller answers
 * the same either way).
 */
export async function mailLoginCode(
  db: Db,
  opts: { user: { id: number; email: string; forename: string | null }; now: number },
): Promise<boolean> {
  const account = accountKeyOf(opts.user.email);
  const nowText = toTimestamp(opts.now);
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_codes')
      .where('account', '=', account)
      .where('expires_at', '<', toTimestamp(opts.now - KEEP_DEAD_CODES_MS))
      .execute();
    const made = await trx
      .insertInto('login_codes')
      .columns(['account', 'user_id', 'code_hash', 'created_at', 'expires_at', 'used_at'])
      .expression(
        trx
          // Typed, as PostgreSQL reads the parameters of a select list as text otherwise.
          .selectNoFrom((eb) => [
            eb.cast<string>(eb.val(account), 'text').as('account'),
            eb.cast<number>(eb.val(opts.user.id), 'integer').as('user_id'),
            eb.cast<string | null>(eb.val(null), 'text').as('code_hash'),
            eb.cast<string>(eb.val(nowText), 'text').as('created_at'),
            eb
              .cast<string>(
                eb.val(toTimestamp(opts.now + LOGIN_CODE_VALID_MINUTES * 60_000)),
                'text',
              )
              .as('expires_at'),
            eb.cast<string | null>(eb.val(null), 'text').as('used_at'),
          ])
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('login_codes')
                  .select('id')
                  .where('account', '=', account)
                  .where('used_at', 'is', null)
                  .where('expires_at', '>', nowText),
              ),
            ),
          ),
      )
      .returning('id')
      .executeTakeFirst();
    if (!made) return false;
    await enqueueMail(
      trx,
      loginCodeMail({
        to: opts.user.email,
        forename: opts.user.forename,
        code: loginCodeMark(made.id),
        validMinutes: LOGIN_CODE_VALID_MINUTES,
      }),
      opts.now,
    );
    return true;
  });
}

/** Whether the account has a live code (mailed, or waiting in the outbox). */
export async function hasLiveLoginCode(db: Db, opts: { email: string; now: number }) {
  const row = await db
    .selectFrom('login_codes')
    .select('id')
    .where('account', '=', accountKeyOf(opts.email))
    .where('used_at', 'is', null)
    .where('expires_at', '>', toTimestamp(opts.now))
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's live code with this value, if any: its id (the code is not used yet). */
export async function findLiveLoginCode(
  db: Db,
  opts: { email: string; code: string; now: number },
): Promise<number | null> {
  const account = accountKeyOf(opts.email);
  const row = await db
    .selectFrom('login_codes')
    .select('id')
    .where('account', '=', account)
    .where('code_hash', '=', codeHashOf(account, opts.code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', toTimestamp(opts.now))
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Uses a live code, in one guarded update: of two log-ins with the same code, exactly one gets
 * true. Called once the password was found right.
 */
export async function useLoginCode(db: Db, opts: { codeId: number; now: number }) {
  const used = await db
    .updateTable('login_codes')
    .set({ used_at: toTimestamp(opts.now) })
    .where('id', '=', opts.codeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', toTimestamp(opts.now))
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/**
 * Puts the codes into a mail about to be sent: each mark becomes a code made now, whose hash
 * the code's row keeps (the only copy of the code is in the mail that goes out). Returns null
 * when a code is no longer live (used or expired): such a mail is not worth sending.
 */
export async function fillLoginCodes(
  db: Db,
  row: OutboxRow,
  opts: { now: number },
): Promise<OutboxRow | null> {
  const ids = new Set<number>();
  for (const body of [row.text_body, row.html_body ?? '']) {
    for (const match of body.matchAll(LOGIN_CODE_MARK)) ids.add(Number(match[1]));
  }
  if (ids.size === 0) return row;
  const codes = new Map<number, string>();
  for (const codeId of ids) {
    const live = await db
      .selectFrom('login_codes')
      .select('account')
      .where('id', '=', codeId)
      .executeTakeFirst();
    if (!live) return null;
    const code = newCode();
    const set = await db
      .updateTable('login_codes')
      .set({ code_hash: codeHashOf(live.account, code) })
      .where('id', '=', codeId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', toTimestamp(opts.now))
      .returning('id')
      .executeTakeFirst();
    if (!set) return null;
    codes.set(codeId, displayLoginCode(code));
  }
  const fill = (body: string) =>
    body.replace(LOGIN_CODE_MARK, (_mark, id: string) => codes.get(Number(id)) ?? '');
  return {
    ...row,
    text_body: fill(row.text_body),
    html_body: row.html_body && fill(row.html_body),
  };
}
