import { ComingSoon } from '@villa/shared/ui';

export default function TermsPage() {
  return <ComingSoon heading="Terms & Conditions" />;
}
