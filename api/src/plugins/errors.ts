import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../lib/errors';
import { BODY_INVALID, validationMessage } from '../lib/validation-messages';

interface ErrorLike {
  statusCode?: number;
  status?: number;
  code?: string;
  validation?: unknown;
  message?: string;
}

const BAD_URL = "L'adresse demandée est invalide.";
const URL_TOO_LONG = "L'adresse demandée est trop longue.";

/**
 * PostgreSQL refused a value the request brought (SQLSTATE class 22, "data exception"): an id
 * past its integer column, a NUL character in a text. SQLite stores such values, so schemas let
 * them through; on PostgreSQL they are the client's error, not ours.
 */
function isDataException(e: ErrorLike & { severity?: unknown }): boolean {
  return typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && typeof e.severity === 'string';
}

/** French text and status for any error; exported so routes with their own wording can reuse it. */
export function describeError(error: unknown): { statusCode: number; message: string } {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message };
  }
  const e = (error ?? {}) as ErrorLike;
  if (Array.isArray(e.validation)) {
    return { statusCode: 400, message: validationMessage(e.validation) };
  }
  if (isDataException(e)) return { statusCode: 400, message: MESSAGES.invalidRequest };
  // Rejected by the router before any route ran (Fastify's frameworkErrors, see app.ts).
  if (e.code === 'FST_ERR_BAD_URL') return { statusCode: 400, message: BAD_URL };
  if (e.code === 'FST_ERR_MAX_PARAM_LENGTH') return { statusCode: 414, message: URL_TOO_LONG };
  const statusCode = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : 500;
  if (statusCode < 400 || statusCode >= 500) {
    return { statusCode: 500, message: MESSAGES.internal };
  }
  switch (statusCode) {
    case 401:
      return { statusCode, message: MESSAGES.unauthorized };
    case 403:
      return { statusCode, message: MESSAGES.forbidden };
    case 404:
      return { statusCode, message: MESSAGES.notFound };
    case 405:
      return { statusCode, message: MESSAGES.methodNotAllowed };
    case 413:
      return { statusCode, message: MESSAGES.payloadTooLarge };
    case 415:
      return { statusCode, message: MESSAGES.unsupportedMediaType };
    case 429:
      return { statusCode, message: MESSAGES.tooManyRequests };
    default:
      // Content-type parser failures: malformed JSON, empty JSON body, bad content length.
      if (typeof e.code === 'string' && e.code.startsWith('FST_ERR_CTP')) {
        return { statusCode: 400, message: BODY_INVALID };
      }
      return { statusCode, message: MESSAGES.invalidRequest };
  }
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { statusCode, message } = describeError(error);
  // A deliberate HttpError 5xx (a French « réessayez ») is an expected state, not a fault.
  if (statusCode >= 500 && !(error instanceof HttpError)) {
    request.log.error({ err: error }, 'unhandled error');
  } else {
    request.log.info({ statusCode, code: (error as ErrorLike).code, reason: error.message }, 'request rejected');
  }
  // Headers set for a success response (e.g. a cache policy) must not apply to an error.
  reply.removeHeader('cache-control');
  reply.header('cache-control', 'no-store');
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ error: message });
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).header('cache-control', 'no-store').send({ error: MESSAGES.notFound });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
