import { parseArgs } from 'node:util';
import { runAsMain, withReadyDatabase } from '../commandLine';
import { ConfigError, loadConfig } from '../config';
import { systemClock } from '../time';
import { INVITE_VALID_DAYS, InviteError, inviteAgent, organisationFor } from './invites';

export const INVITE_USAGE = `Usage:
  pnpm --filter @villa/api cli invite <email> [--organisation <id or company name>]

Invites <email> to sign up as an agent of the organisation (default: the first one) and
prints the signup link. The link works once and expires after ${INVITE_VALID_DAYS} days. Uses the same
environment as the server (DATABASE_URL or SQLITE_FILE, PUBLIC_URL).`;

/** `invite <email> [--organisation x]`: returns the exit code; the link goes to out. */
export async function runInviteCommand(
  argv: string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { organisation: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, email] = positionals;
  if (values.help || command !== 'invite' || !email) {
    out(INVITE_USAGE);
    return values.help ? 0 : 64;
  }
  const config = loadConfig(env);
  return withReadyDatabase(config, async (db) => {
    const organisation = await organisationFor(db, values.organisation);
    const invite = await inviteAgent(db, {
      email,
      organisationId: organisation.id,
      now: systemClock(),
      publicUrl: config.publicUrl,
      delivery: 'link',
    });
    out(invite.link);
    return 0;
  });
}

if (require.main === module) {
  runAsMain(runInviteCommand, [InviteError, ConfigError]);
}
