import type { ThrillLevel } from '@villa/shared/contract';
import { contentTexts } from '../texts';

export function ThrillBadge({ thrill }: { thrill: ThrillLevel }) {
  return (
    <span className={`thrill thrill--${thrill}`}>{contentTexts.themeParks.thrill[thrill]}</span>
  );
}
