import type { ReactNode } from 'react';
import { request } from '@villa/shared/api';
import { queryOptions, useQuery } from '@villa/shared/query';
import { adminTexts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';

/**
 * A dashboard's figures (GET /organisation/dashboard, /accounts/dashboard): their failure is
 * shown in place (DashboardFigures), not in the global error dialog.
 */
export function dashboardQuery<T>(route: '/organisation/dashboard' | '/accounts/dashboard') {
  return queryOptions({
    queryKey: ['dashboard', route] as const,
    queryFn: ({ signal }) => request<T>(route, { signal, showErrorDialog: false }),
  });
}

export interface DashboardFiguresProps<T> {
  route: '/organisation/dashboard' | '/accounts/dashboard';
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
  const { data, error, refetch, isFetching } = useQuery(dashboardQuery<T>(route));
  if (data) return <>{children(data)}</>;
  if (error && !isFetching) {
    return (
      <Alert variant="danger" live title={failed}>
        <button type="button" className="button" onClick={() => void refetch()}>
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
