import { dayOfInstant, isoOf } from '@villa/shared/contract';
import type { SearchLimits } from '@villa/shared/contract';
import type { Db } from '../../db/schema';
import { changeStampOf, type ChangeStamp } from '../../db/changeStamp';
import { bookingSettingsAt, type BookingSettings } from '../../portalSettings';
import type { Clock } from '../../time';
import { bookingWindowOf } from '../rules/stayAssessment';
import { readChangeCursor, readChanges, type ChangeCursor, type RevisionState } from '../seam';
import { villaVisibleToAgentsSql } from '../visibility';
import { CatalogData } from './catalogData';
import { readCatalogShape, readVillaEntries } from './villaEntries';

/*
 * The search catalog: every villa agents may see (visibility.ts) held in memory (catalogData.ts), kept true to the
 * database villa by villa. Before a search it asks what changed since its last read (nothing is
 * read while the database's change stamp stands): booking rows are entered into their villas'
 * grids, a villa whose row or own tables were written is read again on its own, and only a
 * change of the catalogue's shape (a villa deleted, a highlight or feature written, a deleted
 * booking), a new day or new window settings reload everything.
 */

/** Villas read per round trip while loading everything, and per list of changed villas. */
const READ_PART_VILLAS = 1_000;

/** The window a search may ask for, as day numbers and as the contract's limits. */
export interface SearchWindow {
  today: number;
  earliest: number;
  latest: number;
  nightsMin: number;
  nightsMax: number;
  limits: SearchLimits;
}

/**
 * The search window for `today`: the one booking window (stayAssessment.ts), exactly the
 * dates the agent's config carries, so the search lists only stays the villa page and
 * checkout will accept.
 */
export function searchWindowOf(config: BookingSettings, today: number): SearchWindow {
  const window = bookingWindowOf(config, today);
  return {
    today,
    earliest: window.firstArrival,
    latest: window.lastArrival,
    nightsMin: window.nights.min,
    nightsMax: window.nights.max,
    limits: {
      earliestSearchDate: isoOf(window.firstArrival),
      latestSearchDate: isoOf(window.lastArrival),
      nightsMin: window.nights.min,
      nightsMax: window.nights.max,
    },
  };
}

/**
 * Reads the villas of `ids` in parts and enters them; an id with no villa agents may see (one
 * deleted, withdrawn or back to draft) is removed at once.
 */
async function reloadVillas(
  db: Db,
  data: CatalogData,
  ids: readonly number[],
  nowMs: number,
): Promise<void> {
  for (let at = 0; at < ids.length; at += READ_PART_VILLAS) {
    const part = ids.slice(at, at + READ_PART_VILLAS);
    const entries = await readVillaEntries(db, { ids: part }, data.window, data.shape);
    const found = new Set(entries.map((e) => e.villa.id));
    for (const id of part) if (!found.has(id)) data.remove(id);
    for (const entry of entries) data.put(entry, nowMs);
  }
}

/** Reads the whole catalog from the database. */
export async function loadCatalog(
  db: Db,
  window: SearchWindow,
  nowMs: number,
): Promise<{ data: CatalogData; cursor: ChangeCursor; revisions: RevisionState }> {
  // The change cursor first: a change made while the rest loads is then read again, never
  // missed.
  const { cursor, revisions } = await readChangeCursor(db);
  const [shape, ids] = await Promise.all([
    readCatalogShape(db),
    db
      .selectFrom('villas')
      .select('id')
      .where(villaVisibleToAgentsSql('villas.status'))
      .orderBy('id')
      .execute(),
  ]);
  const data = new CatalogData(window, shape, ids.length);
  // In parts by id, each one index range per table, so the rows of a part die young.
  for (let at = 0; at < ids.length; at += READ_PART_VILLAS) {
    const low = ids[at].id;
    const high = ids[Math.min(at + READ_PART_VILLAS, ids.length) - 1].id;
    const entries = await readVillaEntries(db, { low, high }, window, shape);
    for (const entry of entries) data.put(entry, nowMs);
  }
  data.advanceTo(nowMs);
  return { data, cursor, revisions };
}

/**
 * Keeps one CatalogData current for an app. `current()` is what every search calls: it
 * applies the changes, or reloads, before answering. Concurrent callers share one refresh.
 */
export class SearchCatalog {
  private data: CatalogData | null = null;
  private cursor: ChangeCursor = { bookings: -1, villas: -1 };
  private revisions: RevisionState = { catalog: -1, bookingsReset: -1 };
  private refreshing: { stamp: ChangeStamp | null; data: Promise<CatalogData> } | null = null;
  /** The database's change stamp when the catalog last read it (changeStamp.ts). */
  private readAtStamp: ChangeStamp | null = null;
  /** How many times the whole catalogue was read, and how many villas were read on their own. */
  readonly reads = { fullLoads: 0, villaUpdates: 0 };

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The catalog as of a moment after `askedAt` (performance.now(); a request's arrival): every
   * write committed before it, by this instance or another, is in what it answers.
   */
  async current(askedAt = performance.now()): Promise<CatalogData> {
    // Taken before anything is read: a change after this moment moves it again.
    const stamp = await changeStampOf(this.db, askedAt);
    for (;;) {
      const running = this.refreshing;
      if (running === null) break;
      // A refresh for the same stamp read what this call must see; one for another stamp (or
      // none) may have read before a commit this call knows of: wait, then refresh again.
      if (stamp !== null && running.stamp === stamp) return running.data;
      await running.data.catch(() => undefined);
    }
    const data = this.refresh(stamp, askedAt).finally(() => {
      this.refreshing = null;
    });
    this.refreshing = { stamp, data };
    return data;
  }

  private async refresh(stamp: ChangeStamp | null, askedAt: number): Promise<CatalogData> {
    const nowMs = this.clock();
    const window = searchWindowOf(await bookingSettingsAt(this.db, askedAt), dayOfInstant(nowMs));
    const data = this.data;
    const sameWindow =
      data !== null &&
      data.window.today === window.today &&
      data.window.earliest === window.earliest &&
      data.window.latest === window.latest &&
      data.window.nightsMax === window.nightsMax &&
      data.window.nightsMin === window.nightsMin;
    if (data && sameWindow) {
      if (stamp !== null && stamp === this.readAtStamp) {
        // Nothing written since the last read: only the clock moved (holds lapse).
        data.advanceTo(nowMs);
        return data;
      }
      const changes = await readChanges(this.db, this.cursor);
      if (
        changes.revisions.catalog === this.revisions.catalog &&
        changes.revisions.bookingsReset === this.revisions.bookingsReset
      ) {
        // Bookings first: a villa read afresh after them has its stays as they now are.
        if (changes.bookings.length > 0) data.applyBookingRows(changes.bookings, nowMs);
        await reloadVillas(this.db, data, changes.villaIds, nowMs);
        this.reads.villaUpdates += changes.villaIds.length;
        data.advanceTo(nowMs);
        this.cursor = changes.cursor;
        this.readAtStamp = stamp;
        return data;
      }
    }
    const loaded = await loadCatalog(this.db, window, nowMs);
    this.reads.fullLoads += 1;
    this.data = loaded.data;
    this.cursor = loaded.cursor;
    this.revisions = loaded.revisions;
    this.readAtStamp = stamp;
    return loaded.data;
  }

  /** A villa of the last loaded catalog, without refreshing (image captions). */
  peekVilla(id: number) {
    const row = this.data?.rowOf(id);
    return row === undefined ? undefined : this.data?.entries[row]?.villa;
  }
}
