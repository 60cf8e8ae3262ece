import { guidePath, type Guide } from '@villa/shared/contract';
import type { Db } from '../../db/schema';
import { officeDb } from '../../agent-office/tables';
import { findGuideById } from '../../agent-office/guides';
import { toTimestamp } from '../../time';

/** What a guide is written with in the office (the file and its texts). */
export interface GuideInput {
  bytes: Buffer;
  name: string;
  nameExtra: string;
  sendToCustomer: boolean;
  filename: string;
}

type Row = NonNullable<Awaited<ReturnType<typeof findGuideById>>>;

/** A stored guide as agents list it (the audit log keeps this shape, without the bytes). */
export const guideOf = (row: Omit<Row, 'content' | 'content_type'>): Guide => ({
  guideId: row.id,
  name: row.name,
  nameExtra: row.name_extra,
  updated: row.updated,
  filename: row.filename,
  sendToCustomer: row.send_to_customer === 1,
  pdfFilePath: guidePath(row.updated, row.filename),
});

/** Today as the guide's "updated" date (YYYY-MM-DD, as the seed writes it). */
export const updatedOn = (now: number) => toTimestamp(now).slice(0, 10);

/** Whether another guide already downloads from /guide/{updated}/{filename}. */
export async function pathTaken(db: Db, updated: string, filename: string, except?: number) {
  let query = officeDb(db)
    .selectFrom('guides')
    .select('id')
    .where('updated', '=', updated)
    .where('filename', '=', filename);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertGuide(trx: Db, input: GuideInput, now: number): Promise<Guide> {
  const last = await officeDb(trx)
    .selectFrom('guides')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const { id } = await officeDb(trx)
    .insertInto('guides')
    .values({
      name: input.name,
      name_extra: input.nameExtra,
      filename: input.filename,
      updated: updatedOn(now),
      send_to_customer: input.sendToCustomer ? 1 : 0,
      position: Number(last?.position ?? -1) + 1,
      content_type: 'application/pdf',
      content: input.bytes,
      created_at: toTimestamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await findGuideById(trx, id);
  return guideOf(row!);
}

export async function replaceGuide(trx: Db, id: number, input: GuideInput, now: number) {
  const before = await findGuideById(trx, id);
  if (!before) return null;
  await officeDb(trx)
    .updateTable('guides')
    .set({
      name: input.name,
      name_extra: input.nameExtra,
      filename: input.filename,
      updated: updatedOn(now),
      send_to_customer: input.sendToCustomer ? 1 : 0,
      content: input.bytes,
    })
    .where('id', '=', id)
    .execute();
  const after = await findGuideById(trx, id);
  return { before: guideOf(before), after: guideOf(after!) };
}

export async function removeGuide(trx: Db, id: number) {
  const before = await findGuideById(trx, id);
  if (!before) return null;
  await officeDb(trx).deleteFrom('guides').where('id', '=', id).execute();
  return guideOf(before);
}
