import { isAxiosError } from 'axios';
import { isEnvelope } from '@brokerage/api-client';

/**
 * Info and warning lines, written to stdout together once per turn of the event loop and when the
 * process exits. Under load one write per request log line cost a page-cache hit about a fifth of
 * its CPU, and pino's asynchronous destination nearly as much (each batch goes through libuv's
 * thread pool); a turn's lines in one write cost a tenth of that. Errors are written at once.
 */
let pendingLines: string[] = [];
const writePendingLines = () => {
  if (pendingLines.length === 0) return;
  const text = pendingLines.join('');
  pendingLines = [];
  process.stdout.write(text);
};
process.on('exit', writePendingLines);
const writeLater = (line: string) => {
  if (pendingLines.length === 0) setImmediate(writePendingLines);
  pendingLines.push(line);
};

/** One JSON line per event on stdout (stderr for errors), so log collectors can parse site logs. */
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

const write = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}) => {
  const entry: LogFields = { time: new Date().toISOString(), level, msg: message };
  for (const [key, value] of Object.entries(fields)) entry[key] = key === 'error' ? describeError(value) : value;
  const line = `${JSON.stringify(entry)}\n`;
  if (level === 'error') process.stderr.write(line);
  else writeLater(line);
};

export const logger = {
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
};
