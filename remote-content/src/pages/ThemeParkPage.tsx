import { ComingSoon } from '@villa/shared/ui';

export default function ThemeParkPage() {
  return <ComingSoon heading="Theme Park" />;
}
