import { ComingSoon } from '@villa/shared/ui';

export default function SentQuotesPage() {
  return <ComingSoon heading="Sent Quotes" />;
}
