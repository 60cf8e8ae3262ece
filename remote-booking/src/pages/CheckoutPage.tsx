import { ComingSoon } from '@villa/shared/ui';

export default function CheckoutPage() {
  return <ComingSoon heading="Checkout" />;
}
