import { bookingEndpoints, type BookingResponse } from '@villa/shared/contract';
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
import { DataTable, type DataTableColumn } from '@villa/shared/villa-ui';
import { useModifyBooking } from '../api';
import { texts } from '../texts';
import {
  EditableSection,
  type EditableBookingSectionProps,
  type SaveOutcome,
} from './EditableSection';

const t = texts.detail;

/** One row of the passengers table: the lead first, then the additional passengers. */
interface PassengerViewRow {
  key: string;
  name: string;
  lead: boolean;
  dob: string;
  type: string;
  isDriving: string;
}

const passengerColumns: DataTableColumn<PassengerViewRow>[] = [
  {
    label: t.name,
    rowHeader: true,
    cell: (row) => (
      <>
        {row.name}
        {row.lead ? (
          <>
            {' '}
            <span className="tag">{texts.passengerList.leadRow}</span>
          </>
        ) : null}
      </>
    ),
  },
  { label: t.dob, cell: (row) => formatDate(row.dob) },
  { label: t.type, cell: (row) => row.type },
  { label: t.driving, cell: (row) => (row.isDriving === '1' ? t.yes : t.no) },
];

const leadRow = (lead: NonNullable<BookingResponse['leadPassenger']>): PassengerViewRow => ({
  key: 'lead',
  name: [lead.clientTitle, lead.clientForename, lead.clientSurname].join(' '),
  lead: true,
  dob: lead.dob,
  type: 'Adult',
  isDriving: lead.isDriving,
});

const otherRow = (
  p: BookingResponse['additionalPassengers'][number],
  i: number,
): PassengerViewRow => ({
  key: String(i),
  name: [p.title, p.forename, p.surname].filter(Boolean).join(' '),
  lead: false,
  dob: p.dob,
  type: p.passengerType,
  isDriving: p.isDriving,
});

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
          <DataTable
            caption={t.passengers}
            columns={passengerColumns}
            rows={[...(lead ? [leadRow(lead)] : []), ...booking.additionalPassengers.map(otherRow)]}
            rowKey={(row) => row.key}
            variant="dense"
          />
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
