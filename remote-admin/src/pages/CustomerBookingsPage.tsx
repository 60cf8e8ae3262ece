import { ComingSoon } from '@villa/shared/ui';

export default function CustomerBookingsPage() {
  return <ComingSoon heading="Customer Bookings" />;
}
