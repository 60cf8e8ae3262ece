import { addDaysIso, dayOf, isoOf, type CalendarEdit } from '@villa/shared/contract';
import { toPence, toPounds } from '@villa/shared/format';
import { lockRowForUpdate } from '../../db/engine';
import type { Db } from '../../db/schema';
import { staysInTheWay } from '../../property/bookings';
import { toTimestamp } from '../../time';
import { reseason, type SeasonRun } from './reseason';

/*
 * The office calendar's one writer (README.md): a range edit of a villa's nightly rate,
 * minimum nights, arrivals and blocks, inside the caller's transaction (the route records the
 * audit entry in the same one). Every edit holds the villa's row lock first, so two edits of
 * one villa, or a block and a checkout, never decide on the same state.
 */

/** The nights in the way of a block are taken by these stays. */
export class BlockOverStaysError extends Error {
  constructor(readonly refs: string[]) {
    super(`block over stays ${refs.join(', ')}`);
    this.name = 'BlockOverStaysError';
  }
}

/** A rate for nights without a season needs their minimum nights too. */
export class GapNeedsMinNightsError extends Error {
  constructor() {
    super('nights without a season need their minimum nights');
    this.name = 'GapNeedsMinNightsError';
  }
}

/** What a range holds, as the audit log keeps it before and after an edit. */
export interface RangeState {
  from: string;
  to: string;
  /** Runs of nights with one rate (pounds) and minimum; nights without a rate are left out. */
  rates: { from: string; to: string; nightlyRate: number; minNights: number }[];
  /** Listed days on which stays may not start (the weekly rule is the villa's, not listed). */
  arrivalsRefused: string[];
  blocks: { from: string; to: string; reason: string; note: string | null }[];
}

const clip = (from: string, to: string, range: { from: string; to: string }) => ({
  from: from < range.from ? range.from : from,
  to: to > range.to ? range.to : to,
});

