import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ProviderSettings } from '@villa/shared/contract';
import { HOLD_LAPSE_INTERVAL_MS } from './booking/holdLapse';
import { readProviderSettings } from './providerSettings';

/** The api/ package folder, so paths do not depend on the directory the server starts in. */
export const API_ROOT = path.resolve(__dirname, '..');
/** The workspace root: the default place to look for the built portal. */
export const REPO_ROOT = path.resolve(API_ROOT, '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** postgres:// URL, or null for the embedded SQLite file. */
  databaseUrl: string | null;
  sqliteFile: string;
  sessionTtlSeconds: number;
  /** smtp:// or smtps:// URL, or null to write .eml files into mailDir. */
  smtpUrl: string | null;
  mailDir: string;
  /** The provider's details, bank transfer and mail From/Reply-To (providerSettings.ts). */
  provider: ProviderSettings;
  /** Folder holding host/dist and remote-<name>/dist, or null when no portal is served. */
  portalRoot: string | null;
  /** remotes.json to serve instead of host/dist/remotes.json; read on every request. */
  remotesJson: string | null;
  /** Origin the links in e-mails point at, without a trailing slash. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Honour X-Forwarded-For when the server sits behind a proxy (login throttling by IP). */
  trustProxy: boolean;
  /** How often the hold lapse job looks for holds that ran out. */
  holdLapseIntervalMs: number;
  /**
   * Signs the payment sandbox's callbacks (PAYMENT_SANDBOX_SECRET); null: the portal's own,
   * made at its first start and kept in its database (booking/payments/sandboxSecret.ts).
   */
  paymentSandboxSecret: string | null;
  /**
   * Seals the office's authenticator secrets and keys its recovery codes (STAFF_SECRET_KEY);
   * null: the portal's own, kept in its database (office/staffSecretKey.ts), which then no longer
   * keeps a database read alone from being enough.
   */
  staffSecretKey: string | null;
  /** The map page's key when the settings table holds none; null draws the offline plot. */
  googleMapsApiKey: string | null;
  /**
   * Fill still-empty tables with the demo data at start-up (the demo users, villas, content and
   * agent@demo.test's history): by default only on the embedded SQLite file (`npm start`); a
   * PostgreSQL database is seeded only when SEED_DEMO=true says so (or by
   * `cli migrate --seed-demo`), never silently.
   */
  seedDemo: boolean;
  /**
   * Names this process in /api/health, /api/ready and the logs: INSTANCE_ID, else a random name
   * made at start (never the host name or pid, which /api/health would tell anyone).
   */
  instanceId: string;
  /** How long a mail the outbox claimed is reserved for the instance that claimed it. */
  mailLeaseMs: number;
  /** On SIGTERM: how long /api/ready answers 503 before the server stops taking connections. */
  shutdownDrainMs: number;
  /**
   * EXIT_WITH_PID: a process whose end stops this server too (`npm start` names itself, so a
   * `kill -9` of it does not leave the server holding the port); null: none.
   */
  exitWithPid: number | null;
  /** On SIGTERM: how long the requests in flight may take before the process exits anyway. */
  shutdownGraceMs: number;
  /**
   * Make agent@demo.test's demo history again, dated from now, each time the server starts
   * (api/src/demo). DEMO_REFRESH; by default on the embedded SQLite file when SEED_DEMO seeds it.
   */
  demoRefreshOnStart: boolean;
  /** Where the postcode lookup finds addresses (agent-office/postcodes). */
  postcodes: PostcodeConfig;
  /**
   * The folder of uploaded files (villa photos: storage/localDiskStore.ts), STORAGE_DIR; by
   * default `storage` beside the SQLite file. Instances sharing a database must share it.
   */
  storageDir: string;
  /**
   * The Prometheus endpoint (ops/metrics.ts), never public: METRICS_PORT serves it on a port of
   * its own (on HOST, or METRICS_HOST), METRICS_TOKEN asks for a bearer token (on that port, or
   * at /metrics of the server's port when no port is set); with neither there is none.
   */
  metrics: { port: number | null; host: string; token: string | null };
  /**
   * Where spans go over OTLP/HTTP (ops/tracing.ts): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else
   * OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; null (unset, or OTEL_SDK_DISABLED=true): no
   * tracing at all, the SDK not even loaded.
   */
  otlpTracesUrl: string | null;
}

