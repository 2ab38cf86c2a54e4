import { Writable } from 'node:stream';
import { AxiosError } from 'axios';
import { createLogger } from './logger';

/** A logger writing into an array, one parsed JSON object per line. */
const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').trimEnd().split('\n')) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(destination) };
};

describe('logger', () => {
  it("writes a request's access line as a pino info line, with the access fields, its strings JSON-escaped", () => {
    const { lines, logger } = capture();
    const line = { method: 'GET', path: '/en/news-detail/"a"\\b\u2028', status: 304, ms: 12, ip: '2001:db8::1' };
    logger.request(line);
    // The API's format (pino's): numeric level, epoch time, msg.
    expect(lines).toEqual([{ level: 30, time: expect.any(Number), pid: process.pid, hostname: expect.any(String), msg: 'request', ...line }]);
  });

  it('writes warnings and errors at their pino levels, an error as its name, message and stack', () => {
    const { lines, logger } = capture();
    logger.warn('Visitor region unavailable', { ip: '203.0.113.7' });
    logger.error('Unhandled request error', { error: new Error('boom') });
    expect(lines[0]).toMatchObject({ level: 40, msg: 'Visitor region unavailable', ip: '203.0.113.7' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'Unhandled request error', error: { name: 'Error', message: 'boom', stack: expect.stringContaining('boom') } });
  });

  it('names an API failure by its code and address, not its stack', () => {
    const { lines, logger } = capture();
    logger.warn('Frame data unavailable', { error: new AxiosError('timeout of 3000ms exceeded', 'ECONNABORTED', { method: 'get', url: '/config-manager/api/base-config/v1' } as never) });
    expect(lines[0].error).toEqual({ name: 'AxiosError', message: 'timeout of 3000ms exceeded', code: 'ECONNABORTED', method: 'get', url: '/config-manager/api/base-config/v1' });
  });
});