/** The range's rates, listed arrival refusals and blocks. */
export async function rangeState(
  db: Db,
  villaId: number,
  range: { from: string; to: string },
): Promise<RangeState> {
  const [villa, seasons, refused, blocks] = await Promise.all([
    db
      .selectFrom('villas')
      .select('rates_until')
      .where('id', '=', villaId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('seasons')
      .select(['date_from', 'date_to', 'nightly_rate_pence', 'min_nights'])
      .where('villa_id', '=', villaId)
      .where('date_to', '>=', range.from)
      .where('date_from', '<=', range.to)
      .orderBy('date_from')
      .execute(),
    db
      .selectFrom('villa_unbookable_dates')
      .select('date')
      .where('villa_id', '=', villaId)
      .where('date', '>=', range.from)
      .where('date', '<=', range.to)
      .orderBy('date')
      .execute(),
    db
      .selectFrom('villa_blocks')
      .select(['date_from', 'date_to', 'reason', 'note'])
      .where('villa_id', '=', villaId)
      .where('date_to', '>=', range.from)
      .where('date_from', '<=', range.to)
      .orderBy('date_from')
      .execute(),
  ]);
  const rated = {
    from: range.from,
    to: range.to < villa.rates_until ? range.to : villa.rates_until,
  };
  return {
    from: range.from,
    to: range.to,
    rates: seasons
      .filter((s) => s.date_from <= rated.to)
      .map((s) => ({
        ...clip(s.date_from, s.date_to, rated),
        nightlyRate: toPounds(s.nightly_rate_pence),
        minNights: s.min_nights,
      })),
    arrivalsRefused: refused.map((r) => r.date),
    blocks: blocks.map((b) => ({
      ...clip(b.date_from, b.date_to, range),
      reason: b.reason,
      note: b.note,
    })),
  };
}

/**
 * Applies one range edit to a villa (which must exist) inside the caller's transaction and
 * returns the range as it was and as it is. A block over nights a stay takes throws
 * BlockOverStaysError; a rate for nights without a season and no minimum nights throws
 * GapNeedsMinNightsError. Either leaves the transaction to be rolled back by the caller.
 */
export async function applyCalendarEdit(
  trx: Db,
  villaId: number,
  edit: CalendarEdit,
  nowMs: number,
): Promise<{ before: RangeState; after: RangeState }> {
  const range = { from: edit.from, to: edit.to };
  if (edit.block) {
    const refs = await staysInTheWay(trx, nowMs, {
      villaId,
      arrival: edit.from,
      departure: addDaysIso(edit.to, 1),
    });
    if (refs.length > 0) throw new BlockOverStaysError(refs);
  } else {
    await lockRowForUpdate(trx, 'villas', villaId);
  }
  const before = await rangeState(trx, villaId, range);
  if (edit.nightlyRate !== undefined || edit.minNights !== undefined) {
    await writeRates(trx, villaId, edit);
  }
  if (edit.arrivalAllowed === true) {
    await trx
      .deleteFrom('villa_unbookable_dates')
      .where('villa_id', '=', villaId)
      .where('date', '>=', edit.from)
      .where('date', '<=', edit.to)
      .execute();
  } else if (edit.arrivalAllowed === false) {
    const dates: { villa_id: number; date: string }[] = [];
    for (let day = dayOf(edit.from); day <= dayOf(edit.to); day += 1) {
      dates.push({ villa_id: villaId, date: isoOf(day) });
    }
    await trx
      .insertInto('villa_unbookable_dates')
      .values(dates)
      .onConflict((oc) => oc.columns(['villa_id', 'date']).doNothing())
      .execute();
  }
  if (edit.block !== undefined) await writeBlock(trx, villaId, edit, nowMs);
  return { before, after: await rangeState(trx, villaId, range) };
}

/**
 * The range's rates and minimums through reseason. A rate past the villa's rates horizon moves
 * the horizon to the range's last night; seasons stored past the old horizon were never read
 * by the availability rule, so they are cut off first rather than brought to life.
 */
async function writeRates(trx: Db, villaId: number, edit: CalendarEdit) {
  const villa = await trx
    .selectFrom('villas')
    .select('rates_until')
    .where('id', '=', villaId)
    .executeTakeFirstOrThrow();
  if (edit.nightlyRate !== undefined && edit.to > villa.rates_until) {
    await trx
      .deleteFrom('seasons')
      .where('villa_id', '=', villaId)
      .where('date_from', '>', villa.rates_until)
      .execute();
    await trx
      .updateTable('seasons')
      .set({ date_to: villa.rates_until })
      .where('villa_id', '=', villaId)
      .where('date_to', '>', villa.rates_until)
      .execute();
    await trx
      .updateTable('villas')
      .set({ rates_until: edit.to })
      .where('id', '=', villaId)
      .execute();
  }
  const touching = await trx
    .selectFrom('seasons')
    .select(['id', 'season', 'name', 'date_from', 'date_to', 'nightly_rate_pence', 'min_nights'])
    .where('villa_id', '=', villaId)
    .where('date_to', '>=', addDaysIso(edit.from, -1))
    .where('date_from', '<=', addDaysIso(edit.to, 1))
    .orderBy('date_from')
    .execute();
  const result = reseason(
    touching.map((s): SeasonRun => ({
      from: dayOf(s.date_from),
      to: dayOf(s.date_to),
      season: s.season,
      name: s.name,
      ratePence: s.nightly_rate_pence,
      minNights: s.min_nights,
    })),
    {
      from: dayOf(edit.from),
      to: dayOf(edit.to),
      ratePence: edit.nightlyRate === undefined ? undefined : toPence(edit.nightlyRate),
      minNights: edit.minNights,
    },
  );
  if (!result.ok) throw new GapNeedsMinNightsError();
  if (touching.length > 0) {
    await trx
      .deleteFrom('seasons')
      .where(
        'id',
        'in',
        touching.map((s) => s.id),
      )
      .execute();
  }
  if (result.seasons.length > 0) {
    await trx
      .insertInto('seasons')
      .values(
        result.seasons.map((s) => ({
          villa_id: villaId,
          season: s.season,
          name: s.name,
          date_from: isoOf(s.from),
          date_to: isoOf(s.to),
          nightly_rate_pence: s.ratePence,
          min_nights: s.minNights,
        })),
      )
      .execute();
  }
}

/** Cuts the blocks the range overlaps to what lies outside it, then blocks the range if asked. */
async function writeBlock(trx: Db, villaId: number, edit: CalendarEdit, nowMs: number) {
  const overlapping = await trx
    .selectFrom('villa_blocks')
    .selectAll()
    .where('villa_id', '=', villaId)
    .where('date_to', '>=', edit.from)
    .where('date_from', '<=', edit.to)
    .execute();
  const kept = overlapping.flatMap((b) => {
    const part = (date_from: string, date_to: string) => ({
      villa_id: b.villa_id,
      date_from,
      date_to,
      reason: b.reason,
      note: b.note,
      created_at: b.created_at,
    });
    return [
      ...(b.date_from < edit.from ? [part(b.date_from, addDaysIso(edit.from, -1))] : []),
      ...(b.date_to > edit.to ? [part(addDaysIso(edit.to, 1), b.date_to)] : []),
    ];
  });
  if (overlapping.length > 0) {
    await trx
      .deleteFrom('villa_blocks')
      .where(
        'id',
        'in',
        overlapping.map((b) => b.id),
      )
      .execute();
  }
  const added = edit.block
    ? [
        {
          villa_id: villaId,
          date_from: edit.from,
          date_to: edit.to,
          reason: edit.block.reason,
          note: edit.block.note ? edit.block.note : null,
          created_at: toTimestamp(nowMs),
        },
      ]
    : [];
  if (kept.length + added.length > 0) {
    await trx
      .insertInto('villa_blocks')
      .values([...kept, ...added])
      .execute();
  }
}
