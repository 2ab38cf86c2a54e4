import { logger } from './logger';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('logger', () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes a turn's info and warning lines to stdout in one write, in order, each a JSON line", async () => {
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    logger.info('request', { path: '/en', status: 200 });
    logger.warn('Visitor region unavailable');
    expect(stdout).not.toHaveBeenCalled();
    await nextTurn();
    expect(stdout).toHaveBeenCalledTimes(1);
    const lines = String(stdout.mock.calls[0][0]).trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', path: '/en', status: 200 }),
      expect.objectContaining({ level: 'warn', msg: 'Visitor region unavailable' }),
    ]);
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
