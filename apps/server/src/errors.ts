import type { ErrorBody, ErrorCode } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  TIMEOUT: 503,
};

/** A failure with a message a user may read; every route throws these and the one handler renders them. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Extra fields sent beside `error` (e.g. the fresh value on a 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status(): number {
    return statusOf[this.code];
  }
}

export const badRequest = (message: string, field?: string) => new AppError('BAD_REQUEST', message, field);
export const unauthorized = (message = 'Sessão inválida ou expirada: entre novamente') =>
  new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Acesso negado a este representante') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Registro não encontrado') => new AppError('NOT_FOUND', message);

const body = (code: ErrorCode, message: string, field?: string): ErrorBody => ({
  error: field ? { code, message, field } : { code, message },
});

// node-postgres and PGlite both expose the SQLSTATE as `code`.
const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

const isConnectionFailure = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : '';
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' || // admin_shutdown
    code === '57P02' ||
    code === '57P03' || // cannot_connect_now
    /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
      message,
    )
  );
};

const fieldOf = (path: ReadonlyArray<PropertyKey>): string | undefined =>
  path.length > 0 ? path.map(String).join('.') : undefined;

export const send = (reply: FastifyReply, error: AppError) =>
  reply.status(error.status).send({ ...body(error.code, error.message, error.field), ...error.extra });

/** The one error handler: Portuguese messages, no internals in 5xx answers. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'FORBIDDEN') request.log.warn({ reason: error.message }, 'acesso negado');
      return send(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      // The message is for the person; the field name is for the code and travels in `field` only.
      const field = issue ? fieldOf(issue.instancePath.split('/').filter(Boolean)) : undefined;
      return reply.status(400).send(body('BAD_REQUEST', issue?.message ?? 'Requisição inválida', field));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'resposta fora do contrato');
      return reply.status(500).send(body('INTERNAL', 'Erro interno no servidor'));
    }
    const state = sqlState(error);
    if (state === '57014') {
      request.log.warn({ err: error }, 'consulta cancelada por tempo');
      return reply
        .status(503)
        .send(body('TIMEOUT', 'A consulta demorou demais e foi cancelada. Tente um período menor.'));
    }
    if (isConnectionFailure(error)) {
      request.log.error({ err: error }, 'banco de dados indisponível');
      return reply
        .status(503)
        .send(body('UNAVAILABLE', 'Banco de dados indisponível no momento. Tente novamente em instantes.'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'Requisição grande demais'));
    if (status === 429) return reply.status(429).send(body('TOO_MANY_REQUESTS', error.message));
    if (status >= 400 && status < 500) {
      return reply.status(400).send(body('BAD_REQUEST', 'Requisição inválida'));
    }
    request.log.error({ err: error }, 'erro inesperado');
    return reply.status(500).send(body('INTERNAL', 'Erro interno no servidor'));
  });
};

/** The JSON 404 of an unknown API route. */
export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(404)
    .send(body('NOT_FOUND', `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}`));
