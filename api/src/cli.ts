import { parseArgs } from 'node:util';
import { INVITE_USAGE, runInviteCommand } from './agent-office/cli';
import { InviteError } from './agent-office/invites';
import { impersonate, ImpersonationError } from './auth/impersonation';
import { MIGRATE_USAGE, runMigrateCommand } from './db/migrateCli';
import { runSeedCli, SEED_USAGE } from './property/seed/seedCli';
import { BOOKING_USAGE, runBookingCommand } from './booking/cli';
import { DEMO_USAGE, runDemoCommand } from './demo/cli';
import { runAsMain, withReadyDatabase } from './commandLine';
import { ConfigError, loadConfig } from './config';
import { systemClock } from './time';

const USAGE = `Usage:
  pnpm --filter @villa/api cli impersonate <userEmail> [--admin admin@demo.test]

Opens a session on the user's behalf, bound to the administrator, and prints the portal URL
that logs the administrator in as that user. Uses the same environment as the server
(DATABASE_URL or SQLITE_FILE, SESSION_TTL_SECONDS, PUBLIC_URL).

${INVITE_USAGE}

${SEED_USAGE}

${MIGRATE_USAGE}

${BOOKING_USAGE}

${DEMO_USAGE}`;

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
    const { url } = await impersonate(db, {
      userEmail,
      adminEmail: values.admin ?? 'admin@demo.test',
      ttlSeconds: config.sessionTtlSeconds,
      now: systemClock(),
      publicUrl: config.publicUrl,
      provider: config.provider,
    });
    out(url);
    return 0;
  });
}

if (require.main === module) {
  runAsMain(runCli, [ImpersonationError, InviteError, ConfigError]);
}
