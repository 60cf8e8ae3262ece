import { bookingEndpoints } from '@villa/shared/contract';
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
import { useModifyBooking } from '../api';
import { texts } from '../texts';
import {
  EditableSection,
  type EditableBookingSectionProps,
  type SaveOutcome,
} from './EditableSection';

const t = texts.detail;

/**
 * Additional passengers: view (lead first), and edit with the passenger list block. Only
 * populated rows are sent, lead first, and only when the list changed.
 */
export function PassengersSection({ booking, editable }: EditableBookingSectionProps) {
  const lead = booking.leadPassenger;
  const arrival = booking.propertyBookingInfo.arrival;
  const max = booking.propertyInfo.maxOccupancy;
  const change = useModifyBooking(bookingEndpoints.passengerList, booking.bookingInfo.bookRef);
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

  const save = async (values: { passengers: PassengerRow[] }): Promise<SaveOutcome> => {
    const rows = values.passengers ?? [];
    if (!passengersChanged(saved, rows, arrival)) return 'unchanged';
    await change.mutateAsync({
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
    return 'saved';
  };

  /**
   * A 422 names passengers.N.field with N counted in the request (the lead is 0, then only the
   * populated rows); the form numbers every row.
   */
  const formFieldOf = (field: string, values: { passengers: PassengerRow[] }) => {
    const populated = (values.passengers ?? [])
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => isPopulated(row));
    const row = /^passengers\.(\d+)\.(\w+)$/.exec(field);
    if (row) return `passengers[${populated[Number(row[1]) - 1]?.index ?? 0}].${row[2]}`;
    return field === 'passengers' ? 'passengersOccupancy' : field;
  };

  return (
    <EditableSection<{ passengers: PassengerRow[] }>
      id="passengers"
      title={t.passengers}
      editable={editable}
      initialValues={{ passengers: saved }}
      validate={(values) =>
        passengerRowErrors(values.passengers ?? [], { arrival, maxOccupancy: max })
      }
      save={save}
      formFieldOf={formFieldOf}
      fields={<PassengerList lead={leadSummary} arrival={arrival} maxOccupancy={max} />}
    >
      {booking.additionalPassengers.length === 0 ? (
        <p className="muted">{t.noPassengers}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table data-table--dense">
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
              1 + booking.additionalPassengers.filter((p) => p.passengerType !== 'Infant').length;
            return count > max ? (
              <Alert variant="warning">{texts.occupancyDiscrepancy(max)}</Alert>
            ) : null;
          })()
        : null}
    </EditableSection>
  );
}
