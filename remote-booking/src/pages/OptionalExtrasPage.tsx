import { ComingSoon } from '@villa/shared/ui';

export default function OptionalExtrasPage() {
  return <ComingSoon heading="Optional Extras" />;
}
