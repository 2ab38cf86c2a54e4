import type { AppLoadContext } from '@remix-run/node';
import { district } from '@brokerage/hk-district';
import { serviceEndpoints } from '@brokerage/contracts';
import { parseSiteEnv } from '../env';
import { clearSharedContent, requestApi, requestUserApi } from './request-api';
import { ok, refusal, sampleUser, sessionCookieHeader, startStubApi, type StubAnswer, type StubApi, type StubApiCall } from '../testing';

const TOKEN = 'c00kieS3ss10nT0k3n-1a2b3c4d5e6f';
const user = sampleUser({ userQuotaInfo: { token: 'quote-token-3e9d' } });

const CURRENT_USER = '/user-server/api/get-current-user/v1';
const IP_INFO = '/config-manager/api/ip-info/v1';

/** A broker API stand-in that records the headers of each call; get-current-user answers `currentUser`. */
const startApi = async (currentUser: StubAnswer = ok(user)) => {
  const api = await startStubApi({ [CURRENT_USER]: currentUser, [IP_INFO]: ok({ result: 'HK', ip: '203.0.113.7' }) });
  return {
    ...api,
    context: (): AppLoadContext => ({ env: parseSiteEnv('hk', { API_URL: api.url }), site: district, clientIp: '203.0.113.7', cspNonce: 'n', sitemapPages: [], regionOfIp: async () => 'HK' }),
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

  it('sends no quote token to hosts without hz, and no user headers for a visitor without a session', async () => {
    api = await startApi();
    const context = api.context();
    const known = await requestApi({ request: await requestTo('https://www.example.com/en'), context, lang: 'en', user });
    const unknown = await requestApi({ request: await requestTo('https://hz.example.com/en', false), context, lang: 'en' });
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

  it('sends X-Uid with every call of a request with a session, the user asked once for all its loaders', async () => {
    api = await startApi();
    const context = api.context();
    const request = await requestTo('https://hz.example.com/en/chair-detail/3');
    const [page, frame] = await Promise.all([requestApi({ request, context, lang: 'en' }), requestApi({ request, context, lang: 'en' })]);
    await Promise.all([page.configManager.ipInfo(), frame.configManager.ipInfo()]);
    expect(api.callsTo(CURRENT_USER)).toHaveLength(1);
    expect(api.callsTo(IP_INFO).map((call) => [call.headers['x-uid'], call.headers['x-quotestoken']])).toEqual([
      [user.uuid, 'quote-token-3e9d'],
      [user.uuid, 'quote-token-3e9d'],
    ]);
  });

  it('leaves X-Uid out when the session is refused, and asks nothing more of a visitor without one', async () => {
    api = await startApi(refusal(300101, 'token invalid'));
    const refused = await requestApi({ request: await requestTo('http://localhost:3000/en'), context: api.context(), lang: 'en' });
    const visitor = await requestApi({ request: await requestTo('http://localhost:3000/en', false), context: api.context(), lang: 'en' });
    await Promise.all([refused.configManager.ipInfo(), visitor.configManager.ipInfo()]);
    expect(api.callsTo(CURRENT_USER)).toHaveLength(1);
    expect(api.callsTo(IP_INFO).map((call) => call.headers['x-uid'])).toEqual([undefined, undefined]);
  });

  it('rejects a signed-in page whose session the API refuses, with the 300101 envelope', async () => {
    api = await startApi(refusal(300101, 'token invalid'));
    const args = { request: await requestTo('http://localhost:3000/en/sta-login'), context: api.context(), lang: 'en' as const };
    await expect(requestUserApi(args)).rejects.toMatchObject({ code: 300101 });
  });
});

describe('requestApi over the shared axios instances', () => {
  let api: StubApi;
  afterEach(() => api.close());

  it('sends each of two parallel requests its own session, IP and language', async () => {
    api = await startStubApi((call) => (call.path === IP_INFO ? ok({ result: 'HK', ip: String(call.headers['x-forwarded-for']) }) : undefined));
    const env = parseSiteEnv('hk', { API_URL: api.url });
    const contextOf = (clientIp: string): AppLoadContext => ({ env, site: district, clientIp, cspNonce: 'n', sitemapPages: [], regionOfIp: async () => 'HK' });
    const visitor = async (token: string, clientIp: string, lang: 'en' | 'zh-cn') =>
      requestApi({ request: new Request(`http://localhost:3000/${lang}`, { headers: { Cookie: await sessionCookieHeader(token) } }), context: contextOf(clientIp), lang });
    const [alice, bob] = await Promise.all([visitor('al1ceS3ss10nT0k3n-000000001', '203.0.113.1', 'en'), visitor('b0bS3ss10nT0k3n-0000000002', '198.51.100.2', 'zh-cn')]);
    await Promise.all([alice.configManager.ipInfo(), bob.configManager.ipInfo()]);

    const seen = api.calls.map(({ path, headers }) => [path, headers.authorization, headers['x-forwarded-for'], headers['x-lang']]);
    expect(seen).toHaveLength(4);
    expect(seen).toEqual(
      expect.arrayContaining([
        [IP_INFO, 'al1ceS3ss10nT0k3n-000000001', '203.0.113.1', '3'],
        [IP_INFO, 'b0bS3ss10nT0k3n-0000000002', '198.51.100.2', '1'],
        [CURRENT_USER, 'al1ceS3ss10nT0k3n-000000001', '203.0.113.1', '3'],
        [CURRENT_USER, 'b0bS3ss10nT0k3n-0000000002', '198.51.100.2', '1'],
      ]),
    );
  });
});

describe('shared content (the same for every visitor)', () => {
  const PAGE_TEXT = '/official-website-config/api/v1/page-text';
  let api: StubApi;
  beforeEach(() => clearSharedContent());
  afterEach(() => api.close());

  const startContentApi = async (
    answer: (call: StubApiCall) => StubAnswer | undefined = (call) => ok({ page: call.query.get('page'), contentI18n: { lang: String(call.headers['x-lang']) } }),
  ) => {
    api = await startStubApi(answer);
    const env = parseSiteEnv('hk', { API_URL: api.url });
    return async ({ lang = 'en', token, userAgent }: { lang?: 'en' | 'zh-hk'; token?: string; userAgent?: string } = {}) => {
      const headers: Record<string, string> = {};
      if (token) headers.Cookie = await sessionCookieHeader(token);
      if (userAgent) headers['User-Agent'] = userAgent;
      const context: AppLoadContext = { env, site: district, clientIp: '203.0.113.9', cspNonce: 'n', sitemapPages: [], regionOfIp: async () => 'HK' };
      return requestApi({ request: new Request(`http://localhost:3000/${lang}`, { headers }), context, lang });
    };
  };

  it('asks the API once for visitors of the same language, without any visitor’s token or IP', async () => {
    const visitor = await startContentApi();
    const answers = await Promise.all([
      (await visitor({ token: 'al1ceS3ss10nT0k3n-000000001' })).content.pageText({ page: 'home' }),
      (await visitor({ token: 'b0bS3ss10nT0k3n-0000000002' })).content.pageText({ page: 'home' }),
      (await visitor()).content.pageText({ page: 'home' }),
    ]);
    expect(answers).toEqual([0, 1, 2].map(() => ({ page: 'home', contentI18n: { lang: '3' } })));
    expect(api.callsTo(PAGE_TEXT)).toHaveLength(1);
    expect(api.callsTo(PAGE_TEXT)[0].headers).not.toHaveProperty('authorization');
    expect(api.callsTo(PAGE_TEXT)[0].headers).not.toHaveProperty('x-forwarded-for');
  });

  it('keeps each language, terminal and page apart', async () => {
    const visitor = await startContentApi();
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const [en, zhHk, enPhone, enBlog] = await Promise.all([
      (await visitor({ lang: 'en' })).content.pageText({ page: 'home' }),
      (await visitor({ lang: 'zh-hk' })).content.pageText({ page: 'home' }),
      (await visitor({ lang: 'en', userAgent: phone })).content.pageText({ page: 'home' }),
      (await visitor({ lang: 'en' })).content.pageText({ page: 'blog' }),
    ]);
    expect([en.contentI18n.lang, zhHk.contentI18n.lang, enPhone.contentI18n.lang, enBlog.page]).toEqual(['3', '2', '3', 'blog']);
    expect(api.callsTo(PAGE_TEXT).map((call) => [call.query.get('page'), call.headers['x-lang'], call.headers['x-terminal']])).toEqual(
      expect.arrayContaining([
        ['home', '3', '1'],
        ['home', '2', '1'],
        ['home', '3', '2'],
        ['blog', '3', '1'],
      ]),
    );
    expect(api.callsTo(PAGE_TEXT)).toHaveLength(4);
  });

  const mealPlanDetailAnswer = (id: string | null) => ({ id: Number(id), name: `Plan ${id}`, tagline: '', summary: '', isDefault: false, highlights: [], tables: [], notes: [] });
  const productDetailAnswer = (slug: string | null) => ({ slug: String(slug), title: 'HK stocks', summary: '', highlights: [], features: [], faq: [], riskNote: '' });

  it('keeps fee plans’ fee tables and product details, each plan and product apart', async () => {
    const visitor = await startContentApi((call) =>
      call.path.endsWith('/meal-plan-detail') ? ok(mealPlanDetailAnswer(call.query.get('id'))) : call.path.endsWith('/product-detail') ? ok(productDetailAnswer(call.query.get('slug'))) : undefined,
    );
    for (let round = 0; round < 2; round += 1) {
      const client = await visitor({ token: `v1s1t0rS3ss10nT0k3n-00000000${round}` });
      await Promise.all([client.content.mealPlanDetail({ id: 2 }), client.content.mealPlanDetail({ id: 3 }), client.content.productDetail({ slug: 'hk-stocks' })]);
    }
    expect(api.callsTo('/official-website-config/api/v1/meal-plan-detail').map((call) => call.query.get('id')).sort()).toEqual(['2', '3']);
    expect(api.callsTo('/official-website-config/api/v1/product-detail')).toHaveLength(1);
  });

  it('shares exactly the calls their contract marks shareable: fee plans once, talk lists (seats left) per visitor', async () => {
    const CHAIR_LIST = '/official-website-config/api/v1/chair-list';
    const PLANS = '/official-website-config/api/v1/meal-plan-details';
    expect(serviceEndpoints.content.mealPlanDetails.shareable).toBe(true);
    expect('shareable' in serviceEndpoints.officialWebsiteConfig.chairList).toBe(false);
    const visitor = await startContentApi((call) =>
      call.path === PLANS ? ok({ list: [mealPlanDetailAnswer('1')], total: 1 }) : call.path === CHAIR_LIST ? ok({ list: [], total: 0, tags: [] }) : undefined,
    );
    for (let round = 0; round < 3; round += 1) {
      const client = await visitor();
      await Promise.all([client.content.mealPlanDetails(), client.officialWebsiteConfig.chairList({ status: 'upcoming', offset: '0', limit: '3' })]);
    }
    expect(api.callsTo(PLANS)).toHaveLength(1);
    expect(api.callsTo(CHAIR_LIST)).toHaveLength(3);
  });

  it('merges identical list calls in flight (a burst on one page of a grown list asks once), each page apart', async () => {
    const MEDIA_LIST = '/official-website-config/api/v1/media-list';
    const visitor = await startContentApi((call) => (call.path === MEDIA_LIST ? ok({ list: [], total: Number(call.query.get('offset')) }) : undefined));
    const clients = await Promise.all([visitor({ token: 'al1ceS3ss10nT0k3n-000000001' }), visitor({ token: 'b0bS3ss10nT0k3n-0000000002' }), visitor()]);
    const answers = await Promise.all([...clients.map((client) => client.content.mediaList({ offset: 990, limit: 10 })), clients[0].content.mediaList({ offset: 1000, limit: 10 })]);
    expect(answers.map((answer) => answer.total)).toEqual([990, 990, 990, 1000]);
    expect(api.callsTo(MEDIA_LIST).map((call) => call.query.get('offset')).sort()).toEqual(['1000', '990']);
  });

  it('does not keep a failure: the next visitor asks again', async () => {
    let failing = true;
    const visitor = await startContentApi((call) => (failing ? refusal(900, 'request failed!') : ok({ page: call.query.get('page'), contentI18n: {} })));
    await expect((await visitor()).content.pageText({ page: 'home' })).rejects.toMatchObject({ code: 900 });
    failing = false;
    await expect((await visitor()).content.pageText({ page: 'home' })).resolves.toEqual({ page: 'home', contentI18n: {} });
    expect(api.callsTo(PAGE_TEXT)).toHaveLength(2);
  });

  it('sends a call with its own headers (a preview token) as that visitor’s, never from the cache', async () => {
    const visitor = await startContentApi();
    const client = await visitor({ token: 'al1ceS3ss10nT0k3n-000000001' });
    await client.content.pageText({ page: 'home' });
    await client.content.pageText({ page: 'home' }, { headers: { 'X-Preview-Token': 'p' } });
    expect(api.callsTo(PAGE_TEXT).map((call) => [call.headers.authorization, call.headers['x-preview-token']])).toEqual([
      [undefined, undefined],
      ['al1ceS3ss10nT0k3n-000000001', 'p'],
    ]);
  });
});
