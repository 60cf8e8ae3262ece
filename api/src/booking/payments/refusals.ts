import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { toTimestamp } from '../../time';

/**
 * Records a payment callback whose signature did not verify: one row per provider and caller
 * address, counted, so a flood of forgeries grows no table. The reference the caller named (if
 * any) is kept, cut short, to tell which attempt someone tried to mark paid.
 */
export async function recordRefusedCallback(
  db: Db,
  args: { provider: string; ip: string; body: unknown; now: number },
): Promise<void> {
  const at = toTimestamp(args.now);
  const named =
    args.body && typeof args.body === 'object' && 'reference' in args.body
      ? (args.body as { reference: unknown }).reference
      : null;
  const reference = typeof named === 'string' ? named.slice(0, 64) : null;
  const ip = args.ip.slice(0, 64);
  await db
    .insertInto('payment_callback_refusals')
    .values({
      key: `${args.provider}:${ip}`,
      provider: args.provider,
      ip,
      refusals: 1,
      first_at: at,
      last_at: at,
      last_reference: reference,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        refusals: sql<number>`payment_callback_refusals.refusals + 1`,
        last_at: at,
        last_reference: reference,
      }),
    )
    .execute();
}
