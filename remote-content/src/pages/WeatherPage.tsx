import { ComingSoon } from '@villa/shared/ui';

export default function WeatherPage() {
  return <ComingSoon heading="Weather" />;
}
