import * as v from 'valibot';
import {
  PROPERTY_TYPES,
  officeVillaFieldsOf,
  officeVillaMessages,
  officeVillaWholeSchema,
  villaFieldChanges,
  toValidationErrors,
  villaStatusChange,
  villaStatusMessages,
  type FieldError,
  type OfficeVilla,
  type OfficeVillaFields,
  type OfficeVillaPatchFields,
} from '@villa/shared/contract';
import { toPence } from '@villa/shared/format';
import type { Insertable, Updateable } from 'kysely';
import { isUniqueViolation, lockRowForUpdate } from '../../db/engine';
import type { Db } from '../../db/schema';
import { HttpError, errorsOf } from '../../errors';
import type { VillasTable } from '../../property/tables';
import { toTimestamp } from '../../time';
import { villaDb } from '../../villa/tables';
import { PRIVATE_POOL_FEATURE, readOfficeVilla, villaHasRates } from './villaReads';

/*
 * The office's writes of a villa: create, change, delete (README.md beside this file). Each
 * runs in the caller's transaction, so the route writes the audit entry in the same one, and
 * answers the villa before and after. Every table written is one the triggers of migration 016
 * stamp, so the search catalog of every instance reads that villa again on its next search;
 * only a delete reloads the catalogue (its shape changed).
 */

/** A new villa's rates reach as far as its seasons: the calendar sets them. */
export const NO_RATES_HORIZON = '9999-12-31';

const invalid = (errors: FieldError[]) => new HttpError(422, { validationErrors: errors });

const typeCodeOf = (name: string) => PROPERTY_TYPES.find((t) => t.name === name)!.code;

/** The villa row's columns for these fields (every column the office writes). */
function villaColumnsOf(fields: OfficeVillaFields) {
  return {
    code: fields.villaCode,
    name: fields.villaName,
    community_id: fields.community.comId,
    property_type: typeCodeOf(fields.propertyTypeName),
    bedrooms: fields.bedrooms,
    bathrooms: fields.counts.bathrooms,
    half_bathrooms: fields.counts.additionalBathrooms,
    ensuite: fields.counts.ensuite,
    max_occupancy: fields.counts.maxOccupancy,
    king: fields.counts.king,
    queen: fields.counts.queen,
    double_full: fields.counts.double_full,
    single: fields.counts.single,
    sqft: fields.counts.sqft,
    floors: fields.counts.floors,
    private_pool: fields.privatePool ? 1 : 0,
    pool_heating_pence:
      fields.poolHeatingPerNight === null ? null : toPence(fields.poolHeatingPerNight),
    commission_bp: Math.round(fields.commissionRate * 100),
    deposit_percent: fields.depositPercent,
    balance_due_days: fields.balanceDueDays,
    highlight_code: fields.highlight?.code ?? null,
    lat: fields.lat,
    lon: fields.lon,
    status: fields.status,
  } satisfies Updateable<VillasTable>;
}

/**
 * What a write refers to must exist, and a code must be the villa's own: each refusal at its
 * field (a foreign key or unique constraint would otherwise answer a 500).
 */
async function referenceErrors(
  db: Db,
  fields: Partial<OfficeVillaFields>,
  villaId: number | null,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const [community, known, highlight, taken] = await Promise.all([
    fields.community
      ? db
          .selectFrom('communities')
          .select('id')
          .where('id', '=', fields.community.comId)
          .executeTakeFirst()
      : null,
    fields.features && fields.features.length > 0
      ? db
          .selectFrom('features')
          .select('code')
          .where(
            'code',
            'in',
            fields.features.map((f) => f.code),
          )
          .execute()
      : [],
    fields.highlight
      ? db
          .selectFrom('highlights')
          .select('code')
          .where('code', '=', fields.highlight.code)
          .executeTakeFirst()
      : null,
    fields.villaCode
      ? db
          .selectFrom('villas')
          .select('id')
          .where('code', '=', fields.villaCode)
          .$if(villaId !== null, (q) => q.where('id', '<>', villaId!))
          .executeTakeFirst()
      : undefined,
  ]);
  if (taken) errors.push({ field: 'villaCode', error: officeVillaMessages.codeTaken });
  if (fields.community && !community) {
    errors.push({ field: 'community.comId', error: officeVillaMessages.unknownCommunity });
  }
  const knownCodes = new Set(known.map((f) => f.code));
  fields.features?.forEach((f, i) => {
    if (!knownCodes.has(f.code)) {
      errors.push({ field: `features.${i}.code`, error: officeVillaMessages.unknownFeature });
    }
  });
  if (fields.highlight && !highlight) {
    errors.push({ field: 'highlight.code', error: officeVillaMessages.unknownHighlight });
  }
  return errors;
}

