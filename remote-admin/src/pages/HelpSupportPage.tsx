import { ComingSoon } from '@villa/shared/ui';

export default function HelpSupportPage() {
  return <ComingSoon heading="Help & Support" />;
}
