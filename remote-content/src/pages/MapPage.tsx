import { ComingSoon } from '@villa/shared/ui';

export default function MapPage() {
  return <ComingSoon heading="Map" />;
}
