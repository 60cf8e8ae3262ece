import type { ReactNode } from 'react';
import { type AnswerOf, dashboardEndpoints } from '@villa/shared/contract';
import { endpointQuery, queryOptions, useQuery } from '@villa/shared/query';
import { adminTexts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';

type Dashboards = typeof dashboardEndpoints;
export type DashboardName = keyof Dashboards;

/**
 * A dashboard's figures (the endpoint table's dashboards): their failure is shown in place
 * (DashboardFigures), not in the global error dialog.
 */
export function dashboardQuery<K extends DashboardName>(name: K) {
  const query = endpointQuery(dashboardEndpoints[name] as Dashboards[DashboardName], {
    showErrorDialog: false,
  });
  return queryOptions({
    queryKey: query.queryKey,
    queryFn: (context) => query.queryFn(context) as Promise<AnswerOf<Dashboards[K]>>,
  });
}

export interface DashboardFiguresProps<K extends DashboardName> {
  dashboard: K;
  loading: string;
  failed: string;
  children: (data: AnswerOf<Dashboards[K]>) => ReactNode;
}

/**
 * A dashboard's figures from the API: a spinner while they load, and in place of the global
 * error dialog a message with a retry button, so the rest of the dashboard (contacts) stays
 * usable when the figures cannot be read.
 */
export function DashboardFigures<K extends DashboardName>({
  dashboard,
  loading,
  failed,
  children,
}: DashboardFiguresProps<K>) {
  const { data, error, refetch, isFetching } = useQuery(dashboardQuery(dashboard));
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
