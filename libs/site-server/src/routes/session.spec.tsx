import type { AppLoadContext } from '@remix-run/node';
import { district as hk } from '@brokerage/hk-district';
import { parseSiteEnv } from '../env';
import { logoutAction } from './loaders';
import { logger } from '../logger';
import { requestApi } from '../api/request-api';
import { loadShellState } from './shell';
import { createInProcessSite, langRoute, ok, refusal, requestFailed, sampleUser, sessionCookieHeader, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswer } from '../testing';

const TOKEN = 'S3ss10nT0k3n-2b4d6f8h0j2l4n6p';
const user = sampleUser({ nickname: 'Cheung Hoi Yan' });

const CURRENT_USER = '/user-server/api/get-current-user/v1';
const LOGOUT = '/user-server/web/logout/v1';

const routes: InProcessRoute[] = [
  siteRootRoute(hk),
  langRoute(hk),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <h1>Home</h1> } },
  { id: 'routes/logout', parentId: 'root', path: 'logout', module: { action: logoutAction } },
];

/** How the API answers get-current-user and logout: an envelope, or a dropped connection. */
interface Answers {
  currentUser?: StubAnswer;
  logout?: StubAnswer;
}

/** A broker API stand-in; the frame's other calls answer 900 (the frame falls back). */
const startApi = async ({ currentUser = ok(user), logout = ok(null) }: Answers = {}) => {
  const api = await startStubApi({ [CURRENT_USER]: currentUser, [LOGOUT]: logout });
  const environment = { API_URL: api.url };
  return {
    ...api,
    visit: createInProcessSite({ site: hk, routes, environment }),
    context: (): AppLoadContext => ({ env: parseSiteEnv('hk', environment), site: hk, clientIp: '203.0.113.7', cspNonce: 'n', sitemapPages: [], regionOfIp: async () => 'HK' }),
  };
};

type Api = Awaited<ReturnType<typeof startApi>>;

const sessionCookie = () => sessionCookieHeader(TOKEN);
const CLEARED = /^session=; Max-Age=0;.*HttpOnly/;
/** An Android phone's webview of the company app (marker `HarbourfrontApp/`). */
const COMPANY_APP_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36 HarbourfrontApp/5.2.0';

describe('the session on every page (root loader)', () => {
  let api: Api;
  beforeEach(() => jest.spyOn(logger, 'warn').mockImplementation(() => undefined));
  afterEach(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  it('keeps the session and shows the user when get-current-user answers', async () => {
    api = await startApi();
    const response = await api.visit('/en', { headers: { Cookie: await sessionCookie() } });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await response.text()).toContain('Cheung Hoi Yan');
  });

  it.each([
    ['token invalid (300101)', refusal(300101, 'token invalid')],
    ['another error code', requestFailed()],
    ['an answer outside the contract', ok({ uuid: user.uuid })],
    ['no answer at all', 'hang-up' as const],
  ])('clears the session when get-current-user fails with %s (spec 8)', async (_case, currentUser) => {
    api = await startApi({ currentUser });
    const response = await api.visit('/en', { headers: { Cookie: await sessionCookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
    expect(await response.text()).not.toContain('Cheung Hoi Yan');
  });

  it.each([
    [300101, true],
    [900, false],
  ])('opens the token-error dialog only for 300101 (answer %i)', async (code, dialog) => {
    api = await startApi({ currentUser: refusal(code, 'refused') });
    const request = new Request('http://localhost:3000/en', { headers: { Cookie: await sessionCookie() } });
    const context = api.context();
    const { shell, tokenRejected } = await loadShellState({ request, context, lang: 'en', api: await requestApi({ request, context, lang: 'en' }), hasSession: true });
    expect({ tokenRejected, dialog: shell.showTokenErrorDialog, user: shell.user }).toEqual({ tokenRejected: true, dialog, user: null });
  });

  it('leaves a visitor without a session alone', async () => {
    api = await startApi({ currentUser: 'hang-up' });
    const response = await api.visit('/en');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(api.callsTo(CURRENT_USER)).toHaveLength(0);
  });
});

describe('logout action', () => {
  let api: Api;
  let warnLog: jest.SpyInstance;
  beforeEach(() => {
    warnLog = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  /** What the frame's fetcher sends (single fetch), from a page of the site. */
  const logout = async (headers: Record<string, string> = {}, method = 'POST') =>
    api.visit('/logout.data', { method, headers: { Origin: 'http://localhost:3000', Cookie: await sessionCookie(), Referer: 'http://localhost:3000/zh-cn/charges', ...headers } });

  it('ends the session at the API in the page’s language and clears the cookie', async () => {
    api = await startApi();
    const response = await logout();
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
    expect(api.callsTo(LOGOUT)[0].headers).toMatchObject({ authorization: TOKEN, 'x-lang': '1' });
  });

  it.each([
    ['refuses', requestFailed()],
    ['cannot be reached', 'hang-up' as const],
  ])('clears the cookie even when the API %s, and logs it', async (_case, answer) => {
    api = await startApi({ logout: answer });
    const response = await logout();
    expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
    expect(warnLog).toHaveBeenCalledWith('Logout at the API failed; the session cookie is cleared anyway', expect.objectContaining({ district: 'hk' }));
  });

  it('clears the cookie without calling the API when there is no session', async () => {
    api = await startApi();
    const response = await logout({ Cookie: '' });
    expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
    expect(api.callsTo(LOGOUT)).toHaveLength(0);
  });

  it('inside the company app clears the cookie but leaves the app’s session at the API alone', async () => {
    api = await startApi();
    const response = await logout({ 'User-Agent': COMPANY_APP_USER_AGENT });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
    expect(api.callsTo(LOGOUT)).toHaveLength(0);
  });

  it.each([
    ['the page it came from', 'http://localhost:3000/zh-cn/charges?plan=2', '/zh-cn/charges?plan=2'],
    ['home for a path that would leave the site', 'http://localhost:3000//evil.example/x', '/zh-hk'],
    ['home for another site', 'https://evil.example/zh-cn/charges', '/zh-hk'],
  ])('sends a logout posted without JavaScript to %s', async (_case, referer, location) => {
    api = await startApi();
    const response = await api.visit('/logout', {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'http://localhost:3000', 'Sec-Fetch-Mode': 'navigate', Cookie: await sessionCookie(), Referer: referer },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(location);
    expect(response.headers.get('Set-Cookie')).toMatch(CLEARED);
  });

  it('refuses a logout posted from another site', async () => {
    api = await startApi();
    const response = await logout({ Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(api.callsTo(LOGOUT)).toHaveLength(0);
  });
});
