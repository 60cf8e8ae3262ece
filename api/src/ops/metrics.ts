import { timingSafeEqual } from 'node:crypto';
import { statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { searchCatalogOf } from '../property/search/sharedCatalog';
import { endpointKeyOf } from '../web/endpointKeys';
import { outboxState } from './outboxState';
import { signalRegistry } from './signals';

/*
 * The Prometheus endpoint of one instance (prom-client). Never public: on a port of its own
 * (METRICS_PORT, which the proxy does not reach) or behind a bearer token (METRICS_TOKEN), or
 * not at all (config.ts). Families, all per instance (Prometheus adds `instance` itself):
 *   villa_http_requests_total, villa_http_request_duration_seconds   by endpoint key, method, status
 *   villa_db_pool_connections{state}   PostgreSQL's pool: total, idle, waiting
 *   villa_db_sqlite_bytes{file}        SQLite: the database file and its write-ahead log
 *   villa_outbox_mails{status}, villa_outbox_oldest_pending_age_seconds
 *   villa_catalog_updates_total{kind}  the search catalog's full loads and villa updates
 *   the domain's counters (ops/signals.ts) and Node's own (process_*, nodejs_*).
 * The outbox and the database are read at each scrape (two small queries), not on the way of
 * any request.
 */

/** Up to 10 s: a search is milliseconds, a PDF a second, a slow database several. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2, 5, 10];

/** The statuses an outbox row can be in, each a series from the start. */
const OUTBOX_STATUSES = ['pending', 'sending', 'failed'] as const;

export function createAppMetrics(app: FastifyInstance) {
  const { services } = app;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'villa_http_requests_total',
    help: 'Requests answered, by endpoint key, method and status',
    labelNames: ['endpoint', 'method', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'villa_http_request_duration_seconds',
    help: 'Time from arrival to the answer sent, by endpoint key, method and status',
    labelNames: ['endpoint', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      endpoint: endpointKeyOf(request),
      method: request.method,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const { database } = services;
  if (database.pool) {
    const pool = database.pool;
    new Gauge({
      name: 'villa_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and callers waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  } else {
    const file = services.config.sqliteFile;
    new Gauge({
      name: 'villa_db_sqlite_bytes',
      help: 'The SQLite database file and its write-ahead log, in bytes',
      labelNames: ['file'],
      registers: [registry],
      collect() {
        const size = (name: string) => {
          try {
            return statSync(name).size;
          } catch {
            return 0;
          }
        };
        this.set({ file: 'database' }, size(file));
        this.set({ file: 'wal' }, size(`${file}-wal`));
      },
    });
  }

  // Both outbox families come from one query per scrape (whichever is collected first asks).
  let outboxRead: { at: number; state: ReturnType<typeof outboxState> } | null = null;
  const outbox = () => {
    const now = Date.now();
    if (!outboxRead || now - outboxRead.at > 1000) {
      outboxRead = { at: now, state: outboxState(services.db, services.clock()) };
    }
    // The database away: the scrape shows the last values rather than failing.
    return outboxRead.state.catch(() => null);
  };
  new Gauge({
    name: 'villa_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest mail not yet sent (pending or sending) has waited; 0 when none',
    registers: [registry],
    async collect() {
      const state = await outbox();
      if (state) this.set(state.oldestPendingAgeSeconds);
    },
  });
  new Gauge({
    name: 'villa_outbox_mails',
    help: 'Mails in the outbox not sent, by status: pending + sending is the depth; failed gave up',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const state = await outbox();
      if (state)
        for (const status of OUTBOX_STATUSES) this.set({ status }, state.counts[status] ?? 0);
    },
  });

  new Counter({
    name: 'villa_catalog_updates_total',
    help: "The search catalog's reads of the portfolio: full loads and villas updated",
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const { reads } = searchCatalogOf(services);
      this.reset();
      this.inc({ kind: 'full_load' }, reads.fullLoads);
      this.inc({ kind: 'villa_update' }, reads.villaUpdates);
    },
  });

  return {
    registry,
    /** The exposition text: this app's families and the process's domain counters. */
    async text() {
      return Registry.merge([registry, signalRegistry]).metrics();
    },
    contentType: registry.contentType,
  };
}

/** Whether an Authorization header carries the token, in constant time. */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Serves the metrics as the configuration says: on METRICS_PORT once the server listens (closed
 * with it), or at GET /metrics of the server behind METRICS_TOKEN, or nowhere.
 */
export function registerMetrics(app: FastifyInstance) {
  const { metrics: settings } = app.services.config;
  if (settings.port === null && settings.token === null) return;
  const metrics = createAppMetrics(app);
  const allowed = (authorization: string | undefined) =>
    settings.token === null || carriesToken(authorization, settings.token);

  if (settings.port === null) {
    app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
      if (!allowed(request.headers.authorization)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ errors: ['A metrics token is needed.'] });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.text());
    });
    return;
  }

  let server: Server | null = null;
  // onReady, not onListen: Fastify does not wait for onListen hooks, and a port taken must
  // stop the start.
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      if (!allowed(req.headers.authorization)) {
        res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      metrics.text().then(
        (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics could not be gathered');
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(settings.port!, settings.host, () => resolve());
    });
    const address = server.address();
    app.log.info({ address }, 'metrics listening');
    app.services.instance.metricsPort =
      typeof address === 'object' && address ? address.port : null;
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
  });
}
