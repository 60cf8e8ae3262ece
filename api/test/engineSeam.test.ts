import { isRefusedBy, isRetryableConflict, isUniqueViolation } from '../src/db/engine';
import { engines } from './helpers/engines';
import { createTestApp, type TestApp } from './helpers/testApp';

/*
 * The engine seam reads each engine's own refusal (docs/adr/0004-engine-seam.md): the real
 * errors of SQLite and PostgreSQL, raised by the constraints and triggers the migrations made,
 * are told apart by name, and nothing else is mistaken for them.
 */

/** The error a write throws, or a failure when it does not throw. */
async function refusalOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error('the write was accepted');
}

describe.each(engines)('the engine seam on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** A copy of a seeded stay with `status`, ready to insert again. */
  async function copyOfStay(status: 'QUOTATION' | 'BOOKING') {
    const { id: _id, ...row } = await t.services.db
      .selectFrom('bookings')
      .selectAll()
      .where('status', '=', status)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row;
  }

  test('a second booking with the same reference is a unique violation of bookings.ref', async () => {
    const row = await copyOfStay('QUOTATION');
    const error = await refusalOf(() => t.services.db.insertInto('bookings').values(row).execute());
    expect(isUniqueViolation(error)).toBe(true);
    expect(
      isUniqueViolation(error, { constraint: 'bookings_ref_key', columns: 'bookings.ref' }),
    ).toBe(true);
    expect(
      isUniqueViolation(error, {
        constraint: 'payments_provider_ref_key',
        columns: 'payments.provider_ref',
      }),
    ).toBe(false);
    expect(isRefusedBy(error, 'bookings_no_overlap')).toBe(false);
    expect(isRetryableConflict(error)).toBe(false);
  });

  test('an overlapping stay is refused by bookings_no_overlap, not as a unique violation', async () => {
    const row = { ...(await copyOfStay('BOOKING')), ref: 'VBSEAMTEST' };
    const error = await refusalOf(() => t.services.db.insertInto('bookings').values(row).execute());
    expect(isRefusedBy(error, 'bookings_no_overlap')).toBe(true);
    expect(isRefusedBy(error, 'bookings_ref_key')).toBe(false);
    expect(isUniqueViolation(error)).toBe(false);
  });

  test('errors that no engine raised are none of these', () => {
    for (const error of [new Error('bookings_no_overlap'), null, 'UNIQUE constraint failed']) {
      expect(isUniqueViolation(error)).toBe(false);
      expect(isRefusedBy(error, 'bookings_no_overlap')).toBe(false);
      expect(isRetryableConflict(error)).toBe(false);
    }
  });
});
