import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { systemClock } from '../time';
import { INVITE_VALID_DAYS, InviteError, createInvite } from './invites';

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
  const database = openDatabase(config);
  try {
    await runMigrations(database.db);
    await seedDatabase(database.db, systemClock);
    const wanted = values.organisation?.trim();
    let query = database.db.selectFrom('organisations').select(['id', 'name']).orderBy('id');
    if (wanted) {
      query = /^\d+$/.test(wanted)
        ? query.where('id', '=', Number(wanted))
        : query.where('name', '=', wanted);
    }
    const organisation = await query.executeTakeFirst();
    if (!organisation) throw new InviteError(`There is no organisation "${wanted ?? ''}"`);
    const invite = await createInvite(database.db, {
      email,
      organisationId: organisation.id,
      now: systemClock(),
      publicUrl: config.publicUrl,
    });
    out(invite.link);
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runInviteCommand(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`))
    .then((code) => process.exit(code))
    .catch((err) => {
      const known = err instanceof InviteError || err instanceof ConfigError;
      process.stderr.write(`${known ? err.message : (err?.stack ?? String(err))}\n`);
      process.exit(1);
    });
}
