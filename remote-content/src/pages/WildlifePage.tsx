import { ComingSoon } from '@villa/shared/ui';

export default function WildlifePage() {
  return <ComingSoon heading="Wildlife" />;
}
