import { bookingDb } from '../../src/booking/tables';
import { officeDb } from '../../src/agent-office/tables';
import type { TestApp } from '../helpers/testApp';

/**
 * Everything stored about the owner agent and its bookings, as one string: the access matrix
 * takes it before and after each cell of another identity, and the two must be equal.
 * Sessions are left out: refusing an expired token deletes it, by design.
 */
export async function ownerDataSnapshot(t: TestApp, ownerId: number): Promise<string> {
  const db = bookingDb(t.services.db);
  const bookings = await db
    .selectFrom('bookings')
    .selectAll()
    .where('agent_user_id', '=', ownerId)
    .orderBy('id')
    .execute();
  const ids = bookings.map((b) => b.id);
  const ofBookings = async (
    table:
      | 'booking_clients'
      | 'booking_passengers'
      | 'booking_details'
      | 'booking_extras'
      | 'booking_custom_extras'
      | 'payment_attempts'
      | 'payments',
  ) =>
    ids.length === 0
      ? []
      : db.selectFrom(table).selectAll().where('booking_id', 'in', ids).execute();
  const parts = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', ownerId).execute(),
    officeDb(t.services.db)
      .selectFrom('sent_quotes')
      .selectAll()
      .where('user_id', '=', ownerId)
      .orderBy('id')
      .execute(),
    ofBookings('booking_clients'),
    ofBookings('booking_passengers'),
    ofBookings('booking_details'),
    ofBookings('booking_extras'),
    ofBookings('booking_custom_extras'),
    ofBookings('payment_attempts'),
    ofBookings('payments'),
  ]);
  const sorted = parts.map((rows) => rows.map((row) => JSON.stringify(row)).sort());
  return JSON.stringify([bookings, ...sorted]);
}