/** Writes the villa's own tables that `fields` names (each list replaced whole). */
async function writeVillaParts(
  trx: Db,
  villaId: number,
  fields: Partial<OfficeVillaFields>,
  whole: OfficeVillaFields,
  isNew: boolean,
) {
  const vdb = villaDb(trx);
  if (fields.descriptions) {
    const d = whole.descriptions;
    const row = {
      short: d.short,
      intro: d.intro,
      living: d.living,
      bedroom: d.bedroom,
      entertainment: d.entertainment,
      outdoor: d.outdoor,
      disabled_mods: d.disabledMods,
      pool_safety: d.poolSafety,
    };
    if (isNew)
      await trx
        .insertInto('villa_descriptions')
        .values({ villa_id: villaId, ...row })
        .execute();
    else
      await trx
        .updateTable('villa_descriptions')
        .set(row)
        .where('villa_id', '=', villaId)
        .execute();
  }
  if (fields.bedBath) {
    if (!isNew) await trx.deleteFrom('villa_rooms').where('villa_id', '=', villaId).execute();
    const rooms = [
      ...whole.bedBath.bedrooms.map((r) => ({ ...r, kind: 'BEDROOM' as const })),
      ...whole.bedBath.bathrooms.map((r) => ({ ...r, kind: 'BATHROOM' as const })),
    ];
    if (rooms.length > 0) {
      await trx
        .insertInto('villa_rooms')
        .values(
          rooms.map((r, i) => ({
            villa_id: villaId,
            position: i + 1,
            kind: r.kind,
            name: r.name,
            description: r.description,
            ensuite: r.ensuite ? 1 : 0,
            floor: r.floor,
          })),
        )
        .execute();
    }
  }
  if (fields.features || fields.privatePool !== undefined) {
    // The private pool's feature row follows privatePool, whatever the list says.
    const codes = new Set(whole.features.map((f) => f.code));
    if (whole.privatePool) codes.add(PRIVATE_POOL_FEATURE);
    else codes.delete(PRIVATE_POOL_FEATURE);
    if (!isNew) await trx.deleteFrom('villa_features').where('villa_id', '=', villaId).execute();
    if (codes.size > 0) {
      const ids = await trx
        .selectFrom('features')
        .select('id')
        .where('code', 'in', [...codes])
        .execute();
      await trx
        .insertInto('villa_features')
        .values(ids.map((f) => ({ villa_id: villaId, feature_id: f.id })))
        .execute();
    }
  }
  if (fields.testimonials) {
    if (!isNew)
      await vdb.deleteFrom('villa_testimonials').where('villa_id', '=', villaId).execute();
    if (whole.testimonials.length > 0) {
      await vdb
        .insertInto('villa_testimonials')
        .values(
          whole.testimonials.map((t, position) => ({
            villa_id: villaId,
            position,
            headline: t.headline,
            testimonial: t.testimonial,
            display_name: t.displayName,
            stayed: t.stayed,
            rating: t.rating,
            response: t.response?.trim() ? t.response : null,
          })),
        )
        .execute();
    }
  }
}

/** The villa's code went to another villa between the check and the write. */
const isCodeTaken = (error: unknown) =>
  isUniqueViolation(error, { constraint: 'villas_code_key', columns: 'villas.code' });

export interface VillaWrite {
  before: OfficeVilla | null;
  after: OfficeVilla | null;
}

/** Adds a villa (a draft) with these fields; 422 at the field for a reference or code refused. */
export async function createVilla(
  trx: Db,
  fields: OfficeVillaFields,
  nowMs: number,
): Promise<VillaWrite & { after: OfficeVilla }> {
  const errors = await referenceErrors(trx, fields, null);
  if (errors.length > 0) throw invalid(errors);
  const row: Insertable<VillasTable> = {
    ...villaColumnsOf(fields),
    status: 'DRAFT',
    unbookable_weekdays: 0,
    rates_until: NO_RATES_HORIZON,
    created_at: toTimestamp(nowMs),
  };
  let id: number;
  try {
    ({ id } = await trx.insertInto('villas').values(row).returning('id').executeTakeFirstOrThrow());
  } catch (error) {
    if (isCodeTaken(error))
      throw invalid([{ field: 'villaCode', error: officeVillaMessages.codeTaken }]);
    throw error;
  }
  await writeVillaParts(trx, id, fields, fields, true);
  const after = (await readOfficeVilla(trx, id, nowMs))!;
  return { before: null, after };
}

