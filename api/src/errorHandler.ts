import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './errors';
import { PdfUnavailableError } from './pdf/renderPool';

/** Fastify's own 4xx errors, reworded for people; the client shows `errors` in a dialog. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.emptyBody },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.badRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.tooLarge },
};

const STATUS_MESSAGES: Record<number, string> = {
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.tooLarge,
};

/**
 * The one error handler: known answers go out as they are; other client errors get a plain
 * message; anything else is logged with its stack and answered with the generic 500 body.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error instanceof PdfUnavailableError) {
      // A drawing that failed, crashed or hung (pdf/renderPool.ts): logged with why, answered
      // with a clear message the user can act on.
      if (error.reason) request.log.error({ reason: error.reason }, 'a PDF could not be made');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ errors: [error.message] });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      return reply.code(known.status).send({ errors: [known.message] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ errors: [STATUS_MESSAGES[status] ?? MESSAGES.badRequest] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ errors: [MESSAGES.unexpected] });
  });
}
