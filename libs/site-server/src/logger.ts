import pino from 'pino';
import { isAxiosError } from 'axios';
import { isEnvelope } from '@brokerage/api-client';

/** Fields of a log line besides its message. */
export type LogFields = Record<string, unknown>;

/** Errors as plain fields: API failures by their code and address (their stacks say nothing useful), envelopes as code and message. */
const describeError = (error: unknown): unknown => {
  if (isAxiosError(error)) {
    return { name: error.name, message: error.message, code: error.code, status: error.response?.status, method: error.config?.method, url: error.config?.url };
  }
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  if (isEnvelope(error)) return { code: error.code, msg: error.msg };
  return error;
};

const fieldsOf = (fields: LogFields = {}): LogFields => ('error' in fields ? { ...fields, error: describeError(fields.error) } : fields);

/** What a request's access line says. */
export interface RequestLine {
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
}

/**
 * The site's log: pino, as the API's (apps/api/src/log-redaction.ts), so both write the same JSON
 * lines (`level` as pino's number, `time` in epoch milliseconds, `msg`), to `destination`
 * (stdout, asynchronously: pino buffers lines and writes them in one go, and flushes what is left when the process exits).
 */
export const createLogger = (destination: pino.DestinationStream) => {
  const log = pino({}, destination);
  return {
    /** The access line of a request: an info line `request` with the method, path, status, milliseconds taken and the visitor's IP. */
    request: (line: RequestLine) => log.info(line, 'request'),
    info: (message: string, fields?: LogFields) => log.info(fieldsOf(fields), message),
    warn: (message: string, fields?: LogFields) => log.warn(fieldsOf(fields), message),
    error: (message: string, fields?: LogFields) => log.error(fieldsOf(fields), message),
  };
};

/**
 * Lines are written 4 KB at a time (pino's asynchronous logging): one write per access line cost a
 * page-cache hit a sixth of its CPU. The buffer is flushed every second, so a quiet site's lines
 * still show within a second, and at exit.
 */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1_000;
const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();

export const logger = createLogger(stdout);
