import type { AppLoadContext } from '@remix-run/node';
import { district } from '@brokerage/hk-district';
import { parseSiteEnv } from './env';
import { requestApi, requestUserApi } from './request-api';
import { ok, refusal, sampleUser, sessionCookieHeader, startStubApi, type StubAnswer } from './testing';

const TOKEN = 'c00kieS3ss10nT0k3n-1a2b3c4d5e6f';
const user = sampleUser({ userQuotaInfo: { token: 'quote-token-3e9d' } });

const CURRENT_USER = '/user-server/api/get-current-user/v1';
const IP_INFO = '/config-manager/api/ip-info/v1';

/** A broker API stand-in that records the headers of each call; get-current-user answers `currentUser`. */
const startApi = async (currentUser: StubAnswer = ok(user)) => {
  const api = await startStubApi({ [CURRENT_USER]: currentUser, [IP_INFO]: ok({ result: 'HK', ip: '203.0.113.7' }) });
  return {
    ...api,
    context: (): AppLoadContext => ({ env: parseSiteEnv('hk', { API_URL: api.url }), site: district, clientIp: '203.0.113.7', cspNonce: 'n', sitemapPages: [] }),
  };
};

type Api = Awaited<ReturnType<typeof startApi>>;

const requestTo = async (url: string, withSession = true) =>
  new Request(url, { headers: withSession ? { Cookie: await sessionCookieHeader(TOKEN) } : {} });

describe('requestApi', () => {
  let api: Api;
  afterEach(() => api.close());

  it('sends the token a login has just issued instead of the cookie’s', async () => {
    api = await startApi();
    const client = await requestApi({ request: await requestTo('http://localhost:3000/en'), context: api.context(), lang: 'en', token: 'fr3shL0g1nT0k3n-9z8y7x6w' });
    await client.userServer.getCurrentUser();
    expect(api.callsTo(CURRENT_USER)[0].headers.authorization).toBe('fr3shL0g1nT0k3n-9z8y7x6w');
  });

  it('identifies a known user with X-Uid, and on hz hosts with X-QuotesToken', async () => {
    api = await startApi();
    const client = await requestApi({ request: await requestTo('https://hz.example.com/zh-hk'), context: api.context(), lang: 'zh-hk', user });
    await Promise.all([client.configManager.ipInfo(), client.userServer.getCurrentUser()]);
    expect(api.callsTo(IP_INFO)[0].headers).toMatchObject({ authorization: TOKEN, 'x-uid': user.uuid, 'x-quotestoken': 'quote-token-3e9d' });
    // Spec 7: only the main client sends the quote token.
    expect(api.callsTo(CURRENT_USER)[0].headers).toMatchObject({ 'x-uid': user.uuid });
    expect(api.callsTo(CURRENT_USER)[0].headers['x-quotestoken']).toBeUndefined();
  });

  it('sends no quote token to hosts without hz, and no user headers before the user is known', async () => {
    api = await startApi();
    const context = api.context();
    const known = await requestApi({ request: await requestTo('https://www.example.com/en'), context, lang: 'en', user });
    const unknown = await requestApi({ request: await requestTo('https://hz.example.com/en'), context, lang: 'en' });
    await known.configManager.ipInfo();
    await unknown.configManager.ipInfo();
    const [first, second] = api.callsTo(IP_INFO).map((call) => call.headers);
    expect(first['x-uid']).toBe(user.uuid);
    expect(first['x-quotestoken']).toBeUndefined();
    expect(second['x-uid']).toBeUndefined();
    expect(second['x-quotestoken']).toBeUndefined();
  });

  it("gives a signed-in page the request's user, asked once, and clients that send X-Uid", async () => {
    api = await startApi();
    const args = { request: await requestTo('http://localhost:3000/en/sta-login'), context: api.context(), lang: 'en' as const };
    const [first, second] = await Promise.all([requestUserApi(args), requestUserApi(args)]);
    expect(first.user).toEqual(user);
    expect(second.user).toEqual(user);
    await first.api.configManager.ipInfo();
    expect(api.callsTo(CURRENT_USER)).toHaveLength(1);
    expect(api.callsTo(CURRENT_USER)[0].headers['x-uid']).toBeUndefined();
    expect(api.callsTo(IP_INFO)[0].headers).toMatchObject({ authorization: TOKEN, 'x-uid': user.uuid });
  });

  it('rejects a signed-in page whose session the API refuses, with the 300101 envelope', async () => {
    api = await startApi(refusal(300101, 'token invalid'));
    const args = { request: await requestTo('http://localhost:3000/en/sta-login'), context: api.context(), lang: 'en' as const };
    await expect(requestUserApi(args)).rejects.toMatchObject({ code: 300101 });
  });
});
