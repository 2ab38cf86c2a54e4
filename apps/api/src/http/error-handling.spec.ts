import { CODES, type Envelope } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { contractEndpoints } from '../docs/openapi';
import { describeEachDatabase, siteHeaders } from '../testing/test-app';

const postEndpoints = contractEndpoints().filter((endpoint) => endpoint.method === 'POST');

describeEachDatabase('one error handler', (getApp) => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = getApp();
  });

  const post = async (url: string, payload: string, contentType = 'application/json') => {
    const response = await app.inject({ method: 'POST', url, payload, headers: { ...siteHeaders('zh-cn'), 'content-type': contentType } });
    return { status: response.statusCode, body: response.json() as Envelope<{ issues: { field: string; message: string }[] }>, raw: response.body };
  };

  it('covers every POST endpoint of the contracts', () => {
    expect(postEndpoints.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(postEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))('POST %s', (path, endpoint) => {
    const contentType = endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';

    // Malformed JSON only means something for JSON bodies; form-encoded calls are covered by the test below.
    if (contentType === 'application/json') {
      it.each([
        ['broken JSON', '{"areaCode": "852",'],
        ['a JSON array', '[1, 2, 3]'],
        ['a JSON string', '"hello"'],
        ['an object of wrong types', JSON.stringify({ areaCode: 852, phoneNumber: ['x'], email: 7, id: {}, type: 'x', uuid: 5, captcha: false })],
        ['an unknown field', JSON.stringify({ definitelyNotAField: 'x' })],
      ])('answers %s with INVALID_INPUT (HTTP 400), in the request language and without a stack', async (_label, payload) => {
        const result = await post(path, payload);
        expect(result.status).toBe(400);
        expect(result.body).toMatchObject({ code: CODES.INVALID_INPUT, msg: '提交的信息有缺漏或格式不正确。' });
        expect(result.body.data.issues.length).toBeGreaterThan(0);
        expect(result.raw).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
      });
    }

    it('answers an empty body and a foreign content type with INVALID_INPUT', async () => {
      expect((await post(path, '', contentType)).status).toBe(400);
      const xml = await post(path, '<a/>', 'application/xml');
      expect(xml.status).toBe(400);
      expect(xml.body.code).toBe(CODES.INVALID_INPUT);
    });
  });

  it('answers unknown routes with a NOT_FOUND envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/user-server/web/no-such-call/v1', headers: siteHeaders('en') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: CODES.NOT_FOUND, msg: 'The requested item could not be found.', data: null });
  });

  it('gives every answer a request id, taking a sane incoming one', async () => {
    const own = await app.inject({ method: 'GET', url: '/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'site-abc-123' } });
    expect(passed.headers['x-request-id']).toBe('site-abc-123');
    const hostile = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });

  it('answers /health while the database is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
