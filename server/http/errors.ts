import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '../../contract';
import { ApiError, errorBody, invalidRequest } from '../errors/api-error';

export function sendError(reply: FastifyReply, error: ApiError) {
  return reply.code(error.statusCode).send(errorBody(error.errorCode, error.message, error.fields));
}

const defaultCodeForStatus = (status: number): ErrorCode => {
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status === 409) return ErrorCode.CONFLICT;
  if (status === 422) return ErrorCode.VALIDATION_FAILED;
  if (status === 429) return ErrorCode.RATE_LIMITED;
  if (status >= 500) return ErrorCode.INTERNAL;
  return ErrorCode.VALIDATION_FAILED;
};

/** Every error leaves the server as `{detail: {error_code, message}}`; bad input never becomes a 5xx. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, '').replace(/\//g, '.')]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'Invalid value.',
      }));
      return sendError(reply, invalidRequest(fields));
    }

    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(errorBody(ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.'));
    }
    return reply.code(status).send(errorBody(defaultCodeForStatus(status), error.message));
  });
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

/** Errors Fastify finds before any route (a path parameter too long, a bad URL) get our body too. */
export function sendFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const message = FRAMEWORK_MESSAGES[error.code] ?? 'The request could not be read.';
  return reply.code(status).send(errorBody(defaultCodeForStatus(status), message));
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive.',
  },
};
const BAD_REQUEST = {
  status: 400,
  reason: 'Bad Request',
  message: 'The request could not be read.',
};

/**
 * Requests Node's HTTP parser refuses (bad header bytes, an unknown method, huge headers) never
 * reach Fastify: answer them on the socket with the error body, then close it.
 */
export function writeClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify(errorBody(defaultCodeForStatus(status), message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
