import { ApiError, CODES, langFromHeader, messageFor, type Envelope, type Lang } from '@brokerage/contracts';
import { isDatabaseUnavailable } from '@brokerage/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

export interface InputIssue {
  /** Dotted path of the offending field, `(body)`/`(query)` for the whole thing. */
  field: string;
  message: string;
}

/** Raised for invalid input so the envelope can list the offending fields. */
export class InvalidInputError extends ApiError {
  constructor(readonly issues: InputIssue[]) {
    super(CODES.INVALID_INPUT, 400, { issues });
    this.name = 'InvalidInputError';
  }
}

export const issuesFromZod = (error: ZodError, where: 'body' | 'query' | 'header'): InputIssue[] =>
  error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : `(${where})`,
    message: issue.message,
  }));

/** The language of a request's X-Lang header (English when absent or unknown). */
export const requestLang = (request: FastifyRequest): Lang => langFromHeader(request.headers['x-lang'] as string | undefined);

/** The answer envelope for a result code, with `msg` in the request's language. */
export const envelope = (request: FastifyRequest, code: number, data: unknown): Envelope => ({
  code,
  msg: messageFor(code, requestLang(request)),
  data,
});

/** Fastify's own client errors (bad JSON, wrong content type, body too large, …) as input issues. */
const clientErrorIssue = (error: FastifyError): InputIssue => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { field: '(body)', message: 'The body is not valid JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { field: '(body)', message: 'The body is empty; send a JSON object.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { field: '(body)', message: 'This content type is not accepted here.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { field: '(body)', message: 'The body is too large.' };
    default:
      return { field: '(request)', message: error.message };
  }
};

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws for a body it cannot read: no
 * or an overlong boundary, a body that ends mid-part. Plain errors without a status, yet the client's.
 */
const UNREADABLE_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot)/;

/**
 * A request Fastify refused before routing it (`frameworkErrors`: a path whose percent-encoding is
 * not UTF-8): INVALID_INPUT in the envelope like any other client mistake.
 */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  if (error.code !== 'FST_ERR_BAD_URL') {
    // The other kind, a failed async route constraint, is the server's (none is used here).
    request.log.error({ err: error }, 'unexpected error');
    void reply.status(500).send(envelope(request, CODES.REQUEST_FAILED, null));
    return;
  }
  request.log.info({ code: error.code }, 'rejected client request');
  void reply.status(400).send(envelope(request, CODES.INVALID_INPUT, { issues: [{ field: '(request)', message: 'The request path is not valid.' }] }));
};

/** What a 503 asks a client to wait while the database is unreachable (the pool reconnects on its own). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The one error handler: every failure becomes the envelope `{ code, msg, data }` with `msg` in
 * the request's X-Lang. Client mistakes are INVALID_INPUT (HTTP 400), an unreachable database is
 * SERVICE_UNAVAILABLE (HTTP 503); nothing leaks a stack trace.
 */
export const installErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.httpStatus).send(envelope(request, error.code, error.data));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(envelope(request, CODES.INVALID_INPUT, { issues: issuesFromZod(error, 'body') }));
    }
    if (UNREADABLE_MULTIPART.test(error.message) && !(error as FastifyError).statusCode) {
      request.log.info({ reason: error.message }, 'rejected client request');
      return reply.status(400).send(envelope(request, CODES.INVALID_INPUT, { issues: [{ field: '(body)', message: 'The multipart body could not be read.' }] }));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      request.log.info({ code: (error as FastifyError).code }, 'rejected client request');
      return reply.status(status === 413 ? 413 : 400).send(envelope(request, CODES.INVALID_INPUT, { issues: [clientErrorIssue(error as FastifyError)] }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(envelope(request, CODES.SERVICE_UNAVAILABLE, null));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(envelope(request, CODES.REQUEST_FAILED, null));
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send(envelope(request, CODES.NOT_FOUND, null)));
};
