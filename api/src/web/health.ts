import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { endpoints } from '@villa/shared/contract';
import { route } from './endpointRoute';
import { migrations } from '../db/migrations';
import { outboxState } from '../ops/outboxState';

/*
 * What a load balancer asks of each API instance (nginx, a cloud health check, Kubernetes):
 *   GET /api/health  liveness: the process answers. Never touches the database, so a database
 *                    outage does not get every instance restarted at once.
 *   GET /api/ready   readiness: the database answers and every migration this build knows is
 *                    applied (it also tells the age of the oldest unsent mail); 503 otherwise, while the server loads the search catalog at start
 *                    (so no agent's search waits for it), and from the moment the instance
 *                    begins to shut down, so traffic moves away while its last requests finish.
 * Both name the instance, so a test (or an operator) can tell which one answered.
 */

const MIGRATION_NAMES = Object.keys(migrations);

export async function healthRoutes(app: FastifyInstance) {
  const { db, config, instance, clock } = app.services;

  route(app, endpoints.health.health, async () => ({
    status: 'ok' as const,
    instance: config.instanceId,
  }));

  route(app, endpoints.health.ready, async ({ reply }) => {
    const notReady = (reason: string) =>
      reply.code(503).send({ status: 'not ready', instance: config.instanceId, reason });
    if (instance.closing) return notReady('shutting down');
    if (instance.loadingCatalog) return notReady('loading the search catalog');
    let applied: Set<string>;
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      applied = new Set(rows.map((r) => r.name));
    } catch {
      return notReady('the database does not answer');
    }
    const pending = MIGRATION_NAMES.filter((name) => !applied.has(name));
    if (pending.length > 0) return notReady(`migrations not applied: ${pending.join(', ')}`);
    // Shown, never a reason to be not ready: every instance shares the outbox, so taking them
    // out would stop the portal and send no mail sooner (the alert on it is in deploy/).
    const outbox = await outboxState(db, clock()).catch(() => null);
    if (!outbox) return notReady('the database does not answer');
    return {
      status: 'ready' as const,
      instance: config.instanceId,
      outboxOldestPendingSeconds: Math.round(outbox.oldestPendingAgeSeconds),
    };
  });
}
