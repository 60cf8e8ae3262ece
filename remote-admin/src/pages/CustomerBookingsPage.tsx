import { Link } from '@villa/shared/router';
import { bookingGroupsInOrder } from '@villa/shared/contract';
import { useQuery } from '@villa/shared/query';
import { formatDate } from '@villa/shared/format';
import { paths } from '@villa/shared/routes';
import { adminTexts } from '@villa/shared/texts';
import { Spinner } from '@villa/shared/ui';
import { PageHeading } from '../components/PageHeading';
import '../admin.css';
import { bookingsQuery } from '../api';

const t = adminTexts.bookings;

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
                <table className="data-table data-table--stack">
                  <caption className="visually-hidden">{t.groups[group.status]}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.bookRef}</th>
                      <th scope="col">{t.agentRef}</th>
                      <th scope="col">{t.property}</th>
                      <th scope="col">{t.arrival}</th>
                      <th scope="col" className="number">
                        {t.nights}
                      </th>
                      <th scope="col">{t.client}</th>
                      <th scope="col">{t.bookDate}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.items.map((booking) => (
                      <tr key={booking.bookRef}>
                        <th scope="row" data-label={t.bookRef}>
                          <Link
                            to={paths.bookingDetail(booking.bookRef)}
                            aria-label={t.open(booking.bookRef)}
                          >
                            {booking.bookRef}
                          </Link>
                        </th>
                        <td data-label={t.agentRef}>{booking.agentRef || '—'}</td>
                        <td data-label={t.property}>{booking.property.propertyCode}</td>
                        <td data-label={t.arrival} className="nowrap">
                          {formatDate(booking.property.arrival)}
                        </td>
                        <td data-label={t.nights} className="number">
                          {booking.property.nights}
                        </td>
                        <td data-label={t.client}>
                          {[booking.client.clientTitle, booking.client.clientSurname]
                            .filter(Boolean)
                            .join(' ') || '—'}
                        </td>
                        <td data-label={t.bookDate} className="nowrap">
                          {formatDate(booking.bookDate)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
