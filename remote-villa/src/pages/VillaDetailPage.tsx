import { ComingSoon } from '@villa/shared/ui';

export default function VillaDetailPage() {
  return <ComingSoon heading="Villa" />;
}
