import type { Writable } from 'node:stream';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { MESSAGES } from './errors';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { HEADERS, providerContactOf, providerDetailsOf } from '@villa/shared/contract';
import { fillLoginCodes } from './auth/loginCodes';
import { fillResetLinks } from './auth/passwordResets';
import { fillPeopleLinks } from './office/people/inviteLinks';
import { registerAuth } from './auth/plugin';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/throttle';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { prepareDatabase } from './db/prepare';
import type { SeedStep } from './db/seed';
import { registerErrorHandler } from './errorHandler';
import { createMailSender } from './mail/transport';
import { createOutboxWorker, type OutboxPolicy } from './mail/worker';
import { agentRoutes } from './routes/agent';
import { contentRoutes } from './content/routes';
import { propertyRoutes } from './property/routes';
import { agentOfficeRoutes } from './agent-office/routes';
import { villaRoutes } from './villa/routes';
import { bookingRoutes } from './booking/routes';
import { dashboardRoutes } from './dashboards/routes';
import { agentMessageRoutes } from './office/messages/routes';
import { officeRoutes } from './office/routes';
import { referenceRoutes } from './routes/reference';
import { sessionRoutes } from './routes/session';
import type { Services } from './services';
import { systemClock, type Clock } from './time';
import { registerApiReference, registerOpenApi, schemasDocumentOnly } from './web/apiDocs';
import { registerAnswerChecks, type AnswerMismatch } from './web/answerChecks';
import { corsOriginCheck } from './web/cors';
import { registerJsonBodyParser } from './web/jsonBody';
import { loggerOptions } from './web/loggerOptions';
import { healthRoutes } from './web/health';
import { registerPortal } from './web/portal';
import { villaFirstPhoto } from './villa/detail';
import { registerNulGuard } from './web/nulGuard';
import { createPdfQueue } from './web/pdfQueue';
import { registerSecurityHeaders } from './web/securityHeaders';
import { COMPRESSION, varyOnAcceptEncoding } from './web/compression';
import { registerRequestLog, requestLogOptions } from './ops/requestLog';
import { registerMetrics } from './ops/metrics';
import { telemetryRoutes } from './ops/telemetryRoutes';
import { tracingFor } from './ops/tracing';

export interface BuildAppOptions {
  config: Config;
  /** An open database to use instead of the one the config names; closed with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Start the mail worker's polling (default true); tests may drive it with runOnce(). */
  startMailWorker?: boolean;
  outboxPolicy?: Partial<OutboxPolicy>;
  loginLimits?: Partial<LoginLimits>;
  /** Told of every route as it is registered (the security suites list the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Check every answer of the API against its endpoint table entry, and tell of each that
   * breaks it (which is answered 500 instead). The test app turns it on.
   */
  checkAnswers?: (mismatch: AnswerMismatch) => void;
  /** The seed steps an empty database gets when the config seeds (default: all of them). */
  seedSteps?: SeedStep[];
  /** Where the log lines go instead of standard output (the log tests read them). */
  logStream?: Writable;
}

/**
 * Builds the whole server without listening: infrastructure first (database, mail, security,
 * errors), then the API under /api, then the portal's files. server.ts and the tests call it.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, {
      instance: config.instanceId,
      stream: options.logStream,
    }),
    ...requestLogOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode never reaches the error handler: answered here, in the
    // documented shape, not in Fastify's own.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.code(400).send({ errors: [MESSAGES.badRequest] }),
  });
  // Traces first of all, when configured: the request's span must enclose every hook.
  const tracing = tracingFor(config);
  await tracing?.register(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // First of all hooks: reads that must see every write committed before the request arrived
  // measure from here (db/changeStamp.ts).
  app.decorateRequest('arrivedAt', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivedAt = performance.now();
    done();
  });

  const database = options.database ?? openDatabase(config, tracing?.dialect);
  const clock = options.clock ?? systemClock;
  try {
    const { seeded } = await prepareDatabase(database.db, {
      seedDemo: config.seedDemo,
      clock,
      context: {
        provider: providerContactOf(providerDetailsOf(config.provider)),
        staffSecretKey: config.staffSecretKey,
      },
      steps: options.seedSteps,
    });
    if (seeded.length > 0) app.log.info({ steps: seeded }, 'seeded an empty database');
  } catch (err) {
    await database.close();
    throw err;
  }

  const sender = createMailSender(config);
  const mailWorker = createOutboxWorker({
    db: database.db,
    sender,
    clock,
    log: app.log.child({ component: 'outbox' }),
    policy: { leaseMs: config.mailLeaseMs, ...options.outboxPolicy },
    // Reset links, log-in codes and invitation links are made at delivery, so no stored row holds a usable one.
    prepare: async (row) => {
      const linked = await fillResetLinks(database.db, row, {
        now: clock(),
        publicUrl: config.publicUrl,
      });
      const coded = linked && (await fillLoginCodes(database.db, linked, { now: clock() }));
      return (
        coded && fillPeopleLinks(database.db, coded, { now: clock(), publicUrl: config.publicUrl })
      );
    },
  });
  const loginLimits = { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits };
  const services: Services = {
    config,
    database,
    db: database.db,
    clock,
    mailWorker,
    loginLimits,
    pdfs: createPdfQueue({ perAccount: config.provider.limits.pdfRendersPerAccount }),
    instance: { closing: false, loadingCatalog: false },
  };
  app.decorate('services', services);

  app.addHook('onReady', async () => {
    if (options.startMailWorker ?? true) mailWorker.start();
  });
  // From the first moment of a shutdown /api/ready answers 503, so balancers send no more, and
  // the outbox claims no more mail: the one in hand gets the whole grace period to go out
  // (an exit forced mid-send would have another instance send it again after the lease).
  let workerStopped: Promise<void> = Promise.resolve();
  app.addHook('preClose', async () => {
    services.instance.closing = true;
    workerStopped = mailWorker.stop();
  });
  // The database goes only once the mail in hand is sent and recorded.
  app.addHook('onClose', async () => {
    await workerStopped;
    await mailWorker.stop();
    sender.close();
    await database.close();
  });

  registerRequestLog(app);
  registerMetrics(app);
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerNulGuard(app);
  await app.register(compress, COMPRESSION);
  varyOnAcceptEncoding(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // Token auth, no cookies; browsers may call from the portal's and its remotes' origins.
      await api.register(cors, {
        origin: corsOriginCheck(config),
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        // traceparent/tracestate: a remote's calls carry the page's trace (ops/tracing.ts).
        allowedHeaders: [
          'authorization',
          'content-type',
          HEADERS.adminUserId,
          'traceparent',
          'tracestate',
        ],
        exposedHeaders: [HEADERS.tokenExpiry, HEADERS.userId],
        maxAge: 600,
      });
      schemasDocumentOnly(api);
      if (options.checkAnswers) registerAnswerChecks(api, options.checkAnswers);
      registerAuth(api);
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(referenceRoutes);
      await api.register(agentRoutes);
      await api.register(contentRoutes);
      await api.register(propertyRoutes);
      await api.register(agentOfficeRoutes);
      await api.register(villaRoutes);
      await api.register(bookingRoutes);
      await api.register(dashboardRoutes);
      await api.register(officeRoutes);
      await api.register(agentMessageRoutes);
      await api.register(telemetryRoutes);
    },
    { prefix: '/api' },
  );
  await registerApiReference(app);

  await registerPortal(app, {
    firstPaintImages: { villa: ({ id }) => villaFirstPhoto(app.services.db, id ?? '') },
  });
  return app;
}
