import type { ReactNode } from 'react';
import { useApiQuery } from '@villa/shared/api';
import { adminTexts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';

export interface DashboardFiguresProps<T> {
  route: string;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}

/**
 * A dashboard's figures from the API: a spinner while they load, and in place of the global
 * error dialog a message with a retry button, so the rest of the dashboard (contacts) stays
 * usable when the figures cannot be read.
 */
export function DashboardFigures<T>({
  route,
  loading,
  failed,
  children,
}: DashboardFiguresProps<T>) {
  const { data, error, reload } = useApiQuery<T>(route, { showErrorDialog: false });
  if (data) return <>{children(data)}</>;
  if (error) {
    return (
      <Alert variant="danger" live title={failed}>
        <button type="button" className="button" onClick={reload}>
          {adminTexts.dashboardRetry}
        </button>
      </Alert>
    );
  }
  return <Spinner label={loading} />;
}

/** A row of headline figures. */
export function StatList({ items }: { items: { label: string; value: string; note?: string }[] }) {
  return (
    <dl className="stat-list">
      {items.map((item) => (
        <div key={item.label} className="card stat">
          <dt>{item.label}</dt>
          <dd>
            <span className="stat__value">{item.value}</span>
            {item.note ? <span className="stat__note">{item.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
