import { datePartsOf, dayOfDate } from '@villa/shared/contract';
import type { SeasonCode } from '../tables';

/*
 * The seed's season calendar: Orlando demand as UK agents see it (school holidays, Easter,
 * summer, Christmas). Every villa uses the same bands with its own rates and minimum stays.
 */

export interface SeasonBand {
  season: SeasonCode;
  name: string;
  /** Day numbers, inclusive. */
  from: number;
  to: number;
}

/** Easter Sunday (Gregorian), by the anonymous computus. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOfDate(year, month, day);
}

function seasonOn(day: number): { season: SeasonCode; name: string } {
  const { year: y, month, date } = datePartsOf(day);
  const md = month * 100 + date;
  const easter = easterSunday(y);
  if (md >= 1219 || md <= 102) return { season: 'PEAK', name: 'Christmas and New Year' };
  if (day >= easter - 14 && day <= easter + 7) return { season: 'HIGH', name: 'Easter holidays' };
  if (md >= 718 && md <= 901) return { season: 'HIGH', name: 'Summer holidays' };
  if (md >= 523 && md <= 601) return { season: 'HIGH', name: 'May half term' };
  if (md >= 212 && md <= 223) return { season: 'MID', name: 'February half term' };
  if (md >= 1019 && md <= 1102) return { season: 'MID', name: 'October half term' };
  if (md >= 224 && md <= 522) return { season: 'MID', name: 'Spring' };
  if (md >= 602 && md <= 717) return { season: 'MID', name: 'Early summer' };
  if (md >= 902 && md <= 1018) return { season: 'LOW', name: 'Autumn' };
  if (md >= 1103 && md <= 1218) return { season: 'LOW', name: 'Late autumn' };
  return { season: 'LOW', name: 'Winter' };
}

/** The bands covering from .. to (day numbers, inclusive), cut at both ends. */
export function seasonBands(from: number, to: number): SeasonBand[] {
  const bands: SeasonBand[] = [];
  for (let day = from; day <= to; day += 1) {
    const { season, name } = seasonOn(day);
    const last = bands[bands.length - 1];
    if (last && last.name === name && last.to === day - 1) last.to = day;
    else bands.push({ season, name, from: day, to: day });
  }
  return bands;
}

/** Rate multiplier per season. */
export const SEASON_FACTOR: Record<SeasonCode, number> = {
  LOW: 1,
  MID: 1.2,
  HIGH: 1.5,
  PEAK: 1.9,
};
