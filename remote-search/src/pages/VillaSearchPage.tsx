import { ComingSoon } from '@villa/shared/ui';

export default function VillaSearchPage() {
  return <ComingSoon heading="Search Properties" />;
}
