import {
  additionalPassengerSchema,
  occupancyOf,
  passengerStayErrors,
  passengerTypeAt,
  type AdditionalPassengerRequest,
  type PassengerType,
} from '@villa/shared/contract';
import { getIn, setIn } from 'final-form';
import * as v from 'valibot';

/*
 * The passenger list block's rules (docs/booking-and-payments.md), as plain functions the block and its
 * tests share:
 * - a new empty row appears when the last row has a forename and a surname;
 * - nobody can be added until the lead passenger is complete (forename, surname, date of
 *   birth and driving);
 * - a row's type comes from its date of birth at the arrival date;
 * - occupancy is the lead plus every non-infant row;
 * - deleting a populated row asks first; an empty row goes at once; Delete shows on every row
 *   but the last, and on the last too when occupancy is full and that row is not an infant.
 */

/** One row as the form holds it (every value text while typed). */
export interface PassengerRow {
  title?: string;
  forename?: string;
  surname?: string;
  dob?: string;
  isDriving?: string;
}

export interface LeadSummary {
  title?: string;
  forename?: string;
  surname?: string;
  dob?: string;
  isDriving?: string;
}

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

export const emptyRow = (): PassengerRow => ({
  title: '',
  forename: '',
  surname: '',
  dob: '',
  isDriving: '',
});

/** A row with anything typed in it. Only populated rows are sent. */
export const isPopulated = (row: PassengerRow) =>
  filled(row.forename) || filled(row.surname) || filled(row.dob) || filled(row.isDriving);

/** Forename, surname, date of birth and driving all set. */
export const leadComplete = (lead: LeadSummary | null | undefined) =>
  Boolean(
    lead &&
    filled(lead.forename) &&
    filled(lead.surname) &&
    filled(lead.dob) &&
    filled(lead.isDriving),
  );

/** The rows with an empty one at the end when the last has both names (or there is none). */
export function withAutoRow(rows: readonly PassengerRow[]): PassengerRow[] {
  const last = rows[rows.length - 1];
  if (!last || (filled(last.forename) && filled(last.surname))) return [...rows, emptyRow()];
  return [...rows];
}

export const rowType = (row: PassengerRow, arrival: string): PassengerType =>
  passengerTypeAt(row.dob, arrival);

/** Lead plus populated non-infant rows. */
export const occupancy = (rows: readonly PassengerRow[], arrival: string) =>
  occupancyOf(rows.filter(isPopulated), arrival);

export type OccupancyState = 'OPEN' | 'FULL' | 'OVER';

/** FULL: the maximum is reached (infants may still be added); OVER: a discrepancy. */
export function occupancyState(
  rows: readonly PassengerRow[],
  arrival: string,
  maxOccupancy: number,
): OccupancyState {
  const used = occupancy(rows, arrival);
  if (used > maxOccupancy) return 'OVER';
  return used === maxOccupancy ? 'FULL' : 'OPEN';
}

/** Whether row `index` shows a Delete button. */
export function canDeleteRow(
  index: number,
  rows: readonly PassengerRow[],
  arrival: string,
  maxOccupancy: number,
): boolean {
  if (index < rows.length - 1) return true;
  const row = rows[index];
  return (
    occupancyState(rows, arrival, maxOccupancy) !== 'OPEN' &&
    isPopulated(row) &&
    rowType(row, arrival) !== 'Infant'
  );
}

/** A populated row asks "Are you sure?" before it goes; an empty one goes at once. */
export const deleteNeedsConfirm = (row: PassengerRow) => isPopulated(row);

/** The list after deleting a row, with the automatic empty row kept at the end. */
export const deleteRow = (rows: readonly PassengerRow[], index: number) =>
  withAutoRow(rows.filter((_, i) => i !== index));

/** What the API gets: populated rows, with the type worked out at arrival. */
export function rowsToSend(
  rows: readonly PassengerRow[],
  arrival: string,
): AdditionalPassengerRequest[] {
  return rows.filter(isPopulated).map((row) => ({
    title: (row.title ?? '').trim(),
    forename: (row.forename ?? '').trim(),
    surname: (row.surname ?? '').trim(),
    dob: (row.dob ?? '').trim(),
    isDriving: row.isDriving ?? '',
    passengerType: rowType(row, arrival),
  }));
}

/** Whether the populated rows differ from the saved ones (the list is sent only if changed). */
export function passengersChanged(
  saved: readonly PassengerRow[],
  current: readonly PassengerRow[],
  arrival: string,
): boolean {
  const key = (rows: readonly PassengerRow[]) =>
    JSON.stringify(rowsToSend(rows, arrival).map(({ passengerType: _type, ...rest }) => rest));
  return key(saved) !== key(current);
}

/** Where the block reports an occupancy over the maximum (not a field of its own). */
export const occupancyErrorKey = (name: string) => `${name}Occupancy`;

/**
 * Form errors of the rows, shaped as final-form reads them (`{ passengers: [ , { dob } ] }`),
 * plus an occupancy error under `passengersOccupancy`: the contract's schema per populated row
 * and its stay rules, exactly as the server applies them.
 */
export function passengerRowErrors(
  rows: readonly PassengerRow[],
  stay: { arrival: string; maxOccupancy: number },
  name = 'passengers',
): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  const add = (key: string, message: string) => {
    if (getIn(errors, key) === undefined)
      errors = setIn(errors, key, message) as Record<string, unknown>;
  };
  rows.forEach((row, index) => {
    if (!isPopulated(row)) return;
    const result = v.safeParse(
      additionalPassengerSchema,
      { ...emptyRow(), ...row },
      { abortPipeEarly: true },
    );
    if (result.success) return;
    for (const issue of result.issues) {
      const field = issue.path?.[0]?.key;
      if (field !== undefined) add(`${name}[${index}].${String(field)}`, issue.message);
    }
  });
  const populated = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => isPopulated(row));
  for (const error of passengerStayErrors(
    populated.map(({ row }) => ({ dob: row.dob ?? '' })),
    stay,
  )) {
    const match = /^passengers\.(\d+)\.(\w+)$/.exec(error.field);
    if (match) add(`${name}[${populated[Number(match[1])].index}].${match[2]}`, error.error);
    else add(occupancyErrorKey(name), error.error);
  }
  return errors;
}
