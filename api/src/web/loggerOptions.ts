import type { FastifyServerOptions } from 'fastify';

/** Fastify's logger options (pino's, which fastify does not export by name). */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** A browser that leaves a page while a compressed file streams: nothing went wrong here. */
function isClientAbort(args: unknown[]): boolean {
  const [first] = args;
  return first instanceof Error && first.message === 'premature close';
}

/**
 * The server's logger. @fastify/compress logs every broken stream as an error, including the
 * ones a browser breaks by navigating away or closing the tab mid-download; those are logged
 * at debug level so the error level keeps meaning "look at this".
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    hooks: {
      logMethod(args, method, levelValue) {
        if (levelValue >= 50 && isClientAbort(args)) {
          this.debug({ err: args[0] }, 'client closed the connection during a download');
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
