import QRCode from 'qrcode';
import { isTotpCode, type StaffRole } from '@villa/shared/contract';
import { verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { isStaffRole } from '../../auth/roles';
import { loginSucceeded, reserveLoginAttempt, type LoginLimits } from '../../auth/throttle';
import type { Db, User } from '../../db/schema';
import {
  confirmEnrolment,
  secondFactorOf,
  spendRecoveryCode,
  spendStep,
  startEnrolment,
} from './secondFactor';
import { staffKeyOf } from './staffSecretKey';
import { TOTP_ISSUER, matchingStep, otpauthUri } from './totp';

/*
 * The office's sign-in (POST /api/office/login), in the order it decides:
 *   1. the attempt is reserved on the agents' log-in throttle (auth/throttle.ts: the same
 *      counters, by e-mail and address, so a lock holds across both pages);
 *   2. the password, of an active STAFF or ADMIN account only: anyone else (an agent, an
 *      unknown address, a deactivated account) is refused as a wrong password, in the same time;
 *   3. the second factor: none yet (or enrolment waiting and no code), the enrolment is
 *      answered (its secret); a code while enrolment waits finishes it and makes ten recovery
 *      codes; else a code of the authenticator (its step not used before) or an unused
 *      recovery code.
 * Only a sign-in that opens a session (or shows the enrolment, the password being right)
 * clears the account's counters; a wrong code counts as a failed attempt.
 */

export type OfficeSignIn =
  | { kind: 'locked'; waitMs: number }
  /** Wrong password, or not an office account: the log-in failure message. */
  | { kind: 'refused'; lockMs: number }
  /** The password was right, the code was not (or was used already). */
  | { kind: 'wrongCode'; lockMs: number }
  | { kind: 'enrol'; enrolment: Enrolment }
  | { kind: 'signedIn'; user: User & { role: StaffRole }; recoveryCodes?: string[] };

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
  issuer: string;
  account: string;
}

export async function signInToOffice(
  db: Db,
  opts: {
    email: string;
    password: string;
    /** Normalised by the contract's schema: '' , 6 digits, or a recovery code. */
    code: string;
    ip: string;
    now: number;
    limits: LoginLimits;
    staffSecretKey: string | null;
  },
): Promise<OfficeSignIn> {
  const attempt = await reserveLoginAttempt(db, {
    email: opts.email,
    ip: opts.ip,
    now: opts.now,
    limits: opts.limits,
  });
  // The office has no mailed code: a lock of the account or the address is a wait here (a
  // staff account still needs its second factor, so a lock guards only the password).
  if (attempt.kind === 'locked') return { kind: 'locked', waitMs: attempt.waitMs };
  const lockMs = attempt.lockIfFailed?.waitMs ?? 0;

  const found = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', opts.email.trim().toLowerCase())
    .executeTakeFirst();
  const user =
    found && isStaffRole(found.role) && found.deactivated_at === null
      ? { ...found, role: found.role }
      : null;
  const passwordRight = user
    ? await verifyPassword(opts.password, user.password_hash)
    : await verifyAgainstNothing(opts.password);
  if (!user || !passwordRight) return { kind: 'refused', lockMs };

  const key = await staffKeyOf(db, opts.staffSecretKey);
  const factor = await secondFactorOf(db, key, user.id);

  if (factor.kind === 'none' || (factor.kind === 'pending' && opts.code === '')) {
    const secret = await startEnrolment(db, key, { userId: user.id, now: opts.now });
    await loginSucceeded(db, attempt.counters);
    const uri = otpauthUri(secret, user.email);
    return {
      kind: 'enrol',
      enrolment: {
        secret,
        otpauthUri: uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(await qrSvg(uri)).toString('base64')}`,
        issuer: TOTP_ISSUER,
        account: user.email,
      },
    };
  }

  if (factor.kind === 'pending') {
    const step = isTotpCode(opts.code) ? matchingStep(factor.secret, opts.code, opts.now) : null;
    const recoveryCodes =
      step === null
        ? null
        : await confirmEnrolment(db, key, {
            userId: user.id,
            email: user.email,
            ip: opts.ip,
            step,
            now: opts.now,
          });
    if (!recoveryCodes) return { kind: 'wrongCode', lockMs };
    await loginSucceeded(db, attempt.counters);
    return { kind: 'signedIn', user, recoveryCodes };
  }

  if (factor.kind === 'confirmed' && opts.code !== '') {
    let accepted: boolean;
    if (isTotpCode(opts.code)) {
      const step = matchingStep(factor.secret, opts.code, opts.now);
      accepted = step !== null && (await spendStep(db, { userId: user.id, step }));
    } else {
      accepted = await spendRecoveryCode(db, key, {
        userId: user.id,
        email: user.email,
        ip: opts.ip,
        code: opts.code,
        now: opts.now,
      });
    }
    if (accepted) {
      await loginSucceeded(db, attempt.counters);
      return { kind: 'signedIn', user };
    }
  }
  return { kind: 'wrongCode', lockMs };
}

const qrSvg = (text: string) =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
