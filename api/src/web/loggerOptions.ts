import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/** Fastify's logger options (pino's, which fastify does not export by name). */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** A browser that leaves a page while a compressed file streams: nothing went wrong here. */
function isClientAbort(args: unknown[]): boolean {
  const [first] = args;
  return first instanceof Error && first.message === 'premature close';
}

/**
 * What no log line may show, wherever a caller puts it in a logged object: credentials
 * (tokens, passwords, session and reset codes, cookies), card data and a person's details.
 * The request line logs none of these (ops/requestLog.ts); this catches an error or a debug
 * line that logs a request, its headers or a body. pino's paths: `*` is one level of any key.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-user-id"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  // Credentials and card data, at any depth pino can name.
  ...[
    'password',
    'newPassword',
    'currentPassword',
    'confirmPassword',
    'token',
    'secret',
    'cardNumber',
    'cvv',
    'cvc',
  ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  // A person's details and one-time codes, in a logged body.
  ...[
    'data',
    'email',
    'telephone',
    'mobile',
    'address',
    'postcode',
    'passengers',
    'clientName',
  ].flatMap((field) => [`body.${field}`, `*.body.${field}`]),
];

/**
 * The server's logger. @fastify/compress logs every broken stream as an error, including the
 * ones a browser breaks by navigating away or closing the tab mid-download; those are logged
 * at debug level so the error level keeps meaning "look at this".
 */
export function loggerOptions(
  level: string,
  more: { instance?: string; stream?: Writable } = {},
): LoggerOptions {
  return {
    level,
    ...(more.instance ? { base: { instance: more.instance } } : {}),
    ...(more.stream ? { stream: more.stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
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
