import { z } from 'zod';
import { defineEndpoint } from '@brokerage/contracts';
import { createApiClient, type ApiClientOptions, type ContractViolation } from './api-client';
import { bindEndpoints, callEndpoint, ResponseContractError, toFormBody } from './endpoints';
import { REGISTER_ATTRIBUTION_HEADER, registerAttributionHeaders } from './register-attribution';
import { sendJson, startTestServer, type RecordedRequest, type TestServer } from '../testing/http-test-server';

// Endpoints shaped like those of spec 7, defined here so the machinery is tested on its own.
const newsList = defineEndpoint({
  name: 'newsList',
  method: 'GET',
  path: '/official-website-config/api/v1/news-list',
  query: z.object({ offset: z.number().int().min(0), limit: z.number().int().default(10), year: z.string().optional() }),
  data: z.object({ list: z.array(z.object({ id: z.string(), title: z.string() })), total: z.number() }),
  auth: 'none',
  summary: 'News of one year',
});
const newsYears = defineEndpoint({
  name: 'newsYearList',
  method: 'GET',
  path: '/official-website-config/api/v1/news-year-list',
  data: z.array(z.string()),
  auth: 'none',
  summary: 'Years that have news',
});
const headMeta = defineEndpoint({
  name: 'headMeta',
  method: 'GET',
  path: '/content/head-meta',
  query: z.object({ type: z.literal('meta'), time_check: z.boolean(), platform_check: z.boolean(), key_ids: z.array(z.string()) }),
  data: z.record(z.string(), z.unknown()),
  auth: 'none',
  summary: 'Head and meta per page',
});
const sendPhoneCaptcha = defineEndpoint({
  name: 'sendPhoneCaptcha',
  method: 'POST',
  path: '/user-server/web/send-phone-captcha/v3',
  body: z.object({ areaCode: z.string(), phoneNumber: z.string(), type: z.literal(106), key: z.union([z.literal(1), z.literal(2)]), graphCaptcha: z.string().optional() }),
  data: z.object({ captcha: z.string().optional() }),
  auth: 'none',
  summary: 'Send an SMS code',
});
const selectProtocolInfo = defineEndpoint({
  name: 'selectProtocolInfo',
  method: 'POST',
  path: '/config-manager/api/select-protocol-info/v1',
  body: z.object({ protocolType: z.number(), lang: z.string(), tags: z.array(z.string()).optional(), note: z.string().nullable().optional() }),
  bodyEncoding: 'form',
  data: z.array(z.object({ title: z.string(), url: z.string() })),
  auth: 'none',
  summary: 'Agreements by type',
});
const webRegisterLogin = defineEndpoint({
  name: 'webRegisterLogin',
  method: 'POST',
  path: '/user-server/web/web-register-login/v1',
  body: z.object({ areaCode: z.string(), phoneNumber: z.string(), captcha: z.string(), source: z.literal(11) }),
  data: z.object({ token: z.string(), user: z.object({ uuid: z.string() }) }),
  auth: 'none',
  summary: 'Register or log in by SMS code',
});
const logout = defineEndpoint({
  name: 'logout',
  method: 'GET',
  path: '/user-server/web/logout/v1',
  data: z.null(),
  auth: 'required',
  summary: 'Log out',
});
const chairRegister = defineEndpoint({
  name: 'chairRegister',
  method: 'POST',
  path: '/official-website-config/api/v1/chair-register',
  query: z.object({ preview: z.string().optional() }),
  body: z.object({ id: z.string(), name: z.string() }),
  data: z.object({ registeredAt: z.iso.datetime().transform((value) => new Date(value)) }),
  auth: 'none',
  summary: 'Register for a talk',
});

