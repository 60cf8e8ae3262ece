import { ComingSoon } from '@villa/shared/ui';

export default function CompleteSignupPage() {
  return <ComingSoon heading="Complete your signup" />;
}
