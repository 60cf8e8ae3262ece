import { parseArgs } from 'node:util';
import { INVITE_USAGE, runInviteCommand } from './agent-office/cli';
import { InviteError } from './agent-office/invites';
import { issueImpersonationLink, ImpersonationError } from './auth/impersonation';
import { MIGRATE_USAGE, runMigrateCommand } from './db/migrateCli';
import { runSeedCli, SEED_USAGE } from './property/seed/seedCli';
import { BOOKING_USAGE, runBookingCommand } from './booking/cli';
import { DEMO_USAGE, runDemoCommand } from './demo/cli';
import { TOTP_USAGE, TotpCommandError, runTotpCommand } from './office/cli';
import { runAsMain, withReadyDatabase } from './commandLine';
import { BACKUP_USAGE, BackupError, runBackupCommand } from './ops/backup';
import { ConfigError, loadConfig } from './config';
import { systemClock } from './time';

const USAGE = `Usage:
  pnpm --filter @villa/api cli impersonate <userEmail> [--admin admin@demo.test]

Prints a portal link that logs the administrator in as that user: it carries a code that
works once, within 5 minutes, and opens a session bound to the administrator. Uses the same
environment as the server (DATABASE_URL or SQLITE_FILE, PUBLIC_URL).

${INVITE_USAGE}

${SEED_USAGE}

${MIGRATE_USAGE}

${BOOKING_USAGE}

${DEMO_USAGE}

${TOTP_USAGE}

${BACKUP_USAGE}`;

export async function runCli(
  argv: string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  // The agent office's command (signup invitations) lives with its code.
  if (argv[0] === 'invite') return runInviteCommand(argv, out, env);
  // The property domain's command (a portfolio of any size, for benchmarks) lives with it.
  if (argv[0] === 'seed') return runSeedCli(argv.slice(1), out, env);
  if (argv[0] === 'migrate') return runMigrateCommand(argv.slice(1), out, loadConfig(env));
  // The provider's staff sell custom extras: the booking domain's command.
  if (argv[0] === 'booking') return runBookingCommand(argv, out, env);
  // The demo's upkeep: its history, its incomplete signup, its log-in locks.
  if (argv[0] === 'demo') return runDemoCommand(argv, out, env);
  // The office's demo accounts sign in with a code: the current one, without a phone.
  if (argv[0] === 'totp') return runTotpCommand(argv, out, env);
  // The operator's backups: the database and the files beside it.
  if (argv[0] === 'backup' || argv[0] === 'restore') {
    return runBackupCommand(argv, out, loadConfig(env), env);
  }
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { admin: { type: 'string', default: 'admin@demo.test' }, help: { type: 'boolean' } },
  });
  const [command, userEmail] = positionals;
  if (values.help || command !== 'impersonate' || !userEmail) {
    out(USAGE);
    return values.help ? 0 : 64;
  }
  const config = loadConfig(env);
  return withReadyDatabase(config, async (db) => {
    const { url } = await issueImpersonationLink(db, {
      userEmail,
      adminEmail: values.admin ?? 'admin@demo.test',
      now: systemClock(),
      publicUrl: config.publicUrl,
    });
    out(url);
    return 0;
  });
}

if (require.main === module) {
  runAsMain(runCli, [ImpersonationError, InviteError, ConfigError, TotpCommandError, BackupError]);
}
