import type { Socket } from 'node:net';
import { CODES, messageFor, type Envelope } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';

/** The status a request Node could not parse gets: a timeout, headers too large, or anything else malformed. */
const statusOf = (code: string | undefined): [number, string] => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large'];
  return [400, 'Bad Request'];
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (a malformed request line or
 * header, oversized headers) never reaches a route, so it is answered here, in the same envelope as
 * every other answer. There is no request to read X-Lang from: the message is English.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] = statusOf(error.code);
  const body = JSON.stringify({ code: CODES.INVALID_INPUT, msg: messageFor(CODES.INVALID_INPUT, 'en'), data: { issues: [{ field: '(request)', message: reason }] } } satisfies Envelope);
  this.log.info({ code: error.code }, 'malformed request refused');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
