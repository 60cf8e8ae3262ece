import { Link } from '@villa/shared/router';
import { bookingGroupsInOrder } from '@villa/shared/contract';
import { useQuery } from '@villa/shared/query';
import { formatDate } from '@villa/shared/format';
import { paths } from '@villa/shared/routes';
import { adminTexts } from '@villa/shared/texts';
import { Spinner } from '@villa/shared/ui';
import { DataTable, type DataTableColumn } from '@villa/shared/villa-ui';
import { PageHeading } from '../components/PageHeading';
import '../admin.css';
import { bookingsQuery } from '../api';

const t = adminTexts.bookings;

type Booking = ReturnType<typeof bookingGroupsInOrder>[number]['items'][number];

const columns: DataTableColumn<Booking>[] = [
  {
    label: t.bookRef,
    rowHeader: true,
    cell: (booking) => (
      <Link to={paths.bookingDetail(booking.bookRef)} aria-label={t.open(booking.bookRef)}>
        {booking.bookRef}
      </Link>
    ),
  },
  { label: t.agentRef, cell: (booking) => booking.agentRef || '—' },
  { label: t.property, cell: (booking) => booking.property.propertyCode },
  {
    label: t.arrival,
    className: 'nowrap',
    cell: (booking) => formatDate(booking.property.arrival),
  },
  { label: t.nights, numeric: true, cell: (booking) => booking.property.nights },
  {
    label: t.client,
    cell: (booking) =>
      [booking.client.clientTitle, booking.client.clientSurname].filter(Boolean).join(' ') || '—',
  },
  { label: t.bookDate, className: 'nowrap', cell: (booking) => formatDate(booking.bookDate) },
];

/**
 * Customer Bookings: the agent's bookings grouped RESERVE, PAYPENDING, BOOKING (only groups
 * that have any), each with its count; every row opens the booking.
 */
export default function CustomerBookingsPage() {
  const { data } = useQuery(bookingsQuery());
  const groups = data ? bookingGroupsInOrder(data.bookings) : [];
  return (
    <>
      <PageHeading heading={t.heading} intro={t.intro} />
      {!data ? (
        <Spinner label={t.loading} />
      ) : groups.length === 0 ? (
        <p className="card">{t.empty}</p>
      ) : (
        <div className="admin-stack">
          {groups.map((group) => (
            <section key={group.status} aria-labelledby={`bookings-${group.status}`}>
              <h2 id={`bookings-${group.status}`} className="group-heading">
                {t.groups[group.status]}{' '}
                <span className="count-badge">{t.count(group.items.length)}</span>
              </h2>
              <div className="card card--flush table-scroll">
                <DataTable
                  caption={t.groups[group.status]}
                  columns={columns}
                  rows={group.items}
                  rowKey={(booking) => booking.bookRef}
                  variant="stack"
                />
              </div>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
