import { ComingSoon } from '@villa/shared/ui';

export default function YourAccountPage() {
  return <ComingSoon heading="Your Account" />;
}
