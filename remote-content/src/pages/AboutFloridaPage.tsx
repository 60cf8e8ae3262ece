import { ComingSoon } from '@villa/shared/ui';

export default function AboutFloridaPage() {
  return <ComingSoon heading="About Florida" />;
}
