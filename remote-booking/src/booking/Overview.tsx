import type { BookingResponse } from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { texts } from '../texts';
import { formatDateTime } from './formatting';
import { Section } from './Section';

const t = texts.detail;

/**
 * Property code, type, bedrooms, community, check-in and check-out with times, nights, and
 * when it was made: "Quoted on" for a quotation, "Booked on" otherwise.
 */
export function Overview({ booking }: { booking: BookingResponse }) {
  const { propertyInfo: p, propertyBookingInfo: s } = booking;
  const items: [string, string][] = [
    [t.propertyCode, `${p.villaCode} (${p.villaName})`],
    [t.propertyType, p.propertyTypeName],
    [t.bedrooms, String(p.bedrooms)],
    [t.community, p.communityName],
    [t.checkIn, `${formatDate(s.arrival)} ${t.at(s.checkInTime)}`],
    [t.checkOut, `${formatDate(s.departure)} ${t.by(s.checkOutTime)}`],
    [t.nights, String(s.nights)],
    [
      booking.bookingInfo.bookStatusCode === 'QUOTATION' ? t.quotedOn : t.bookedOn,
      formatDateTime(booking.bookingInfo.bookDate),
    ],
  ];
  return (
    <Section id="overview" title={t.overview}>
      <dl className="details">
        {items.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
