import { AUDIT_ENTRIES_SHOWN, type AuditEntityType, type AuditEntry } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import type { StaffCaller } from './officeRoute';

/*
 * The office's audit log: one entry for every change made in the office, written in the same
 * transaction as the change itself, so there is never a change without its entry or an entry
 * for a change that was rolled back. The table is append-only: no route updates or deletes an
 * entry, and triggers refuse UPDATE and DELETE on both engines (migration 021).
 */

export interface AuditRecord {
  /** Who made the change (staffCaller(request) in a route). */
  staff: Pick<StaffCaller, 'userId' | 'email' | 'ip'>;
  /** `<entity>.<verb>`, past tense: 'villa.created', 'villa.published', 'staff.enrolled'. */
  action: string;
  entity: { type: AuditEntityType; id: number | string };
  /** The value before: null (or left out) when the record did not exist. */
  before?: unknown;
  /** The value after: null (or left out) when the record no longer exists. */
  after?: unknown;
  now: number;
}

/**
 * Records one change. `trx` must be the transaction that makes the change (a Kysely
 * transaction: db.transaction() or transactionRetrying); anything else is refused, so an entry
 * cannot be written beside its change instead of with it.
 */
export async function recordAudit(trx: Db, record: AuditRecord): Promise<void> {
  if (!trx.isTransaction) {
    throw new Error('recordAudit must run in the transaction that makes the change');
  }
  await trx
    .insertInto('audit_log')
    .values({
      at: toTimestamp(record.now),
      staff_user_id: record.staff.userId,
      staff_email: record.staff.email,
      ip: record.staff.ip,
      action: record.action,
      entity_type: record.entity.type,
      entity_id: String(record.entity.id),
      before_json: record.before === undefined ? null : JSON.stringify(record.before),
      after_json: record.after === undefined ? null : JSON.stringify(record.after),
    })
    .execute();
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** One record's history, newest first (at most AUDIT_ENTRIES_SHOWN entries). */
export async function auditOf(
  db: Db,
  entity: { type: AuditEntityType; id: string },
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'staff_email', 'action', 'before_json', 'after_json'])
    .where('entity_type', '=', entity.type)
    .where('entity_id', '=', entity.id)
    .orderBy('id', 'desc')
    .limit(AUDIT_ENTRIES_SHOWN)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    staffEmail: row.staff_email,
    action: row.action,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
  }));
}