/** The embedded sample (offline, the default) or a licensed address service by key. */
export type PostcodeConfig =
  | { provider: 'embedded' }
  | { provider: 'ideal-postcodes'; apiKey: string; baseUrl: string | null };

export const POSTCODE_PROVIDERS = ['embedded', 'ideal-postcodes'] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and checks every variable at once, so one start-up names every mistake. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = value(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(
        `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      );
      return null;
    }
  };
  const existingPath = (name: string, kind: 'file' | 'folder') => {
    const raw = value(name);
    if (raw === undefined) return null;
    const resolved = path.resolve(raw);
    if (!existsSync(resolved)) {
      problems.push(`${name} must name an existing ${kind} (got "${raw}")`);
      return null;
    }
    return resolved;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const host = value('HOST') ?? '0.0.0.0';
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const sqliteRaw = value('SQLITE_FILE');
  const sqliteFile =
    sqliteRaw === ':memory:'
      ? sqliteRaw
      : path.resolve(sqliteRaw ?? path.join(API_ROOT, 'var', 'portal.sqlite'));
  const sessionTtlSeconds = integer('SESSION_TTL_SECONDS', 1800, 60, 86400);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailDir = path.resolve(value('MAIL_DIR') ?? path.join(API_ROOT, 'var', 'mail'));
  const providerFile = path.resolve(
    value('PROVIDER_SETTINGS_FILE') ?? path.join(API_ROOT, 'provider-settings.json'),
  );
  const providerRead = readProviderSettings(providerFile);
  if (!providerRead.ok) problems.push(...providerRead.problems);
  if (value('MAIL_FROM') !== undefined) {
    problems.push(`MAIL_FROM is no longer read: set mail.from in ${providerFile}`);
  }

  const explicitPortal = existingPath('PORTAL_ROOT', 'folder');
  const portalRoot =
    explicitPortal ??
    (existsSync(path.join(REPO_ROOT, 'host', 'dist', 'index.html')) ? REPO_ROOT : null);
  const remotesJson = existingPath('REMOTES_JSON', 'file');

  let publicUrl = url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  publicUrl = publicUrl.replace(/\/+$/, '');

  const levelRaw = value('LOG_LEVEL') ?? 'warn';
  let logLevel: LogLevel = 'warn';
  if ((LOG_LEVELS as readonly string[]).includes(levelRaw)) logLevel = levelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${levelRaw}")`);

  const proxyRaw = value('TRUST_PROXY') ?? 'false';
  if (!['true', 'false', '1', '0'].includes(proxyRaw)) {
    problems.push(`TRUST_PROXY must be true or false (got "${proxyRaw}")`);
  }
  const trustProxy = proxyRaw === 'true' || proxyRaw === '1';

  const holdLapseIntervalMs = integer(
    'HOLD_LAPSE_INTERVAL_MS',
    HOLD_LAPSE_INTERVAL_MS,
    10,
    24 * 60 * 60_000,
  );
  const secretRaw = value('PAYMENT_SANDBOX_SECRET');
  let paymentSandboxSecret: string | null = null;
  if (secretRaw !== undefined && secretRaw.length < 16) {
    problems.push('PAYMENT_SANDBOX_SECRET must be at least 16 characters');
  } else if (secretRaw !== undefined) {
    paymentSandboxSecret = secretRaw;
  }
  const staffKeyRaw = value('STAFF_SECRET_KEY');
  let staffSecretKey: string | null = null;
  if (staffKeyRaw !== undefined && staffKeyRaw.length < 32) {
    problems.push('STAFF_SECRET_KEY must be at least 32 characters');
  } else if (staffKeyRaw !== undefined) {
    staffSecretKey = staffKeyRaw;
  }
  const googleMapsApiKey = value('GOOGLE_MAPS_API_KEY') ?? null;
  const demoRaw = value('DEMO_REFRESH');
  if (demoRaw !== undefined && !['true', 'false', '1', '0'].includes(demoRaw)) {
    problems.push(`DEMO_REFRESH must be true or false (got "${demoRaw}")`);
  }
  const seedRaw = value('SEED_DEMO');
  if (seedRaw !== undefined && !['true', 'false', '1', '0'].includes(seedRaw)) {
    problems.push(`SEED_DEMO must be true or false (got "${seedRaw}")`);
  }
  const seedDemo =
    seedRaw === undefined ? databaseUrl === null : seedRaw === 'true' || seedRaw === '1';
  // By default only the embedded SQLite file, and only with the demo: a database without it has
  // no history to refresh, and instances sharing a PostgreSQL database would refresh it at once.
  const demoRefreshOnStart =
    demoRaw === undefined
      ? seedDemo && databaseUrl === null
      : demoRaw === 'true' || demoRaw === '1';
  const instanceId = value('INSTANCE_ID') ?? `api-${randomBytes(4).toString('hex')}`;
  if (!/^[\w.:-]{1,64}$/.test(instanceId)) {
    problems.push(
      'INSTANCE_ID must be 1 to 64 letters, digits, dots, colons, dashes or underscores',
    );
  }
  const mailLeaseMs = integer('MAIL_LEASE_SECONDS', 120, 5, 3600) * 1000;
  const shutdownDrainMs = integer('SHUTDOWN_DRAIN_MS', 0, 0, 600_000);
  const exitWithPid =
    value('EXIT_WITH_PID') === undefined ? null : integer('EXIT_WITH_PID', 0, 1, 4_194_304);
  const shutdownGraceMs = integer('SHUTDOWN_GRACE_MS', 15_000, 1, 600_000);

  const storageDir = path.resolve(
    value('STORAGE_DIR') ??
      path.join(
        sqliteFile === ':memory:' ? path.join(API_ROOT, 'var') : path.dirname(sqliteFile),
        'storage',
      ),
  );

  const postcodeProvider = value('POSTCODE_PROVIDER') ?? 'embedded';
  const postcodeKey = value('POSTCODE_API_KEY');
  const postcodeUrl = url('POSTCODE_API_URL', ['https:', 'http:']);
  let postcodes: PostcodeConfig = { provider: 'embedded' };
  if (postcodeProvider === 'ideal-postcodes') {
    if (postcodeKey === undefined) {
      problems.push('POSTCODE_API_KEY must be set when POSTCODE_PROVIDER=ideal-postcodes');
    } else {
      postcodes = { provider: 'ideal-postcodes', apiKey: postcodeKey, baseUrl: postcodeUrl };
    }
  } else if (postcodeProvider !== 'embedded') {
    problems.push(
      `POSTCODE_PROVIDER must be one of ${POSTCODE_PROVIDERS.join(', ')} (got "${postcodeProvider}")`,
    );
  }

  const metricsPort =
    value('METRICS_PORT') === undefined ? null : integer('METRICS_PORT', 0, 0, 65535);
  const metricsToken = value('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16) {
    problems.push('METRICS_TOKEN must be at least 16 characters');
  }
  const metrics = { port: metricsPort, host: value('METRICS_HOST') ?? host, token: metricsToken };

  const otlpBase = url('OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']);
  const otlpTraces = url('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', ['http:', 'https:']);
  const otlpTracesUrl =
    value('OTEL_SDK_DISABLED') === 'true'
      ? null
      : (otlpTraces ?? (otlpBase ? `${otlpBase.replace(/\/+$/, '')}/v1/traces` : null));

  if (problems.length > 0 || !providerRead.ok) throw new ConfigError(problems);
  return {
    port,
    host,
    databaseUrl,
    sqliteFile,
    sessionTtlSeconds,
    smtpUrl,
    mailDir,
    provider: providerRead.settings,
    portalRoot,
    remotesJson,
    publicUrl,
    logLevel,
    trustProxy,
    holdLapseIntervalMs,
    paymentSandboxSecret,
    staffSecretKey,
    googleMapsApiKey,
    seedDemo,
    instanceId,
    mailLeaseMs,
    shutdownDrainMs,
    exitWithPid,
    shutdownGraceMs,
    demoRefreshOnStart,
    postcodes,
    storageDir,
    metrics,
    otlpTracesUrl,
  };
}
