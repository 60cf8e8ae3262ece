import type { SeasonCode } from '../../property/tables';

/*
 * A range edit of rates and minimum nights, on the seasons that stay the model underneath
 * (README.md). The seasons touching the range are laid out night by night (a later season wins
 * a night, as the availability rule reads them), the range's nights take the new rate and/or
 * minimum, nights without a season get one when a rate is given, and the nights are written
 * back as runs: a season split where the range cuts it, neighbours with the same terms merged.
 */

export interface SeasonRun {
  /** First and last night (day numbers, inclusive). */
  from: number;
  to: number;
  season: SeasonCode;
  name: string;
  ratePence: number;
  minNights: number;
}

export interface RateChange {
  from: number;
  to: number;
  ratePence?: number;
  minNights?: number;
}

/** The season code and name of nights that had none: the neighbouring season's, if any. */
const STANDARD = { season: 'LOW' as SeasonCode, name: 'Standard rate' };

export type ReseasonResult =
  | { ok: true; seasons: SeasonRun[] }
  /** Nights without a season were given a rate but no minimum nights. */
  | { ok: false; problem: 'GAP_NEEDS_MIN_NIGHTS' };

type Night = Omit<SeasonRun, 'from' | 'to'> | null;

/**
 * The seasons that replace `seasons` (every season touching the nights from change.from - 1
 * to change.to + 1, so neighbours can merge) once the change is made. Seasons in date order.
 */
export function reseason(seasons: readonly SeasonRun[], change: RateChange): ReseasonResult {
  const lo = Math.min(change.from, ...seasons.map((s) => s.from));
  const hi = Math.max(change.to, ...seasons.map((s) => s.to));
  const nights: Night[] = new Array<Night>(hi - lo + 1).fill(null);
  for (const s of [...seasons].sort((a, b) => a.from - b.from)) {
    const terms = {
      season: s.season,
      name: s.name,
      ratePence: s.ratePence,
      minNights: s.minNights,
    };
    for (let d = s.from; d <= s.to; d += 1) nights[d - lo] = terms;
  }
  const changed = new Map<Night, Night>();
  for (let d = change.from; d <= change.to; d += 1) {
    const night = nights[d - lo];
    if (night) {
      // One new terms object per old one, so unchanged runs stay runs.
      let next = changed.get(night);
      if (!next) {
        next = {
          ...night,
          ratePence: change.ratePence ?? night.ratePence,
          minNights: change.minNights ?? night.minNights,
        };
        changed.set(night, next);
      }
      nights[d - lo] = next;
    } else if (change.ratePence !== undefined) {
      if (change.minNights === undefined) return { ok: false, problem: 'GAP_NEEDS_MIN_NIGHTS' };
      const near = neighbourOf(nights, d - lo);
      nights[d - lo] = {
        season: near?.season ?? STANDARD.season,
        name: near?.name ?? STANDARD.name,
        ratePence: change.ratePence,
        minNights: change.minNights,
      };
    }
  }
  return { ok: true, seasons: runsOf(nights, lo) };
}

/** The season of the nearest night before `i` that has one, else after it. */
function neighbourOf(nights: readonly Night[], i: number): Night {
  for (let k = i - 1; k >= 0; k -= 1) if (nights[k]) return nights[k];
  for (let k = i + 1; k < nights.length; k += 1) if (nights[k]) return nights[k];
  return null;
}

const sameTerms = (a: Night, b: Night) =>
  a !== null &&
  b !== null &&
  a.season === b.season &&
  a.name === b.name &&
  a.ratePence === b.ratePence &&
  a.minNights === b.minNights;

function runsOf(nights: readonly Night[], lo: number): SeasonRun[] {
  const runs: SeasonRun[] = [];
  for (let i = 0; i < nights.length; i += 1) {
    const night = nights[i];
    if (!night) continue;
    const last = runs[runs.length - 1];
    if (last && last.to === lo + i - 1 && sameTerms(last, night)) last.to = lo + i;
    else runs.push({ from: lo + i, to: lo + i, ...night });
  }
  return runs;
}
