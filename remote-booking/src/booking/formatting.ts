import { formatUkDateTime } from '@villa/shared/format';

/**
 * An ISO timestamp as "01 Mar 2027 at 10:15 UK time": agents work in UK time wherever their
 * browser is; '' when missing.
 */
export const formatDateTime = (iso: string | null | undefined): string => formatUkDateTime(iso);
