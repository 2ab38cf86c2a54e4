import { PersonalCentreRoute, personalCentreHandle, personalCentreMeta } from '@brokerage/account-pages';
import { district as hk } from '@brokerage/hk-district';
import { logger, sitemapLoaderWith } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, refusal, sampleUser, sessionCookieHeader, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswer } from '@brokerage/site-server/testing';
import { personalCentreHeaders, personalCentreLoader } from './personal-centre.loader';

const TOKEN = 'Zr8pQ2vX5kL9mN3bT7wY1cF4hJ6gD0sA';
/** An applicant whose account is under review. */
const user = sampleUser({
  nickname: 'Wong Siu Ming',
  areaCode: '852',
  phoneNumber: '61234567',
  email: 'sm.wong@example.com',
  authUser: false,
  authUserAuditStatus: 1,
  authUserIsSubmitRecord: true,
  guideAccountFlag: true,
  // The Open API feature switched on (grayStatusBit), so the page offers the application.
  grayStatusBit: '1000000000',
});

// The slice mounted as the Hong Kong app mounts it.
const routes: InProcessRoute[] = [
  siteRootRoute(hk),
  langRoute(hk),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <h1>Home</h1> } },
  {
    id: 'routes/$lang.sta-login._index',
    parentId: 'routes/$lang',
    path: 'sta-login',
    index: true,
    module: { loader: personalCentreLoader, headers: personalCentreHeaders, handle: personalCentreHandle, meta: personalCentreMeta, default: PersonalCentreRoute },
  },
  { id: 'routes/sitemap[.]xml', parentId: 'root', path: 'sitemap.xml', module: { loader: sitemapLoaderWith(async () => []) } },
];

const CURRENT_USER = '/user-server/api/get-current-user/v1';
const MY_REGISTRATIONS = '/official-website-config/api/v1/my-registrations';
const OPEN_API_INFO = '/user-server/web/user-info-for-open-api-apply/v1';
const PACKAGES = '/user-server/web/quote-packages/v1';

/**
 * A broker API stand-in: the frame's calls fail (the frame falls back), get-current-user answers as
 * told (an envelope or a dropped connection), my-registrations too (none: a failure).
 */
const startApi = async (currentUser: StubAnswer, registrations?: StubAnswer, others: Record<string, StubAnswer> = {}) => {
  const api = await startStubApi({ [CURRENT_USER]: currentUser, ...(registrations ? { [MY_REGISTRATIONS]: registrations } : {}), ...others });
  return {
    ...api,
    visit: createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } }),
    currentUserCalls: () => api.callsTo(CURRENT_USER),
  };
};

const withSession = async () => ({ headers: { Cookie: await sessionCookieHeader(TOKEN) } });

