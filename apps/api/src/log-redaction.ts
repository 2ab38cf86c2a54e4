import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

const REDACTED = '[REDACTED]';

/**
 * Query parameters that identify a person or stand for a session: phone numbers (check-phone),
 * token keys (get-token-by-token-key) and, should a call ever take them in the query, e-mails,
 * codes and tokens. Their values never reach the access log, so a log reader cannot enumerate
 * customers or replay a key within its minute.
 */
const SECRET_QUERY_PARAMETER = /phone|mobile|email|token|captcha|password|secret/i;

/** Headers that carry credentials; the request serializer below logs no headers, these guard other log calls. */
const SECRET_HEADER_PATHS = ['authorization', 'cookie', 'x-preview-token', 'x-quotestoken'].map((name) => `req.headers["${name}"]`);

/** The request URL with the values of secret query parameters replaced; the path and other parameters stay readable. */
export const redactUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const redactedQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const nameEnd = pair.indexOf('=');
      if (nameEnd === -1) return pair;
      let name = pair.slice(0, nameEnd);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; whether it is secret is judged on the raw text.
      }
      return SECRET_QUERY_PARAMETER.test(name) ? `${pair.slice(0, nameEnd)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redactedQuery}`;
};

/** Fastify's request serializer (method, url, host, address, port), with `redactUrl` applied. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * The API's logger: no phone number, token key or credential in the access log, written to stdout
 * asynchronously (a synchronous write per line took a fifth of the API's CPU; pino flushes what is
 * buffered when the process exits).
 */
export const createApiLogger = (level: string): FastifyBaseLogger =>
  pino(
    { level, redact: SECRET_HEADER_PATHS, serializers: { req: serializeRequest, res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }), err: pino.stdSerializers.err } },
    pino.destination({ dest: 1, sync: false }),
  );

/**
 * One access-log line per request, written when its response is sent and naming the request
 * (Fastify's default writes two: one on arrival, one on completion).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // The completion line names the request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