/** `true` only when both types are the same (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

let server: TestServer;
const answers = new Map<string, unknown>();

beforeEach(async () => {
  answers.clear();
  server = await startTestServer((request, response) => sendJson(response, { code: 0, msg: 'success', data: answers.get(request.path) ?? null }));
});

afterEach(async () => {
  await server.close();
});

const client = (overrides: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseURL: server.url, lang: 'en', district: 'hk', responseValidation: 'reject', ...overrides });
const only = (): RecordedRequest => {
  expect(server.requests).toHaveLength(1);
  return server.requests[0];
};

describe('callEndpoint', () => {
  it('sends GET input as query parameters and resolves with the parsed data', async () => {
    answers.set(newsList.path, { list: [{ id: 'n1', title: 'Market outlook' }], total: 31 });
    const data = await callEndpoint(client().main, newsList, { offset: 20, limit: 10, year: '2025' });
    expect(data).toEqual({ list: [{ id: 'n1', title: 'Market outlook' }], total: 31 });
    const request = only();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/official-website-config/api/v1/news-list');
    expect(Object.fromEntries(request.query)).toEqual({ offset: '20', limit: '10', year: '2025' });
    expect(request.body).toBe('');
  });

  it('leaves undefined query values out and sends lists as repeated keys', async () => {
    answers.set(newsList.path, { list: [], total: 0 });
    await callEndpoint(client().main, newsList, { offset: 0, year: undefined });
    expect(only().query.toString()).toBe('offset=0');

    answers.set(headMeta.path, {});
    await callEndpoint(client().main, headMeta, { type: 'meta', time_check: false, platform_check: true, key_ids: ['home', 'news'] });
    const query = server.requests[1].query;
    expect(query.getAll('key_ids')).toEqual(['home', 'news']);
    expect(query.get('time_check')).toBe('false');
    expect(query.get('platform_check')).toBe('true');
  });

  it('calls an endpoint without input with a bare GET', async () => {
    answers.set(newsYears.path, ['2026', '2025']);
    await expect(callEndpoint(client().main, newsYears)).resolves.toEqual(['2026', '2025']);
    expect(only().query.toString()).toBe('');
  });

  it('sends POST input as a JSON body', async () => {
    answers.set(sendPhoneCaptcha.path, { captcha: '123456' });
    const input = { areaCode: '852', phoneNumber: '51234567', type: 106, key: 1 } as const;
    await expect(callEndpoint(client().userServer, sendPhoneCaptcha, input)).resolves.toEqual({ captcha: '123456' });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual(input);
    expect(request.headers['x-request-id']).toBeDefined();
  });

  it('sends a form-encoded body when the endpoint says so, with arrays repeated and empty values left out', async () => {
    answers.set(selectProtocolInfo.path, [{ title: 'Client agreement', url: '/a.pdf' }]);
    await callEndpoint(client().main, selectProtocolInfo, { protocolType: 3, lang: 'zh-hk & en', tags: ['a', 'b c'], note: null });
    const request = only();
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request.body);
    expect([...form]).toEqual([
      ['protocolType', '3'],
      ['lang', 'zh-hk & en'],
      ['tags', 'a'],
      ['tags', 'b c'],
    ]);
  });

  it('sends query and body of an endpoint that has both', async () => {
    answers.set(chairRegister.path, { registeredAt: '2026-03-01T08:00:00.000Z' });
    const data = await callEndpoint(client().main, chairRegister, { query: { preview: '1' }, body: { id: 't1', name: 'Chan Tai Man' } });
    expect(data.registeredAt).toEqual(new Date('2026-03-01T08:00:00.000Z'));
    const request = only();
    expect(request.query.get('preview')).toBe('1');
    expect(JSON.parse(request.body)).toEqual({ id: 't1', name: 'Chan Tai Man' });
  });

  it('adds per-call headers, such as the registration attribution header, to that call only', async () => {
    answers.set(webRegisterLogin.path, { token: 't', user: { uuid: 'u' } });
    const http = client({ district: 'mainland' }).userServer;
    const headers = registerAttributionHeaders(new URLSearchParams('gift-code=NEW2026&rgdim_source=news'), 'mainland');
    await callEndpoint(http, webRegisterLogin, { areaCode: '86', phoneNumber: '13800138000', captcha: '123456', source: 11 }, { headers });
    await callEndpoint(http, logout);
    const [register, out] = server.requests;
    expect(JSON.parse(register.headers[REGISTER_ATTRIBUTION_HEADER.toLowerCase()] as string)).toEqual({
      'register-cid': 'usmart-mainland',
      'register-ct': 1,
      'gift-code': 'NEW2026',
      rgdim_source: 'news',
    });
    expect(out.headers).not.toHaveProperty(REGISTER_ATTRIBUTION_HEADER.toLowerCase());
  });

  it('rejects with the envelope when the API answers an error code', async () => {
    server.respondWith((_request, response) => sendJson(response, { code: 300701, msg: 'The mobile phone number is not registered.', data: null }));
    await expect(callEndpoint(client().userServer, logout)).rejects.toEqual({ code: 300701, msg: 'The mobile phone number is not registered.', data: null });
  });

  it('can be aborted by the caller', async () => {
    server.respondWith(() => undefined);
    const controller = new AbortController();
    const pending = callEndpoint(client().main, newsYears, undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});

describe('response validation', () => {
  beforeEach(() => {
    answers.set(newsList.path, { list: [{ id: 7, title: 'wrong id type' }], total: 1 });
  });

  it("rejects data that breaks the contract with a ResponseContractError in 'reject' mode", async () => {
    const rejection = await callEndpoint(client().main, newsList, { offset: 0 }).catch((reason: unknown) => reason);
    expect(rejection).toBeInstanceOf(ResponseContractError);
    expect((rejection as ResponseContractError).endpoint).toBe('newsList');
    expect((rejection as ResponseContractError).message).toMatch(/newsList .*list\.0\.id/);
  });

  it("resolves with the data as received and reports the violation in 'report' mode", async () => {
    const violations: ContractViolation[] = [];
    const data = await callEndpoint(client({ responseValidation: 'report', onContractViolation: (violation) => violations.push(violation) }).main, newsList, { offset: 0 });
    expect(data).toEqual({ list: [{ id: 7, title: 'wrong id type' }], total: 1 });
    expect(violations).toHaveLength(1);
    expect(violations[0].endpoint).toBe('newsList');
    expect(violations[0].issues[0].path).toEqual(['list', 0, 'id']);
  });

  it("defaults to 'report' and warns on the console", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await callEndpoint(createApiClient({ baseURL: server.url, lang: 'en', district: 'hk' }).main, newsList, { offset: 0 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('newsList'), expect.any(Array));
    warn.mockRestore();
  });
});

describe('bindEndpoints', () => {
  const endpoints = { newsList, newsYears, sendPhoneCaptcha, selectProtocolInfo, logout };

  it('makes one function per endpoint, named by its key, calling through the given client', async () => {
    answers.set(newsYears.path, ['2026']);
    const api = bindEndpoints(client({ token: 'tok' }).userServer, endpoints);
    expect(Object.keys(api).sort()).toEqual(['logout', 'newsList', 'newsYears', 'selectProtocolInfo', 'sendPhoneCaptcha']);
    await expect(api.newsYears()).resolves.toEqual(['2026']);
    await api.logout();
    expect(server.requests.map((request) => [request.path, request.headers.authorization, typeof request.headers['x-request-id']])).toEqual([
      ['/official-website-config/api/v1/news-year-list', 'tok', 'string'],
      ['/user-server/web/logout/v1', 'tok', 'string'],
    ]);
  });

  it('is typed from the schemas', () => {
    const api = bindEndpoints(client().main, endpoints);
    // Compile-time checks: `npx nx typecheck api-client` fails if the types drift.
    const typed = async () => {
      const exact = <Actual, Expected>(equal: Equal<Actual, Expected>) => equal;
      exact<Awaited<ReturnType<typeof api.newsList>>, { list: { id: string; title: string }[]; total: number }>(true);
      exact<Awaited<ReturnType<typeof api.newsYears>>, string[]>(true);
      exact<Awaited<ReturnType<typeof api.logout>>, null>(true);
      exact<Parameters<typeof api.newsList>[0], { offset: number; limit?: number; year?: string }>(true);
      exact<Awaited<ReturnType<ReturnType<typeof bindEndpoints<{ chairRegister: typeof chairRegister }>>['chairRegister']>>, { registeredAt: Date }>(true);
      const list = await api.newsList({ offset: 0 });
      const years = await api.newsYears();
      await api.sendPhoneCaptcha({ areaCode: '852', phoneNumber: '51234567', type: 106, key: 2, graphCaptcha: 'token' });
      // @ts-expect-error offset is required
      await api.newsList({});
      // @ts-expect-error type must be 106
      await api.sendPhoneCaptcha({ areaCode: '852', phoneNumber: '51234567', type: 107, key: 1 });
      // @ts-expect-error the body is required
      await api.sendPhoneCaptcha();
      return [list, years];
    };
    expect(typeof typed).toBe('function');
  });
});

describe('toFormBody', () => {
  it('writes dates as ISO text and objects as JSON', () => {
    const form = toFormBody({ at: new Date('2026-01-02T03:04:05.000Z'), meta: { a: 1 }, flag: false, none: undefined, zero: 0 });
    expect(form.toString()).toBe('at=2026-01-02T03%3A04%3A05.000Z&meta=%7B%22a%22%3A1%7D&flag=false&zero=0');
  });
});