describe('personal centre (sta-login)', () => {
  let errorLog: jest.SpyInstance;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api?.close();
    api = undefined;
  });

  it('shows the signed-in user a summary from get-current-user, sent with the session token', async () => {
    api = await startApi(ok(user));
    const response = await api.visit('/en/sta-login', await withSession());
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(html).toContain('<title>Personal Centre</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Welcome back, Wong Siu Ming');
    expect(html).toContain('+852 ****4567');
    expect(html).toContain('sm.wong@example.com');
    expect(html).toContain('Your account application is under review');
    expect(html).toContain('href="/en/apply-api/personal"');
    expect(html).toContain('href="/en/open-api"');
    // The frame (root loader) and the page share one get-current-user call.
    expect(api.currentUserCalls()).toHaveLength(1);
    expect(api.currentUserCalls()[0].headers).toMatchObject({ authorization: TOKEN, 'x-lang': '3', 'x-type': '2' });
  });

  it('shows a visitor the invitation to log in without asking the API who they are', async () => {
    api = await startApi(ok(user));
    const response = await api.visit('/zh-hk/sta-login');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(html).toContain('<html lang="zh-HK">');
    expect(html).toContain('登入後即可查看您的帳戶資料');
    expect(html).not.toContain('Wong Siu Ming');
    expect(api.currentUserCalls()).toHaveLength(0);
  });

  it('treats a session the API rejects (300101) as a visitor and clears its cookie', async () => {
    api = await startApi(refusal(300101, 'token invalid'));
    const response = await api.visit('/en/sta-login', await withSession());
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0;/);
    expect(html).toContain('Log in to see your account details');
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('says the details are unavailable when the API cannot answer, and logs it', async () => {
    api = await startApi('hang-up');
    const html = await (await api.visit('/zh-cn/sta-login', await withSession())).text();
    expect(html).toContain('暂时无法加载您的账户资料');
    expect(errorLog).toHaveBeenCalledWith('Account page sta-login: the data could not be loaded', expect.objectContaining({ district: 'hk', lang: 'zh-cn' }));
  });

  it('keeps the personal centre out of the sitemap', async () => {
    api = await startApi(ok(user));
    const xml = await (await api.visit('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/en</loc>');
    expect(xml).not.toContain('sta-login');
  });

  it("lists the user's talk bookings and event registrations from my-registrations, sent with the session and X-Uid", async () => {
    const booking = {
      kind: 'talk',
      registrationId: 'r1',
      id: 302,
      title: 'Hong Kong IPO masterclass',
      startAt: '2026-12-03T11:00:00.000Z',
      endAt: '2026-12-03T12:30:00.000Z',
      format: 'offline',
      location: 'Tsim Sha Tsui Branch',
      status: 'upcoming',
      name: 'Wong Siu Ming',
      areaCode: '852',
      phoneNumber: '61234567',
      email: null,
      registeredAt: '2026-11-20T02:00:00.000Z',
    };
    api = await startApi(ok(user), ok({ list: [booking], total: 1 }));
    const html = await (await api.visit('/en/sta-login', await withSession())).text();
    expect(html).toContain('My talks and events');
    expect(html).toContain('href="/en/chair/detail/302"');
    expect(html).toContain('03 Dec 2026');
    expect(html).toContain('19:00–20:30');
    expect(html).toContain('Tsim Sha Tsui Branch');
    const [call] = api.callsTo(MY_REGISTRATIONS);
    expect(call.headers).toMatchObject({ authorization: TOKEN, 'x-uid': user.uuid });
  });

  it('still shows the page when the bookings cannot be listed, saying so (logged)', async () => {
    api = await startApi(ok(user), refusal(100500, 'down'));
    const html = await (await api.visit('/en/sta-login', await withSession())).text();
    expect(html).toContain('Welcome back, Wong Siu Ming');
    expect(html).toContain('Your bookings cannot be shown just now.');
    expect(errorLog).toHaveBeenCalledWith('Personal centre: the bookings could not be loaded', expect.anything());
  });

  it('shows the Open API application and, for users with the feature, the quote packages, asked with the session', async () => {
    const investor = { ...user, grayStatusBit: '1010000000' };
    api = await startApi(ok(investor), ok({ list: [], total: 0 }), {
      [OPEN_API_INFO]: ok({ uuid: user.uuid, name: null, areaCode: '852', phoneNumber: '61234567', email: '', authUser: false, accountType: 'personal', application: { uuid: 'a1', type: 'personal', status: 'submitted', updatedAt: '2026-11-19T17:00:00.000Z' } }),
      [PACKAGES]: ok({ list: [{ id: 1, serviceId: 1, name: 'HK stocks Level 2', market: 'hk', startsAt: '2026-11-01T00:00:00.000Z', expiresAt: '2026-12-01T00:00:00.000Z', status: 'active', autoRenew: true }] }),
    });
    const html = await (await api.visit('/en/sta-login', await withSession())).text();
    expect(html).toContain('Application submitted on 20 Nov 2026, under review.');
    expect(html).toContain('href="/en/sta-login/api"');
    expect(html).toContain('1 active package');
    expect(html).toContain('HK stocks Level 2');
    expect(api.callsTo(PACKAGES)[0].headers).toMatchObject({ authorization: TOKEN });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('does not ask for the quote packages of a user without the feature', async () => {
    api = await startApi(ok(user), ok({ list: [], total: 0 }));
    const html = await (await api.visit('/en/sta-login', await withSession())).text();
    expect(api.callsTo(PACKAGES)).toHaveLength(0);
    expect(html).not.toContain('Quote packages</h2>');
  });

  it('keeps the dashboard when one panel cannot be loaded, saying so in that panel (logged)', async () => {
    api = await startApi(ok(user), ok({ list: [], total: 0 }), { [OPEN_API_INFO]: 'hang-up' });
    const html = await (await api.visit('/en/sta-login', await withSession())).text();
    expect(html).toContain('Welcome back, Wong Siu Ming');
    expect(html).toContain('This cannot be shown just now.');
    expect(errorLog).toHaveBeenCalledWith('Personal centre: the Open API application could not be loaded', expect.anything());
  });
});
