import { formatUkDateTime } from '@villa/shared/format';

/**
 * An ISO timestamp as "01 Mar 2027 at 10:15 UK time": agents work in UK time wherever their
 * browser is; '' when missing.
 */
export const formatDateTime = (iso: string | null | undefined): string => formatUkDateTime(iso);

/** Time left as "23 h 05 min" (or "12 min"), never negative. */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}
