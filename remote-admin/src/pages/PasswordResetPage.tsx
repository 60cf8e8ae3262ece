import { ComingSoon } from '@villa/shared/ui';

export default function PasswordResetPage() {
  return <ComingSoon heading="Password reset" />;
}
