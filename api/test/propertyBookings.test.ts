import { CANCEL_REASONS, dayOf, isoOf } from '@villa/shared/contract';
import {
  BookingConflictError,
  changeStayStatus,
  insertStay,
  lapseHolds,
  newBookingRef,
  StayChangeRefused,
  unusedBookingRef,
} from '../src/property/bookings';
import type { Db } from '../src/db/schema';
import type { BookingStatus } from '../src/property/tables';
import { engines } from './helpers/engines';
import { createTestApp, type TestApp } from './helpers/testApp';

/*
 * Stays of one villa never overlap: the database refuses it on both engines (a trigger on
 * SQLite, an exclusion constraint on PostgreSQL), even when the writers race.
 */

const HOUR = 3_600_000;

/*
 * Matched by message, not with toThrow(): better-sqlite3's native binding keeps the SqliteError
 * class of the first test file a jest worker loads, so in later files its errors are not
 * instances of this file's Error and toThrow() would call a refusal "did not throw".
 */
const REFUSED_OVERLAP = { message: expect.stringContaining('bookings_no_overlap') };

describe.each(engines)('bookings on %s', (engine) => {
  let t: TestApp;
  let villa: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const row = await t.services.db
      .selectFrom('villas')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    villa = row.id;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.services.db.deleteFrom('bookings').where('villa_id', '=', villa).execute();
  });

  const now = () => t.clock();
  const row = (status: BookingStatus, arrival: string, nights: number, expiresAtMs?: number) => ({
    ref: newBookingRef(),
    status,
    villa_id: villa,
    agent_user_id: null,
    arrival,
    departure: isoOf(dayOf(arrival) + nights),
    nights,
    expires_at: expiresAtMs === undefined ? null : new Date(expiresAtMs).toISOString(),
    created_at: new Date(now()).toISOString(),
    updated_at: new Date(now()).toISOString(),
  });
  const insertRaw = (db: Db, r: ReturnType<typeof row>) =>
    db.insertInto('bookings').values(r).returning('id').executeTakeFirstOrThrow();

  test('the database refuses an overlapping stay whatever the code does', async () => {
    const db = t.services.db;
    await insertRaw(db, row('BOOKING', '2027-03-10', 7));
    await expect(insertRaw(db, row('BOOKING', '2027-03-16', 3))).rejects.toMatchObject(
      REFUSED_OVERLAP,
    );
    await expect(insertRaw(db, row('PAYPENDING', '2027-03-05', 20))).rejects.toMatchObject(
      REFUSED_OVERLAP,
    );
    await expect(
      insertRaw(db, row('RESERVE', '2027-03-12', 2, now() + HOUR)),
    ).rejects.toMatchObject(REFUSED_OVERLAP);
  });

  test("a new stay's reference is one no booking has yet", async () => {
    const taken = await insertRaw(t.services.db, row('BOOKING', '2031-01-05', 7));
    const { ref } = await t.services.db
      .selectFrom('bookings')
      .select('ref')
      .where('id', '=', taken.id)
      .executeTakeFirstOrThrow();
    const picks = [ref, ref, 'VBFREE22'];
    expect(await unusedBookingRef(t.services.db, () => picks.shift()!)).toBe('VBFREE22');
    expect(picks).toEqual([]);
  });

  test('allows back-to-back stays and stays that take no nights', async () => {
    const db = t.services.db;
    await insertRaw(db, row('BOOKING', '2027-03-10', 7));
    await insertRaw(db, row('BOOKING', '2027-03-17', 7)); // arrives as the first leaves
    await insertRaw(db, row('BOOKING', '2027-03-03', 7)); // leaves as the first arrives
    await insertRaw(db, row('QUOTATION', '2027-03-12', 7, now() + 7 * 24 * HOUR));
    await insertRaw(db, row('CANCELLED', '2027-03-12', 7));
    const count = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('villa_id', '=', villa)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
  });

  test('refuses an update that would make stays overlap', async () => {
    const db = t.services.db;
    await insertRaw(db, row('BOOKING', '2027-03-10', 7));
    const quote = await insertRaw(db, row('QUOTATION', '2027-03-12', 7, now() + HOUR));
    await expect(
      db.updateTable('bookings').set({ status: 'BOOKING' }).where('id', '=', quote.id).execute(),
    ).rejects.toMatchObject(REFUSED_OVERLAP);
    const other = await insertRaw(db, row('BOOKING', '2027-04-10', 7));
    await expect(
      db
        .updateTable('bookings')
        .set({ arrival: '2027-03-15', departure: '2027-03-22', nights: 7 })
        .where('id', '=', other.id)
        .execute(),
    ).rejects.toMatchObject(REFUSED_OVERLAP);
  });

  test('insertStay releases lapsed holds first and reports a live one as a conflict', async () => {
    const db = t.services.db;
    const lapsed = await insertRaw(db, row('RESERVE', '2027-05-01', 7, now() - HOUR));
    await insertStay(db, { ...row('BOOKING', '2027-05-03', 7), ref: undefined }, now());
    const released = await db
      .selectFrom('bookings')
      .select(['status', 'cancel_reason'])
      .where('id', '=', lapsed.id)
      .executeTakeFirstOrThrow();
    expect(released).toEqual({ status: 'CANCELLED', cancel_reason: CANCEL_REASONS.holdLapsed });

    await insertStay(db, row('RESERVE', '2027-06-01', 7, now() + HOUR), now());
    await expect(insertStay(db, row('BOOKING', '2027-06-05', 7), now())).rejects.toBeInstanceOf(
      BookingConflictError,
    );
    // Once it has lapsed the same booking goes through.
    await insertStay(db, row('BOOKING', '2027-06-05', 7), now() + 2 * HOUR);
  });

  const read = (id: number) =>
    t.services.db
      .selectFrom('bookings')
      .select(['id', 'status', 'villa_id', 'arrival', 'departure', 'expires_at', 'cancel_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  test('status changes go through the state machine; a quote that no longer fits is refused', async () => {
    const db = t.services.db;
    const hold = await insertStay(db, row('RESERVE', '2027-07-01', 7, now() + HOUR), now());
    await changeStayStatus(db, await read(hold.id), { type: 'UPGRADE', holdLapsed: false }, now());
    // Upgraded, it has 24 hours from now to take its deposit.
    expect(await read(hold.id)).toMatchObject({
      status: 'PAYPENDING',
      expires_at: new Date(now() + 24 * HOUR).toISOString(),
    });
    // The machine refuses what it does not know, with the agent's reason.
    await expect(
      changeStayStatus(db, await read(hold.id), { type: 'CANCEL', holdLapsed: false }, now()),
    ).rejects.toEqual(
      new StayChangeRefused('Only a booking on reserve can be cancelled or upgraded this way.'),
    );
    const quote = await insertStay(db, row('QUOTATION', '2027-07-03', 7, now() + HOUR), now());
    await expect(
      changeStayStatus(db, await read(quote.id), { type: 'CHECKOUT', product: 'all' }, now()),
    ).rejects.toBeInstanceOf(BookingConflictError);
    expect((await read(quote.id)).status).toBe('QUOTATION');
  });

  test('a hold lapses one way, whichever path finds it, and cannot then be upgraded', async () => {
    const db = t.services.db;
    const hold = await insertStay(db, row('RESERVE', '2027-08-01', 7, now() + HOUR), now());
    const seen = await read(hold.id);
    expect(await lapseHolds(db, now(), { bookingId: hold.id })).toBe(0); // still live
    const later = now() + 2 * HOUR;
    // A stale read of the live hold: the write checks the clock again and says why.
    await expect(
      changeStayStatus(db, seen, { type: 'UPGRADE', holdLapsed: false }, later),
    ).rejects.toEqual(
      new StayChangeRefused('This reserve hold has lapsed and can no longer be upgraded.'),
    );
    expect(await lapseHolds(db, later, { all: true })).toBeGreaterThanOrEqual(1);
    expect(await read(hold.id)).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: CANCEL_REASONS.holdLapsed,
    });
  });

  test('racing writers never double-book', async () => {
    const db = t.services.db;
    const attempts = Array.from({ length: 40 }, (_, i) =>
      insertStay(db, row('BOOKING', isoOf(dayOf('2027-09-01') + (i % 10)), 7), now()).then(
        () => 'booked',
        (error: unknown) => (error instanceof BookingConflictError ? 'refused' : String(error)),
      ),
    );
    const outcomes = await Promise.all(attempts);
    // Anything but booked or refused (a deadlock that outlived its retries, say) is named here.
    expect(outcomes.filter((o) => o !== 'booked' && o !== 'refused')).toEqual([]);
    const stays = await db
      .selectFrom('bookings')
      .select(['arrival', 'departure'])
      .where('villa_id', '=', villa)
      .where('status', '=', 'BOOKING')
      .execute();
    expect(stays.length).toBe(outcomes.filter((o) => o === 'booked').length);
    expect(stays.length).toBeGreaterThanOrEqual(1);
    for (const a of stays) {
      for (const b of stays) {
        if (a === b) continue;
        expect(a.arrival < b.departure && b.arrival < a.departure).toBe(false);
      }
    }
  });
});