/**
 * Changes the fields a patch carries, the others as they were. The villa as it would then be
 * is checked with the contract's rules between fields; a change of status by villaStatusChange,
 * and publishing needs a nightly rate in the booking window. Null when there is no such villa.
 */
export async function changeVilla(
  trx: Db,
  villaId: number,
  patch: OfficeVillaPatchFields,
  nowMs: number,
): Promise<VillaWrite | null> {
  // Queued behind (and ahead of) checkouts of this villa, which lock the same row.
  await lockRowForUpdate(trx, 'villas', villaId);
  const before = await readOfficeVilla(trx, villaId, nowMs);
  if (!before) return null;
  const current = officeVillaFieldsOf(before);
  const whole: OfficeVillaFields = {
    ...current,
    ...stripUndefined(patch),
    counts: { ...current.counts, ...stripUndefined(patch.counts ?? {}) },
    descriptions: { ...current.descriptions, ...stripUndefined(patch.descriptions ?? {}) },
  } as OfficeVillaFields;

  const checked = v.safeParse(officeVillaWholeSchema, whole);
  const errors: FieldError[] = checked.success ? [] : toValidationErrors(checked.issues);
  if (patch.status !== undefined) {
    const refusal = villaStatusChange(before.status, patch.status);
    if (refusal) errors.push({ field: 'status', error: refusal });
  }
  errors.push(...(await referenceErrors(trx, patch as Partial<OfficeVillaFields>, villaId)));
  if (errors.length > 0) throw invalid(errors);

  const columns = villaColumnsOf(whole);
  const was = villaColumnsOf(current);
  const changed = Object.fromEntries(
    Object.entries(columns).filter(([key, value]) => was[key as keyof typeof was] !== value),
  );
  if (Object.keys(changed).length > 0) {
    try {
      await trx.updateTable('villas').set(changed).where('id', '=', villaId).execute();
    } catch (error) {
      if (isCodeTaken(error))
        throw invalid([{ field: 'villaCode', error: officeVillaMessages.codeTaken }]);
      throw error;
    }
  }
  await writeVillaParts(trx, villaId, patch as Partial<OfficeVillaFields>, whole, false);

  if (patch.status === 'AVAILABLE' && before.status !== 'AVAILABLE') {
    const terms = await trx
      .selectFrom('villas')
      .select([
        'id',
        'commission_bp',
        'deposit_percent',
        'balance_due_days',
        'pool_heating_pence',
        'rates_until',
        'unbookable_weekdays',
      ])
      .where('id', '=', villaId)
      .executeTakeFirstOrThrow();
    if (!(await villaHasRates(trx, terms, nowMs))) {
      throw invalid([{ field: 'status', error: villaStatusMessages.publishNeedsRates }]);
    }
  }
  const after = (await readOfficeVilla(trx, villaId, nowMs))!;
  return { before, after };
}

/**
 * Deletes a villa that has no booking of any status (a hold, a quotation and a cancelled
 * booking are records agents and accounts keep): 409 otherwise, so it is withdrawn instead.
 * Null when there is no such villa.
 */
export async function deleteVilla(
  trx: Db,
  villaId: number,
  nowMs: number,
): Promise<VillaWrite | null> {
  await lockRowForUpdate(trx, 'villas', villaId);
  const before = await readOfficeVilla(trx, villaId, nowMs);
  if (!before) return null;
  if (before.bookings > 0) throw errorsOf(409, villaStatusMessages.deleteRefused(before.bookings));
  await trx.deleteFrom('villas').where('id', '=', villaId).execute();
  return { before, after: null };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The fields a write changed, before and after, for the audit log: what a person reads in the
 * villa's history (the tallies the office shows beside a villa are not its fields). A new villa
 * has no before, a deleted one no after.
 */
export function auditValuesOf(write: VillaWrite): {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
} {
  const fields = (villa: OfficeVilla | null) =>
    villa ? ({ id: villa.id, ...officeVillaFieldsOf(villa) } as Record<string, unknown>) : null;
  const before = fields(write.before);
  const after = fields(write.after);
  if (!before || !after) return { before, after };
  return villaFieldChanges(before, after);
}
