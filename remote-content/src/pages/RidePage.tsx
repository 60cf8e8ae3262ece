import { ComingSoon } from '@villa/shared/ui';

export default function RidePage() {
  return <ComingSoon heading="Ride" />;
}
