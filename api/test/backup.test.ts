import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { CheckoutResponse } from '@villa/shared/contract';
import { runCli } from '../src/cli';
import type { Config } from '../src/config';
import { openDatabase } from '../src/db/connect';
import type { Db } from '../src/db/schema';
import { bookingDb } from '../src/booking/tables';
import { createFreshPostgresDatabase, engines } from './helpers/engines';
import { checkoutRequest, stayFinder, villasWithPoolHeating } from './helpers/stays';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

/*
 * cli backup / cli restore on both engines: a backup taken while a steady load writes restores,
 * into an empty database, to the source as it was at one moment: every table's count, and the
 * booking's payments (its balance) exactly as far as the backup saw them, each payment with
 * the mail written in its transaction; the file store beside it.
 */

const LOAD_MARK = 'backup-load-';

/** The env and config the CLI runs with, pointing at a database and its folders. */
function cliEnv(config: Pick<Config, 'databaseUrl' | 'sqliteFile' | 'mailDir'>, storage: string) {
  return {
    DATABASE_URL: config.databaseUrl ?? '',
    SQLITE_FILE: config.sqliteFile,
    MAIL_DIR: config.mailDir,
    STORAGE_DIR: storage,
    SEED_DEMO: 'false',
  };
}

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

async function loadPayments(db: Db) {
  return bookingDb(db)
    .selectFrom('payments')
    .select(['id', 'amount_pence', 'provider_ref'])
    .where('provider_ref', 'like', `${LOAD_MARK}%`)
    .orderBy('id')
    .execute();
}

describe.each(engines)('backup and restore on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    dir = mkdtempSync(path.join(os.tmpdir(), 'villa-backup-'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a backup under write load restores to the source at the backup’s moment', async () => {
    const { db } = t.services;
    // A booking to pay into, made as an agent does.
    const token = await tokenFor(t.app, DEMO.agent);
    const findStay = stayFinder(t, () => villasWithPoolHeating(db), { daysAhead: 120 });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/all',
      headers: bearer(token),
      payload: checkoutRequest(await findStay(7)),
    });
    expect(made.statusCode).toBe(201);
    const { bookRef } = made.json() as CheckoutResponse;
    const booking = await bookingDb(db)
      .selectFrom('bookings')
      .select('id')
      .where('ref', '=', bookRef)
      .executeTakeFirstOrThrow();

    // The file store and the mail folder, with a file each.
    const storage = path.join(dir, 'storage');
    mkdirSync(path.join(storage, 'photos'), { recursive: true });
    writeFileSync(path.join(storage, 'photos', 'villa-1.jpg'), 'a photo');
    mkdirSync(t.config.mailDir, { recursive: true });
    writeFileSync(path.join(t.config.mailDir, 'a.eml'), 'Subject: a mail\n\nHello');

    // The load: payment after payment, each with its mail in the same transaction.
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        written += 1;
        const n = written;
        await db.transaction().execute(async (trx) => {
          await bookingDb(trx)
            .insertInto('payments')
            .values({
              booking_id: booking.id,
              attempt_id: null,
              amount_pence: n * 100,
              pay_type_desc: 'Load',
              provider_ref: `${LOAD_MARK}${n}`,
              created_at: new Date().toISOString(),
            })
            .execute();
          await trx
            .insertInto('outbox')
            .values({
              to_address: 'load@example.test',
              subject: `${LOAD_MARK}${n}`,
              text_body: 'x',
              attachments: '[]',
              status: 'sent',
              attempts: 1,
              next_attempt_at: new Date().toISOString(),
              created_at: new Date().toISOString(),
            })
            .execute();
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));

    const file = path.join(dir, 'portal.backup');
    const env = cliEnv(t.config, storage);
    const lines: string[] = [];
    const before = (await loadPayments(db)).length;
    expect(await runCli(['backup', file], (l) => lines.push(l), env)).toBe(0);
    const after = (await loadPayments(db)).length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    writing = false;
    await load;
    expect(lines.join('\n')).toMatch(/^Backed up .* and storage, mail to /);
    expect(JSON.parse(readFileSync(`${file}.json`, 'utf8'))).toMatchObject({
      engine,
      folders: ['storage', 'mail'],
    });
    const sourceCounts = await tableCounts(db);
    const sourcePayments = await loadPayments(db);
    expect(sourcePayments.length).toBeGreaterThan(after);

    // Into an empty database and empty folders.
    const target = {
      databaseUrl: null as string | null,
      sqliteFile: path.join(dir, 'restored', 'portal.sqlite'),
      mailDir: path.join(dir, 'restored', 'mail'),
    };
    let dropTarget = async () => {};
    if (engine === 'postgres') {
      const fresh = await createFreshPostgresDatabase();
      target.databaseUrl = fresh.url;
      dropTarget = fresh.drop;
    }
    const restoredStorage = path.join(dir, 'restored', 'storage');
    const restoreEnv = cliEnv(target, restoredStorage);
    try {
      expect(await runCli(['restore', file], (l) => lines.push(l), restoreEnv)).toBe(0);
      expect(lines.at(-1)).toMatch(/^Restored the .* backup of .* with storage, mail\.$/);
      expect(readFileSync(path.join(restoredStorage, 'photos', 'villa-1.jpg'), 'utf8')).toBe(
        'a photo',
      );
      expect(readFileSync(path.join(target.mailDir, 'a.eml'), 'utf8')).toContain('Hello');

      const restored = openDatabase(target);
      try {
        const payments = await loadPayments(restored.db);
        // A moment within the backup: at least what was there when it began, at most what was
        // there when it ended, and exactly the source's first payments up to it.
        expect(payments.length).toBeGreaterThanOrEqual(before);
        expect(payments.length).toBeLessThanOrEqual(after);
        expect(payments).toEqual(sourcePayments.slice(0, payments.length));
        const balance = (rows: { amount_pence: number }[]) =>
          rows.reduce((sum, row) => sum + row.amount_pence, 0);
        expect(balance(payments)).toBe(balance(sourcePayments.slice(0, payments.length)));
        // Each payment's mail came with it, none without.
        const counts = await tableCounts(restored.db);
        const loadMails = await restored.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('subject', 'like', `${LOAD_MARK}%`)
          .executeTakeFirstOrThrow();
        expect(Number(loadMails.n)).toBe(payments.length);
        // Every other table as in the source; the two loaded ones short by the same count.
        const loadedSince = sourcePayments.length - payments.length;
        expect(counts).toEqual({
          ...sourceCounts,
          payments: sourceCounts.payments - loadedSince,
          outbox: sourceCounts.outbox - loadedSince,
        });
      } finally {
        await restored.close();
      }

      // Never over data: the database is no longer empty.
      await expect(runCli(['restore', file], () => {}, restoreEnv)).rejects.toThrow(
        /restore into empty folders only|restore into an empty database only/,
      );
      rmSync(restoredStorage, { recursive: true, force: true });
      rmSync(target.mailDir, { recursive: true, force: true });
      await expect(runCli(['restore', file], () => {}, restoreEnv)).rejects.toThrow(
        /restore into an empty database only/,
      );
      // Nor over a backup that exists already.
      await expect(runCli(['backup', file], () => {}, env)).rejects.toThrow(/exists already/);
    } finally {
      await dropTarget();
    }
  }, 120_000);
});
