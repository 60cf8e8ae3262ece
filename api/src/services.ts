import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import type { Db, Session, User } from './db/schema';
import type { LoginLimits } from './auth/throttle';
import type { UserRole } from './auth/roles';
import type { OutboxWorker } from './mail/worker';
import type { PdfQueue } from './web/pdfQueue';
import type { Clock } from './time';

/** What the infrastructure provides to every route: built once in app.ts. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  clock: Clock;
  mailWorker: OutboxWorker;
  loginLimits: LoginLimits;
  /** Each account's PDFs made in turn, so one account cannot slow everyone (web/pdfQueue.ts). */
  pdfs: PdfQueue;
  /**
   * This process's state as the health checks report it: shutting down, or still loading the
   * search catalog at start (server.ts).
   */
  instance: {
    closing: boolean;
    loadingCatalog: boolean;
    /** The port the metrics listen on, once they do (METRICS_PORT; ops/metrics.ts). */
    metricsPort?: number | null;
  };
}

/** Who may call a route: 'public' needs no token; otherwise the roles allowed. */
export type Access = 'public' | readonly UserRole[];

export interface AuthContext {
  user: User;
  session: Session;
  /** Seconds until the session expires, as sent in x-token-expiry. */
  expiresInSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** The caller's session; null on public routes called without a valid token. */
    auth: AuthContext | null;
    /** When the request arrived, on the performance.now() clock. */
    arrivedAt: number;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Callable by an agent whose signup is incomplete (log-out, session, the completion page). */
    openDuringSignup?: boolean;
  }
}
