import { ComingSoon } from '@villa/shared/ui';

export default function GuidesPage() {
  return <ComingSoon heading="Guides" />;
}
