import { parseArgs } from 'node:util';
import { formatPence, toPence } from '@villa/shared/format';
import * as v from 'valibot';
import { withReadyDatabase } from '../commandLine';
import { loadConfig } from '../config';
import { systemClock } from '../time';
import { addCustomExtra, customExtraSchema, CustomExtraRefused } from './customExtras';

export const BOOKING_USAGE = `  pnpm --filter @villa/api cli booking add-extra <ref> --name <name> --amount <pounds> [--description <text>]
      Adds a custom extra the provider's staff agreed with the customer (e.g. --name "Birthday
      cake" --amount 45.00) to a booking: a live hold, a booking waiting for payment or a
      confirmed one. Its total and outstanding balance grow by the amount; the agent sees it
      under Custom Extras. Exit code 2 and nothing changed when the input or booking is wrong.`;

/** Exit code of a refused input: the command was well formed, its values were not. */
export const INPUT_REFUSED = 2;

/** `booking add-extra <ref> --name --description --amount`: returns the exit code. */
export async function runBookingCommand(
  argv: string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        description: { type: 'string', default: '' },
        amount: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    out(`Nothing was added: ${(error as Error).message}\n\nUsage:\n${BOOKING_USAGE}`);
    return INPUT_REFUSED;
  }
  const { positionals, values } = parsed;
  const [, action, ref] = positionals;
  if (values.help || action !== 'add-extra' || !ref) {
    out(`Usage:\n${BOOKING_USAGE}`);
    return values.help ? 0 : 64;
  }
  const input = v.safeParse(customExtraSchema, {
    name: values.name ?? '',
    description: values.description ?? '',
    amount: values.amount,
  });
  if (!input.success) {
    out('Nothing was added:');
    input.issues.forEach((issue) => out(`  - ${issue.message}`));
    return INPUT_REFUSED;
  }
  const config = loadConfig(env);
  return withReadyDatabase(config, async (db) => {
    const booking = /^[A-Z0-9]{2,20}$/i.test(ref)
      ? await db
          .selectFrom('bookings')
          .select(['id', 'ref'])
          .where('ref', '=', ref.toUpperCase())
          .executeTakeFirst()
      : undefined;
    if (!booking) {
      out(`Nothing was added: there is no booking ${ref}.`);
      return INPUT_REFUSED;
    }
    try {
      const { money } = await addCustomExtra(db, booking, input.output, systemClock());
      out(
        `Added "${input.output.name}" (${formatPence(toPence(input.output.amount))}) to ${booking.ref}.`,
      );
      out(
        `Total now ${formatPence(money.totalPence)}; paid ${formatPence(money.paidPence)}; outstanding ${formatPence(money.outstandingPence)}.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof CustomExtraRefused)) throw error;
      out(`Nothing was added: ${error.message}`);
      return INPUT_REFUSED;
    }
  });
}
