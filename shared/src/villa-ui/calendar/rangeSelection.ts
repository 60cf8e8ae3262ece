/*
 * A range of days chosen in a calendar, the way a spreadsheet chooses cells: an anchor (where
 * the choice started) and the day in focus (where it ends), either order. Clicking or Enter
 * starts a range at a day; Shift with a click or an arrow key stretches it to the day in focus.
 */

export interface DayRange {
  anchor: number;
  focus: number;
}

/** The first and last day of a range, in order. */
export const rangeBounds = (range: DayRange): { from: number; to: number } =>
  range.anchor <= range.focus
    ? { from: range.anchor, to: range.focus }
    : { from: range.focus, to: range.anchor };

export const rangeHas = (range: DayRange | null, day: number): boolean => {
  if (!range) return false;
  const { from, to } = rangeBounds(range);
  return day >= from && day <= to;
};

/** The range after the focus moved to `day`: stretched when extending, else a new one there. */
export const rangeTo = (range: DayRange | null, day: number, extend: boolean): DayRange =>
  extend && range ? { anchor: range.anchor, focus: day } : { anchor: day, focus: day };

export const rangeLength = (range: DayRange): number => {
  const { from, to } = rangeBounds(range);
  return to - from + 1;
};
