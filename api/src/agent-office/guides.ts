import { guidePath, type Guide } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { GUIDES, type GuideDefinition } from './guideContent';
import { renderPdf } from '../pdf/document';
import { officeDb } from './tables';
import type { ProviderContact } from '@villa/shared/contract';

/** Every guide, in order, without the file itself. */
export async function listGuides(db: Db): Promise<Guide[]> {
  const rows = await officeDb(db)
    .selectFrom('guides')
    .select(['id', 'name', 'name_extra', 'filename', 'updated', 'send_to_customer'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    guideId: row.id,
    name: row.name,
    nameExtra: row.name_extra,
    updated: row.updated,
    filename: row.filename,
    sendToCustomer: row.send_to_customer === 1,
    pdfFilePath: guidePath(row.updated, row.filename),
  }));
}

/** The guide stored under /guide/{updatedYYYYMMDD}/{filename}, with its bytes; null if none. */
export async function findGuideFile(db: Db, updatedCompact: string, filename: string) {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(updatedCompact);
  if (!match) return null;
  const updated = `${match[1]}-${match[2]}-${match[3]}`;
  return (
    (await officeDb(db)
      .selectFrom('guides')
      .select(['id', 'name', 'filename', 'content_type', 'content'])
      .where('updated', '=', updated)
      .where('filename', '=', filename)
      .executeTakeFirst()) ?? null
  );
}

export async function findGuideById(db: Db, id: number) {
  return (
    (await officeDb(db)
      .selectFrom('guides')
      .select([
        'id',
        'name',
        'name_extra',
        'filename',
        'updated',
        'send_to_customer',
        'content_type',
        'content',
      ])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** Renders one guide definition to PDF (the seed stores the result). */
export function renderGuidePdf(
  guide: GuideDefinition,
  updated: string,
  provider: Pick<ProviderContact, 'name' | 'phone' | 'email'>,
): Promise<Buffer> {
  return renderPdf(
    {
      title: guide.name,
      subtitle: guide.nameExtra,
      brandLines: [provider.name, provider.phone, provider.email],
      footer: `${provider.name} · ${guide.name} · updated ${updated}`,
    },
    { title: guide.name, author: provider.name, subject: guide.nameExtra },
    (w) => {
      for (const section of guide.sections) {
        w.heading(section.heading);
        section.paragraphs?.forEach((p) => w.paragraph(p));
        if (section.bullets) w.bullets(section.bullets);
        if (section.table) w.table(section.table);
      }
    },
  );
}

const dayMs = 24 * 60 * 60_000;
const isoDate = (ms: number) => toTimestamp(ms).slice(0, 10);

/** Stores the guides of guideContent.ts, rendered to PDF, dated relative to now. */
export async function seedGuides(db: Db, now: number, provider: ProviderContact) {
  const rows = await Promise.all(
    GUIDES.map(async (guide, position) => {
      const updated = isoDate(now - guide.updatedDaysAgo * dayMs);
      return {
        name: guide.name,
        name_extra: guide.nameExtra,
        filename: guide.filename,
        updated,
        send_to_customer: guide.sendToCustomer ? 1 : 0,
        position,
        content_type: 'application/pdf',
        content: await renderGuidePdf(guide, updated, provider),
        created_at: toTimestamp(now),
      };
    }),
  );
  await officeDb(db).insertInto('guides').values(rows).execute();
}
