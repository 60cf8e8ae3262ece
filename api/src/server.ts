import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { ConfigError, loadConfig } from './config';
import { refreshDemoHistory } from './demo/history';
import { searchCatalogOf } from './property/search/sharedCatalog';

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:8080 */
  address: string;
  close(): Promise<void>;
}

/** Builds the app from the environment (or the options given) and listens. */
export async function startServer(options: Partial<BuildAppOptions> = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig(process.env);
  const app = await buildApp({ ...options, config });
  if (config.demoRefreshOnStart) {
    // The demo is dated from now on every start, so its holds and quotes never go stale.
    const { db, clock } = app.services;
    try {
      await refreshDemoHistory(db, clock());
    } catch (err) {
      await app.close();
      throw err;
    }
  }
  const address = await app.listen({ port: config.port, host: config.host });
  loadSearchCatalog(app);
  return { app, address, close: () => app.close() };
}

/**
 * Loads the search catalog now, not on the first agent's search (about 3 s at 10,000 villas,
 * 30 s at 100,000). Meanwhile /api/ready answers 503, so a balancer sends this instance no
 * search that would wait for it. If the load fails, the first search loads it, as it would
 * have anyway.
 */
function loadSearchCatalog(app: FastifyInstance) {
  const { instance } = app.services;
  instance.loadingCatalog = true;
  searchCatalogOf(app.services)
    .current()
    .catch((err: unknown) => {
      if (!instance.closing) app.log.warn({ err }, 'the search catalog did not load at start');
    })
    .finally(() => {
      instance.loadingCatalog = false;
    });
}

async function main() {
  let server: RunningServer;
  try {
    server = await startServer();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  let closing = false;
  // A graceful stop (SIGTERM from a supervisor or a rolling restart, SIGINT from Ctrl-C):
  // /api/ready answers 503 at once; after SHUTDOWN_DRAIN_MS (time for the load balancer's
  // health check to take this instance out) the server stops taking connections, lets the
  // requests in flight finish, stops the jobs (the outbox, stopped at the signal, finishes the
  // mail it is sending; the advisory locks go with their connections) and closes the database. A request that hangs
  // cannot hold the process forever: it exits after SHUTDOWN_GRACE_MS.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.services.instance.closing = true;
    // The outbox claims no more mail from now on: the one in hand has the drain and the grace.
    void server.app.services.mailWorker.stop();
    server.app.log.info({ signal }, 'shutting down');
    const { shutdownDrainMs: drain, shutdownGraceMs: grace } = server.app.services.config;
    setTimeout(() => {
      server.app.log.error({ graceMs: grace }, 'shutdown took too long; exiting');
      process.exit(1);
    }, drain + grace).unref();
    new Promise((resolve) => setTimeout(resolve, drain))
      .then(() => server.close())
      .then(() => process.exit(0))
      .catch((err) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  const { exitWithPid } = server.app.services.config;
  if (exitWithPid !== null) {
    // Signal 0 only asks whether the process is there.
    setInterval(() => {
      try {
        process.kill(exitWithPid, 0);
      } catch {
        shutdown(`process ${exitWithPid} ended`);
      }
    }, 1000).unref();
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(
      `The API server could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
}
