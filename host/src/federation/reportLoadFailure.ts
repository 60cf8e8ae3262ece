import { callEndpoint } from '@villa/shared/api';
import { telemetryEndpoints } from '@villa/shared/contract';
import type { RemoteName } from '@villa/shared/routes';

/**
 * Tells the API that a remote did not load for this agent (counted in its metrics, where an
 * alert watches it: deploy/alerts.yml). Fire and forget: no dialog, and a report that fails
 * changes nothing the agent could act on.
 */
export function reportRemoteLoadFailure(remote: RemoteName, error: unknown): void {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  callEndpoint(telemetryEndpoints.remoteLoadFailure, {
    body: { remote, reason },
    showErrorDialog: false,
  }).catch(() => undefined);
}
