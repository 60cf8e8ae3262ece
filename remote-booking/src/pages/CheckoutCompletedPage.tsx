import { ComingSoon } from '@villa/shared/ui';

export default function CheckoutCompletedPage() {
  return <ComingSoon heading="Thank You!" />;
}
