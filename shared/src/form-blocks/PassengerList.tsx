import { useRef, useState } from 'react';
import { useField, useForm, RadioGroupField, TextField } from '@villa/shared/forms';
import { DateField } from './DateField';
import { TitleSelect } from './titleSelect';
import { bookingTexts, fieldLabels } from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { formTexts } from '@villa/shared/texts';
import { Alert, Modal } from '@villa/shared/ui';
import {
  canDeleteRow,
  deleteNeedsConfirm,
  deleteRow,
  leadComplete,
  occupancy,
  occupancyState,
  rowType,
  withAutoRow,
  type LeadSummary,
  type PassengerRow,
} from './PassengerListRules';

export interface PassengerListProps {
  /** The form field holding the rows (default 'passengers'). */
  name?: string;
  /** The lead passenger as it stands (from the same form, or the saved booking). */
  lead: LeadSummary | null;
  /** YYYY-MM-DD: passenger types are worked out at this date. */
  arrival: string;
  /** The villa's maximum occupancy, infants excluded. */
  maxOccupancy: number;
}

const t = bookingTexts.passengerList;

/**
 * Passenger list block (docs/booking-and-payments.md, Passenger list): the lead passenger first, then a row per
 * additional passenger with a new empty row appearing as names are filled in, each row's type
 * from its date of birth at arrival, the occupancy notices, and Delete with "Are you sure?" for
 * rows with anything in them. Rules in PassengerListRules.ts. Use inside a react-final-form
 * form; the form validates the rows with passengerRowErrors.
 */
export function PassengerList({
  name = 'passengers',
  lead,
  arrival,
  maxOccupancy,
}: PassengerListProps) {
  const form = useForm();
  const { input } = useField<PassengerRow[]>(name, { subscription: { value: true } });
  const stored: PassengerRow[] = Array.isArray(input.value) ? input.value : [];
  const rows = withAutoRow(stored);
  const [confirming, setConfirming] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = (index: number) => {
    form.change(name, deleteRow(rows, index));
    setConfirming(null);
    // The row is gone: focus goes to the list's heading, after the confirmation dialog has
    // handed focus back to where it was opened from.
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  const complete = leadComplete(lead);
  const state = occupancyState(stored, arrival, maxOccupancy);
  const used = occupancy(stored, arrival);
  const leadType = lead?.dob ? rowType({ dob: lead.dob }, arrival) : 'Adult';

  return (
    <section className="form-block passenger-list" aria-labelledby={`${name}-heading`}>
      <h3 id={`${name}-heading`} className="passenger-list__heading" tabIndex={-1} ref={headingRef}>
        {t.legend}
      </h3>
      {!complete ? (
        <Alert variant="info">{bookingTexts.leadIncomplete}</Alert>
      ) : (
        <>
          <p className="passenger-list__intro">{t.intro}</p>
          <ol className="passenger-list__rows">
            <li className="passenger-row passenger-row--lead">
              <p className="passenger-row__title">
                <span>{t.leadRow}</span>
                <span className="passenger-row__type">{leadType}</span>
              </p>
              <p className="passenger-row__summary">
                {[lead?.title, lead?.forename, lead?.surname].filter(Boolean).join(' ')}
                {lead?.dob ? `, ${formatDate(lead.dob)}` : ''}
                {`, ${t.driving(lead?.isDriving === '1')}`}
              </p>
            </li>
            {rows.map((row, index) => {
              const number = index + 2;
              const field = (key: string) => `${name}[${index}].${key}`;
              return (
                <li key={index} className="passenger-row">
                  <fieldset className="passenger-row__fields">
                    <legend className="passenger-row__title">
                      <span>{t.passenger(number)}</span>
                      <span
                        className="passenger-row__type"
                        aria-label={`${t.type}: ${rowType(row, arrival)}`}
                      >
                        {row.dob ? rowType(row, arrival) : ''}
                      </span>
                    </legend>
                    <div className="form-grid">
                      <TitleSelect name={field('title')} required={false} />
                      <TextField
                        name={field('forename')}
                        label={fieldLabels.forename}
                        autoComplete="off"
                      />
                      <TextField
                        name={field('surname')}
                        label={fieldLabels.surname}
                        autoComplete="off"
                      />
                      <DateField name={field('dob')} label={fieldLabels.dob} />
                      <RadioGroupField
                        name={field('isDriving')}
                        label={fieldLabels.isDriving}
                        options={[
                          { value: '1', text: formTexts.yes },
                          { value: '0', text: formTexts.no },
                        ]}
                      />
                    </div>
                  </fieldset>
                  {canDeleteRow(index, rows, arrival, maxOccupancy) ? (
                    <button
                      type="button"
                      className="button passenger-row__delete"
                      aria-label={t.deleteLabel(number)}
                      onClick={() =>
                        deleteNeedsConfirm(row) ? setConfirming(index) : remove(index)
                      }
                    >
                      {t.delete}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <p className="passenger-list__count" aria-live="polite">
            {t.occupancy(used, maxOccupancy)}
          </p>
          {state === 'FULL' ? (
            <Alert variant="info" live>
              {bookingTexts.maxOccupancyReached(maxOccupancy)}
            </Alert>
          ) : null}
          {state === 'OVER' ? (
            <Alert variant="warning" live>
              {bookingTexts.occupancyDiscrepancy(maxOccupancy)}
            </Alert>
          ) : null}
        </>
      )}
      {confirming !== null ? (
        <Modal
          title={bookingTexts.deleteRowConfirm}
          role="alertdialog"
          size="small"
          onDismiss={() => setConfirming(null)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                {t.cancel}
              </button>
              <button
                type="button"
                className="button button--danger"
                data-autofocus
                onClick={() => remove(confirming)}
              >
                {bookingTexts.deleteRow}
              </button>
            </>
          }
        >
          <p>
            {[rows[confirming]?.forename, rows[confirming]?.surname].filter(Boolean).join(' ') ||
              t.passenger(confirming + 2)}
          </p>
        </Modal>
      ) : null}
    </section>
  );
}
