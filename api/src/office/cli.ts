import { withReadyDatabase } from '../commandLine';
import { loadConfig } from '../config';
import { systemClock } from '../time';
import { demoSecretOf } from './signIn/secondFactor';
import { staffKeyOf } from './signIn/staffSecretKey';
import { TOTP_PERIOD_SECONDS, totpCodeAt } from './signIn/totp';

export const TOTP_USAGE = `  pnpm --filter @villa/api cli totp <email>
      Prints the current authenticator code of an office demo account (staff@demo.test,
      admin@demo.test) and how many seconds it has left, so a tester signs in at /office/login
      without a phone. Any other account is refused: its code is its owner's alone.`;

/** Refused accounts: anything but an office demo account. */
export class TotpCommandError extends Error {}

export async function runTotpCommand(
  argv: string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const email = argv[1]?.trim().toLowerCase();
  if (!email || argv.length > 2) {
    out(TOTP_USAGE);
    return 64;
  }
  const config = loadConfig(env);
  return withReadyDatabase(config, async (db) => {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    const key = await staffKeyOf(db, config.staffSecretKey);
    // Decision (issue 44): only the seed's demo secrets are printed, even though the server
    // could open any; a real staff member's code comes from their own authenticator only.
    const secret = user ? await demoSecretOf(db, key, user.id) : null;
    if (!secret) {
      throw new TotpCommandError(`${email} is not an office demo account: no code to print`);
    }
    const now = systemClock();
    const left = TOTP_PERIOD_SECONDS - (Math.floor(now / 1000) % TOTP_PERIOD_SECONDS);
    out(`${totpCodeAt(secret, now)}  (valid for ${left} more second${left === 1 ? '' : 's'})`);
    return 0;
  });
}
