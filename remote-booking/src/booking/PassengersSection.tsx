import { useState } from 'react';
import type { BookingResponse, PassengerListResponse } from '@villa/shared/contract';
import { Form, FormSubmit } from '@villa/shared/forms';
import {
  PassengerList,
  isPopulated,
  passengerRowErrors,
  passengersChanged,
  rowsToSend,
  type PassengerRow,
} from '@villa/shared/form-blocks';
import { formatDate } from '@villa/shared/format';
import { Alert } from '@villa/shared/ui';
import { modifyBooking, submitErrorsOf } from '../api';
import { texts } from '../texts';
import { Section } from './Section';

const t = texts.detail;

/**
 * Additional passengers: view (lead first), and edit with the passenger list block. Only
 * populated rows are sent, lead first, and only when the list changed.
 */
export function PassengersSection({
  booking,
  editable,
  onSaved,
}: {
  booking: BookingResponse;
  editable: boolean;
  onSaved: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const lead = booking.leadPassenger;
  const arrival = booking.propertyBookingInfo.arrival;
  const max = booking.propertyInfo.maxOccupancy;
  const saved: PassengerRow[] = booking.additionalPassengers.map((p) => ({
    title: p.title,
    forename: p.forename,
    surname: p.surname,
    dob: p.dob,
    isDriving: p.isDriving,
  }));
  const leadSummary = lead
    ? {
        title: lead.clientTitle,
        forename: lead.clientForename,
        surname: lead.clientSurname,
        dob: lead.dob,
        isDriving: lead.isDriving,
      }
    : null;

  const onSubmit = async (values: { passengers: PassengerRow[] }) => {
    const rows = values.passengers ?? [];
    if (!passengersChanged(saved, rows, arrival)) {
      setEditing(false);
      setNotice(t.unchanged);
      return undefined;
    }
    const populated = rows
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => isPopulated(row));
    try {
      await modifyBooking<PassengerListResponse>('passenger-list', booking.bookingInfo.bookRef, {
        passengers: [
          {
            title: lead?.clientTitle ?? '',
            forename: lead?.clientForename ?? '',
            surname: lead?.clientSurname ?? '',
            dob: lead?.dob ?? '',
            isDriving: lead?.isDriving ?? '',
            passengerType: 'Adult',
          },
          ...rowsToSend(rows, arrival),
        ],
      });
    } catch (error) {
      return submitErrorsOf(error, (field) => {
        const row = /^passengers\.(\d+)\.(\w+)$/.exec(field);
        if (row) return `passengers[${populated[Number(row[1]) - 1]?.index ?? 0}].${row[2]}`;
        return field === 'passengers' ? 'passengersOccupancy' : field;
      });
    }
    setEditing(false);
    setNotice(t.saved);
    onSaved();
    return undefined;
  };

  return (
    <Section
      id="passengers"
      title={t.passengers}
      actions={
        editable && !editing ? (
          <button
            type="button"
            className="button button--small"
            aria-label={t.editLabel(t.passengers)}
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {t.edit}
          </button>
        ) : null
      }
    >
      {editing ? (
        <Form<{ passengers: PassengerRow[] }>
          onSubmit={onSubmit}
          validate={(values) =>
            passengerRowErrors(values.passengers ?? [], { arrival, maxOccupancy: max })
          }
          initialValues={{ passengers: saved }}
          subscription={{}}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <PassengerList lead={leadSummary} arrival={arrival} maxOccupancy={max} />
              <FormSubmit label={t.save} submittingLabel={t.saving}>
                <button type="button" className="button" onClick={() => setEditing(false)}>
                  {t.cancel}
                </button>
              </FormSubmit>
            </form>
          )}
        />
      ) : (
        <>
          {notice ? (
            <Alert variant={notice === t.saved ? 'success' : 'info'} live>
              {notice}
            </Alert>
          ) : null}
          {booking.additionalPassengers.length === 0 ? (
            <p className="muted">{t.noPassengers}</p>
          ) : (
            <div className="table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t.name}</th>
                    <th scope="col">{t.dob}</th>
                    <th scope="col">{t.type}</th>
                    <th scope="col">{t.driving}</th>
                  </tr>
                </thead>
                <tbody>
                  {lead ? (
                    <tr>
                      <td>
                        {[lead.clientTitle, lead.clientForename, lead.clientSurname].join(' ')}{' '}
                        <span className="tag">{texts.passengerList.leadRow}</span>
                      </td>
                      <td>{formatDate(lead.dob)}</td>
                      <td>Adult</td>
                      <td>{lead.isDriving === '1' ? t.yes : t.no}</td>
                    </tr>
                  ) : null}
                  {booking.additionalPassengers.map((p, i) => (
                    <tr key={i}>
                      <td>{[p.title, p.forename, p.surname].filter(Boolean).join(' ')}</td>
                      <td>{formatDate(p.dob)}</td>
                      <td>{p.passengerType}</td>
                      <td>{p.isDriving === '1' ? t.yes : t.no}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {lead
            ? (() => {
                const count =
                  1 +
                  booking.additionalPassengers.filter((p) => p.passengerType !== 'Infant').length;
                return count > max ? (
                  <Alert variant="warning">{texts.occupancyDiscrepancy(max)}</Alert>
                ) : null;
              })()
            : null}
        </>
      )}
    </Section>
  );
}
