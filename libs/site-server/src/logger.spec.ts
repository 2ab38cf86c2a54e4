import { logger } from './logger';

const linesOf = (text: unknown) => String(text).trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

describe('logger', () => {
  // Fake timers throughout: what a test leaves waiting goes out at its end, under its own spy.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('writes info and warning lines to stdout together, 100 ms after the first, in order, each a JSON line', () => {
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    logger.info('request', { path: '/en', status: 200 });
    jest.advanceTimersByTime(50);
    logger.warn('Visitor region unavailable');
    jest.advanceTimersByTime(49);
    expect(stdout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(stdout).toHaveBeenCalledTimes(1);
    expect(linesOf(stdout.mock.calls[0][0])).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', path: '/en', status: 200 }),
      expect.objectContaining({ level: 'warn', msg: 'Visitor region unavailable' }),
    ]);
  });

  it("writes a request's access line as the info line it stands for, its fields JSON-escaped", () => {
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const line = { method: 'GET', path: '/en/news-detail/"a"\\b\u2028', status: 304, ms: 12, ip: '2001:db8::1' };
    logger.request(line);
    jest.advanceTimersByTime(100);
    const [written] = linesOf(stdout.mock.calls[0][0]);
    expect(written).toEqual({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), level: 'info', msg: 'request', ...line });
  });

  it('writes at once when 16 KB of lines have gathered, so a busy server never holds much', () => {
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    // About 3.1 KB a line: five stay under 16 KB, the sixth passes it.
    const path = `/${'x'.repeat(3000)}`;
    for (let line = 0; line < 5; line += 1) logger.info('request', { path, line });
    expect(stdout).not.toHaveBeenCalled();
    logger.info('request', { path, line: 5 });
    expect(stdout).toHaveBeenCalledTimes(1);
    expect(linesOf(stdout.mock.calls[0][0]).map(({ line }) => line)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('writes the lines waiting before an error, so a shared log keeps their order', () => {
    const written: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((text) => written.push(`out ${String(text)}`) > 0);
    jest.spyOn(process.stderr, 'write').mockImplementation((text) => written.push(`err ${String(text)}`) > 0);
    logger.info('request', { path: '/en' });
    logger.error('Unhandled request error', { error: new Error('boom') });
    expect(written.map((text) => `${text.slice(0, 4)}${linesOf(text.slice(4))[0].msg}`)).toEqual(['out request', 'err Unhandled request error']);
  });

  it('writes errors to stderr at once, so a crash leaves its cause', () => {
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logger.error('Unhandled request error', { error: new Error('boom') });
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(stderr.mock.calls[0][0]))).toMatchObject({ level: 'error', error: { name: 'Error', message: 'boom' } });
  });

  it('writes lines still waiting when the process exits', () => {
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    logger.info('hk site stopping');
    process.emit('exit', 0);
    expect(stdout).toHaveBeenCalledWith(expect.stringContaining('"msg":"hk site stopping"'));
  });
});
