import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/schema';

/*
 * A fingerprint of every table: its row count and a hash of its rows in a stable order. Equal
 * fingerprints before and after a batch of requests mean the batch wrote nothing.
 */
export type DatabaseSnapshot = Record<string, { rows: number; hash: string }>;

export async function snapshotDatabase(db: Db): Promise<DatabaseSnapshot> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const snapshot: DatabaseSnapshot = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    snapshot[table] = {
      rows: rows.length,
      hash: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return snapshot;
}

/** The tables whose fingerprint differs, with their row counts before and after. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.hash !== after[name]?.hash)
    .map((name) => `${name} (${before[name]?.rows ?? 0} -> ${after[name]?.rows ?? 0} rows)`);
}
