import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { appSessionAction, type AppSessionAnswer } from './app-session';
import { logger } from '../logger';
import { createInProcessSite, ok, refusal, sampleUser, sessionCookieHeader, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswer } from '../testing';

const SITE_TOKEN = 'S1t3S3ss10n-0a1b2c3d4e5f6a7b';
const APP_TOKEN = 'AppUs3rT0k3n-9f8e7d6c5b4a3928';
const CURRENT_USER = '/user-server/api/get-current-user/v1';
const appUser = sampleUser({ nickname: 'Wong Siu Ming' });

const COMPANY_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 HarbourfrontApp/5.2.0';
const PHONE_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ORIGINS = { hk: 'http://localhost:3000', mainland: 'http://localhost:3001' };

const routesOf = (site: DistrictConfig): InProcessRoute[] => [
  siteRootRoute(site),
  // As the apps mount it: `{base}/app-session`, beside `{base}/logout`.
  { id: 'routes/app-session', parentId: 'root', path: [site.basePath.slice(1), 'app-session'].filter(Boolean).join('/'), module: { action: appSessionAction } },
];

const startSite = async (site: DistrictConfig, currentUser: StubAnswer = ok(appUser)) => {
  const api = await startStubApi({ [CURRENT_USER]: currentUser });
  return { api, visit: createInProcessSite({ site, routes: routesOf(site), environment: { API_URL: api.url } }) };
};

type Site = Awaited<ReturnType<typeof startSite>>;

interface Post {
  token?: string | null;
  cookie?: string | null;
  userAgent?: string;
  origin?: string;
  method?: string;
}

/** What the frame's sync posts from a page of the site: the app's token as a form field. */
const post = async ({ visit }: Site, site: DistrictConfig, { token = APP_TOKEN, cookie = SITE_TOKEN, userAgent = COMPANY_APP, origin = ORIGINS[site.district], method = 'POST' }: Post = {}) => {
  const body = new URLSearchParams(token === null ? {} : { userToken: token });
  const headers: Record<string, string> = { 'User-Agent': userAgent, Origin: origin, Referer: `${ORIGINS[site.district]}${site.basePath}/en/promotion-and-activities` };
  if (cookie) headers.Cookie = await sessionCookieHeader(cookie);
  const response = await visit(`${site.basePath}/app-session`, { method, headers, body });
  return response;
};

const answerOf = async (response: Response): Promise<AppSessionAnswer> => (await response.json()) as AppSessionAnswer;

describe.each([hk, mainland])('app session swap on the $district site', (site) => {
  let running: Site;
  afterEach(async () => {
    jest.restoreAllMocks();
    await running.api.close();
  });

  it('replaces a different site session with the app user’s, after the API accepted the token', async () => {
    running = await startSite(site);
    const response = await post(running, site);
    expect(response.status).toBe(200);
    expect(await answerOf(response)).toEqual({ replaced: true, outcome: 'replaced' });
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie.split(';')[0]).toBe(await sessionCookieHeader(APP_TOKEN));
    expect(cookie).toMatch(/HttpOnly/);
    expect(running.api.callsTo(CURRENT_USER)[0].headers).toMatchObject({ authorization: APP_TOKEN, 'x-lang': '3' });
  });

  it('gives a visitor without a session the app user’s session', async () => {
    running = await startSite(site);
    const response = await post(running, site, { cookie: null });
    expect(await answerOf(response)).toEqual({ replaced: true, outcome: 'replaced' });
    expect(response.headers.get('Set-Cookie')).toContain(`session=`);
  });

  it('leaves the session alone, without asking the API, when it already is the app’s', async () => {
    running = await startSite(site);
    const response = await post(running, site, { cookie: APP_TOKEN });
    expect(await answerOf(response)).toEqual({ replaced: false, outcome: 'same-session' });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(running.api.calls).toHaveLength(0);
  });

  it('keeps the site session when the API refuses the app token (300101)', async () => {
    running = await startSite(site, refusal(300101, 'token invalid'));
    const response = await post(running, site);
    expect(response.status).toBe(401);
    expect(await answerOf(response)).toEqual({ replaced: false, outcome: 'token-rejected' });
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('keeps the site session and logs it when the API cannot be asked', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    running = await startSite(site, 'hang-up');
    const response = await post(running, site);
    expect(response.status).toBe(502);
    expect(await answerOf(response)).toEqual({ replaced: false, outcome: 'api-unavailable' });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(warn).toHaveBeenCalledWith('The app user could not be checked with the API; the site session stays as it is', expect.objectContaining({ district: site.district }));
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['a token with characters the API never issues', 'abc<script>alert(1)</script>defgh'],
  ])('refuses %s without asking the API', async (_case, token) => {
    running = await startSite(site);
    const response = await post(running, site, { token });
    expect(response.status).toBe(400);
    expect(await answerOf(response)).toEqual({ replaced: false, outcome: 'invalid-token' });
    expect(running.api.calls).toHaveLength(0);
  });

  it('refuses a post from a browser outside the company app', async () => {
    running = await startSite(site);
    const response = await post(running, site, { userAgent: PHONE_BROWSER });
    expect(response.status).toBe(403);
    expect(await answerOf(response)).toEqual({ replaced: false, outcome: 'not-in-app' });
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('refuses a post from another site (CSRF), before anything else', async () => {
    running = await startSite(site);
    const response = await post(running, site, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(running.api.calls).toHaveLength(0);
  });

  it('answers only posts', async () => {
    running = await startSite(site);
    const response = await post(running, site, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(running.api.calls).toHaveLength(0);
  });
});
