import { ComingSoon } from '@villa/shared/ui';

export default function BookingDetailPage() {
  return <ComingSoon heading="Booking" />;
}
