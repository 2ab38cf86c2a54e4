import { RegisterPage, type AuthResult } from '@brokerage/auth-panel';
import { decode } from 'turbo-stream';
import type { CountryArea } from '@brokerage/contracts';
import type { DistrictConfig } from '@brokerage/domain';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import { logger } from '@brokerage/site-server';
import {
  createInProcessSite,
  langRoute,
  ok,
  refusal,
  requestFailed,
  sampleUser,
  sessionCookieHeader,
  siteRootRoute,
  startStubApi,
  type InProcessRoute,
  type StubAnswer,
  type StubApi,
} from '@brokerage/site-server/testing';
import { authAction, authApiAction, authLoader } from './auth.action';

const TOKEN = 'N3wS3ss10nT0k3n-4f8a1c2e9b7d6a5c';
const RSA_KEY = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n-----END PUBLIC KEY-----';
/** What the panel posts for a password or e-mail: base64 RSA-OAEP ciphertext. */
const CIPHERTEXT = 'c2VjcmV0LWNpcGhlcnRleHQtZm9yLXRoZS1hcGk/K2Jhc2U2NA==';
const user = sampleUser({ nickname: 'Lee Ka Yan', avatar: 'https://cdn.example.com/avatars/7c4e.png' });
const area = (code: string, en: string, hkName: string, cn: string, iso: string): CountryArea => ({ area: code, value: `+${code}`, text: `+${code}`, en, hk: hkName, cn, iso });
const puzzle = {
  challengeId: 'challenge-0123456789abcdef',
  width: 320,
  height: 160,
  pieceSize: 48,
  pieceY: 52,
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
  pow: { algorithm: 'PBKDF2/SHA-256', nonce: 'a1', salt: 'b2', cost: 1000, keyLength: 32, keyPrefix: 'c3' },
};

const PATHS = {
  countryArea: '/config-manager/api/get-country-area/v1',
  commonConfig: '/user-api/query/common_config',
  checkPhone: '/user-server/web/check-phone/v2',
  sendPhoneCode: '/user-server/web/send-phone-captcha/v3',
  sendEmailCode: '/user-server/web/send-email-captcha/v1',
  sliderChallenge: '/user-api/captcha/slider/challenge/v1',
  sliderVerify: '/user-api/captcha/slider/verify/v1',
  smsLogin: '/user-server/web/web-register-login/v1',
  passwordLogin: '/user-server/web/login/v2',
  emailLogin: '/user-server/web/org-email-captcha-login/v1',
  currentUser: '/user-server/api/get-current-user/v1',
  logout: '/user-server/web/logout/v1',
} as const;

const DEFAULT_ANSWERS: Record<string, StubAnswer> = {
  [PATHS.countryArea]: ok({
    version: '2026-11-01',
    commonCountry: [area('86', 'Chinese Mainland', '中國內地', '中国大陆', 'CN'), area('852', 'Hong Kong, China', '中國香港', '中国香港', 'HK')],
    othersCountry: [area('61', 'Australia', '澳洲', '澳大利亚', 'AU')],
  }),
  [PATHS.commonConfig]: ok({ rsa_public_keys: [RSA_KEY] }),
  [PATHS.checkPhone]: ok({ registered: true }),
  [PATHS.sendPhoneCode]: ok({ captcha: '482913', expiresIn: 300, resendIn: 60 }),
  [PATHS.sendEmailCode]: ok({ captcha: '730516', expiresIn: 300, resendIn: 60 }),
  [PATHS.sliderChallenge]: ok(puzzle),
  [PATHS.sliderVerify]: ok({ captchaToken: 'slider-token-5f1e' }),
  [PATHS.smsLogin]: ok({ token: TOKEN, user, isNewUser: true }),
  [PATHS.passwordLogin]: ok({ token: TOKEN, user }),
  [PATHS.emailLogin]: ok({ token: TOKEN, user }),
  [PATHS.currentUser]: ok(user),
};

const routesOf = (site: DistrictConfig): InProcessRoute[] => [
  siteRootRoute(site),
  langRoute(site),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <h1>Home</h1> } },
  {
    id: 'routes/$lang.sta-regform.($data)',
    parentId: 'routes/$lang',
    path: 'sta-regform/:data?',
    module: { action: authAction, loader: authLoader, default: RegisterPage },
  },
  // The JSON endpoint the panel's script posts to (`{base}/{lang}/auth`), as the apps mount it.
  { id: 'routes/$lang.auth', parentId: 'routes/$lang', path: 'auth', module: { action: authApiAction } },
];

const ORIGINS = { hk: 'http://localhost:3000', mainland: 'http://localhost:3001' };

/** A broker API stand-in answering DEFAULT_ANSWERS but for `answers`; unknown calls (the frame's) answer 900. */
const startApi = (answers: Record<string, StubAnswer> = {}) => startStubApi({ ...DEFAULT_ANSWERS, ...answers });

interface SiteOptions {
  site?: DistrictConfig;
  environment?: Record<string, string>;
}

const siteFor = (api: StubApi, { site = hk, environment = {} }: SiteOptions = {}) =>
  createInProcessSite({ site, routes: routesOf(site), environment: { API_URL: api.url, ...environment } });

type Visit = ReturnType<typeof siteFor>;

/** What a Remix fetcher sends: a form post to the route's `.data` URL (single fetch), from the site's own pages. */
const fetcherPost = (visit: Visit, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  visit(`${path}.data`, {
    method: 'POST',
    headers: { Origin: ORIGINS.hk, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', 'Sec-Fetch-Mode': 'cors', Accept: '*/*', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** What a browser without JavaScript sends: the form posted as a page navigation. */
const documentPost = (visit: Visit, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  visit(path, {
    method: 'POST',
    headers: { Origin: ORIGINS.hk, 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** The action's answer to a single-fetch request, decoded as the browser's Remix runtime does. */
const actionResult = async (response: Response): Promise<AuthResult<Record<string, unknown>>> => {
  if (!response.body) throw new Error('The answer has no body');
  const decoded = await decode(response.body);
  await decoded.done;
  return (decoded.value as { data: AuthResult<Record<string, unknown>> }).data;
};

const cookieAttributes = (setCookie: string | null) => (setCookie ?? '').split('; ').slice(1).map((attribute) => attribute.toLowerCase());

const PHONE = { areaCode: '+852', phoneNumber: '5123 4567' };

const PRO_ORIGIN = 'https://www.example.com';
const PRO_ENVIRONMENT = { APP_ENV: 'pro', HK_SITE_URL: PRO_ORIGIN, MAINLAND_SITE_URL: 'https://cn.example.com' };

/** What the panel's fetch transport sends: a same-origin form post asking for JSON. */
const jsonPost = (visit: Visit, path: string, fields: Record<string, string>) =>
  visit(path, {
    method: 'POST',
    headers: { Origin: ORIGINS.hk, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', 'Sec-Fetch-Mode': 'cors', Accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });

describe('auth endpoint for the panel script (JSON)', () => {
  it('answers a login as JSON with the session cookie, and a refusal as JSON with its status', async () => {
    const api = await startApi();
    try {
      const visit = siteFor(api);
      const login = await jsonPost(visit, '/en/auth', { intent: 'login-sms', ...PHONE, captcha: '123456', jump: '/en/charges' });
      expect(login.status).toBe(200);
      expect(login.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(cookieAttributes(login.headers.get('Set-Cookie'))).toContain('httponly');
      await expect(login.json()).resolves.toMatchObject({ ok: true, redirectTo: '/en/charges' });

      const refused = await jsonPost(visit, '/en/auth', { intent: 'login-sms', ...PHONE, captcha: 'abc' });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('Set-Cookie')).toBeNull();
      await expect(refused.json()).resolves.toMatchObject({ ok: false });
    } finally {
      await api.close();
    }
  });
});

describe('auth action', () => {
  let api: StubApi;
  let errorLog: jest.SpyInstance;
  let warnLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    warnLog = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  describe('panel-config', () => {
    it('gives the API areas named in the page language, common codes first, and the RSA keys', async () => {
      api = await startApi();
      const response = await fetcherPost(siteFor(api), '/zh-hk/sta-regform', { intent: 'panel-config' });
      expect(response.status).toBe(200);
      expect(await actionResult(response)).toEqual({
        ok: true,
        areas: [
          { code: '86', name: '中國內地' },
          { code: '852', name: '中國香港' },
          { code: '61', name: '澳洲' },
        ],
        rsaPublicKeys: [RSA_KEY],
      });
      expect(api.callsTo(PATHS.commonConfig)[0].query.get('key')).toBe('rsa_public_keys');
      expect(api.callsTo(PATHS.countryArea)[0].headers).toMatchObject({ 'x-lang': '2', 'x-type': '2', 'x-dev-info': 'official-web', 'x-forwarded-for': '203.0.113.7' });
    });

    it('names Alibaba Cloud Captcha with its app key, scene and region when the site is configured for it, and nothing otherwise', async () => {
      api = await startApi();
      const aliyun = { CAPTCHA_PROVIDER: 'aliyun', CAPTCHA_APP_KEY: 'prefix01', CAPTCHA_SCENE: 'scene01', CAPTCHA_REGION: 'sgp' };
      const configured = await fetcherPost(siteFor(api, { environment: aliyun }), '/en/sta-regform', { intent: 'panel-config' });
      expect(await actionResult(configured)).toMatchObject({ ok: true, captcha: { provider: 'aliyun', prefix: 'prefix01', sceneId: 'scene01', region: 'sgp' } });
      const slider = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'panel-config' });
      expect(await actionResult(slider)).not.toHaveProperty('captcha');
    });

    it('falls back to the built-in areas and no keys when the API fails, and logs it', async () => {
      api = await startApi({ [PATHS.countryArea]: requestFailed(), [PATHS.commonConfig]: 'hang-up' });
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'panel-config' });
      expect(await actionResult(response)).toEqual({
        ok: true,
        areas: [
          { code: '86', name: 'Chinese Mainland' },
          { code: '852', name: 'Hong Kong, China' },
          { code: '853', name: 'Macao, China' },
          { code: '886', name: 'Taiwan, China' },
          { code: '65', name: 'Singapore' },
        ],
        rsaPublicKeys: [],
      });
      expect(warnLog).toHaveBeenCalledWith('Register/login panel config unavailable, using its fallback', expect.objectContaining({ source: 'countryAreas', lang: 'en' }));
      expect(warnLog).toHaveBeenCalledWith('Register/login panel config unavailable, using its fallback', expect.objectContaining({ source: 'rsaPublicKeys' }));
    });

    it('is the registration page’s loader data, so the form is complete without a round trip', async () => {
      api = await startApi();
      const html = await (await siteFor(api)('/zh-cn/sta-regform')).text();
      expect(html).toMatch(/<option value="86"[^>]*>\+86 中国大陆</);
      expect(html).toMatch(/<option value="61"[^>]*>\+61 澳大利亚</);
    });
  });

  describe('current-user', () => {
    it("gives the session's user as the panel shows it, verified or not", async () => {
      api = await startApi({ [PATHS.currentUser]: ok({ ...user, authUser: true }) });
      const response = await siteFor(api)('/en/auth', {
        method: 'POST',
        headers: { Origin: ORIGINS.hk, Cookie: await sessionCookieHeader(TOKEN), Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=current-user',
      });
      expect(await response.json()).toEqual({ ok: true, user: { nickname: 'Lee Ka Yan', avatar: 'https://cdn.example.com/avatars/7c4e.png', authUser: true } });
      expect(api.callsTo(PATHS.currentUser)[0].headers.authorization).toContain(TOKEN);
    });
  });

  describe('phone and e-mail codes', () => {
    it('check-phone asks the API with the normalised phone', async () => {
      api = await startApi({ [PATHS.checkPhone]: ok({ registered: false }) });
      const result = await actionResult(await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'check-phone', ...PHONE }));
      expect(result).toEqual({ ok: true, registered: false });
      const [call] = api.callsTo(PATHS.checkPhone);
      expect(Object.fromEntries(call.query)).toEqual({ areaCode: '852', phoneNumber: '51234567' });
    });

    it('send-phone-code sends type 106 and key 1, and returns the code outside production', async () => {
      api = await startApi();
      const result = await actionResult(await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'send-phone-code', ...PHONE }));
      expect(result).toEqual({ ok: true, captcha: '482913' });
      expect(api.callsTo(PATHS.sendPhoneCode)[0].body).toEqual({ areaCode: '852', phoneNumber: '51234567', type: 106, key: 1 });
    });

    it('send-phone-code passes key 2 and the slider token after the slider captcha', async () => {
      api = await startApi();
      await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'send-phone-code', ...PHONE, key: '2', graphCaptcha: 'slider-token-5f1e' });
      expect(api.callsTo(PATHS.sendPhoneCode)[0].body).toEqual({ areaCode: '852', phoneNumber: '51234567', type: 106, key: 2, graphCaptcha: 'slider-token-5f1e' });
    });

    it('send-phone-code gives the API’s code 400 and message, so the panel shows the slider', async () => {
      api = await startApi({ [PATHS.sendPhoneCode]: refusal(400, '請先完成滑塊驗證。') });
      const response = await fetcherPost(siteFor(api), '/zh-hk/sta-regform', { intent: 'send-phone-code', ...PHONE });
      expect(response.status).toBe(422);
      expect(await actionResult(response)).toEqual({ ok: false, code: 400, message: '請先完成滑塊驗證。' });
    });

    it('send-email-code passes the encrypted e-mail with type 106', async () => {
      api = await startApi();
      const result = await actionResult(await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'send-email-code', email: CIPHERTEXT }));
      expect(result).toEqual({ ok: true, captcha: '730516' });
      expect(api.callsTo(PATHS.sendEmailCode)[0].body).toEqual({ email: CIPHERTEXT, type: 106 });
    });

    it('send-email-code gives an organisation e-mail refusal (304001) with the API’s message', async () => {
      api = await startApi({ [PATHS.sendEmailCode]: refusal(304001, 'This e-mail is not registered as an organisation account.') });
      const result = await actionResult(await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'send-email-code', email: 'treasury@example.com' }));
      expect(result).toEqual({ ok: false, code: 304001, message: 'This e-mail is not registered as an organisation account.' });
    });

    it('never returns a sent code in production', async () => {
      api = await startApi();
      const visit = siteFor(api, { environment: PRO_ENVIRONMENT });
      const result = await actionResult(await fetcherPost(visit, '/en/sta-regform', { intent: 'send-phone-code', ...PHONE }, { Origin: PRO_ORIGIN }));
      expect(result).toEqual({ ok: true, captcha: null });
    });
  });

  describe('slider captcha', () => {
    it('slider-challenge gives the puzzle', async () => {
      api = await startApi();
      expect(await actionResult(await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'slider-challenge' }))).toEqual({ ok: true, puzzle });
    });

    it('slider-verify passes the answer with its trail and proof of work and gives the single-use token', async () => {
      api = await startApi();
      const answer = { intent: 'slider-verify', challengeId: puzzle.challengeId, x: '131.5', trail: '412,0,530,64.5,801,131.5', powCounter: '417', powKey: 'c3'.repeat(32) };
      expect(await actionResult(await fetcherPost(siteFor(api), '/en/sta-regform', answer))).toEqual({ ok: true, captchaToken: 'slider-token-5f1e' });
      expect(api.callsTo(PATHS.sliderVerify)[0].body).toEqual({
        challengeId: puzzle.challengeId,
        x: 131.5,
        trail: [
          [412, 0],
          [530, 64.5],
          [801, 131.5],
        ],
        pow: { counter: 417, derivedKey: 'c3'.repeat(32) },
      });
    });

    it('slider-verify gives a wrong answer’s refusal', async () => {
      api = await startApi({ [PATHS.sliderVerify]: refusal(300206, 'The slider verification failed or has expired. Please try again.') });
      const result = await actionResult(await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'slider-verify', challengeId: puzzle.challengeId, x: '12' }));
      expect(result).toEqual({ ok: false, code: 300206, message: 'The slider verification failed or has expired. Please try again.' });
    });

    it('slider-challenge says the request failed when the API cannot answer', async () => {
      api = await startApi({ [PATHS.sliderChallenge]: 'hang-up' });
      const response = await fetcherPost(siteFor(api), '/zh-cn/sta-regform', { intent: 'slider-challenge' });
      expect(response.status).toBe(503);
      expect(await actionResult(response)).toEqual({ ok: false, code: null, message: '请求失败！' });
    });
  });

  describe('logins', () => {
    it('login-sms registers with source 11, stores the session and answers the user, the jump and isNewUser', async () => {
      api = await startApi();
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', {
        intent: 'login-sms',
        ...PHONE,
        captcha: '482 913',
        inviteCode: 'HF2026',
        email: CIPHERTEXT,
        jump: '/en/charges?plan=2',
      });
      expect(response.status).toBe(200);
      expect(await actionResult(response)).toEqual({
        ok: true,
        user: { nickname: 'Lee Ka Yan', avatar: 'https://cdn.example.com/avatars/7c4e.png', authUser: user.authUser },
        redirectTo: '/en/charges?plan=2',
        isNewUser: true,
      });
      expect(api.callsTo(PATHS.smsLogin)[0].body).toEqual({ areaCode: '852', phoneNumber: '51234567', captcha: '482913', inviteCode: 'HF2026', email: CIPHERTEXT, source: 11 });
    });

    it('stores the session in an HttpOnly, SameSite=Lax cookie for 30 days, not Secure outside production', async () => {
      api = await startApi();
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '482913' });
      const setCookie = response.headers.get('Set-Cookie');
      expect(setCookie?.startsWith('session=')).toBe(true);
      expect(cookieAttributes(setCookie)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=2592000']));
      expect(cookieAttributes(setCookie)).not.toContain('secure');
    });

    it('makes the session cookie Secure and __Host- in production', async () => {
      api = await startApi();
      const visit = siteFor(api, { environment: PRO_ENVIRONMENT });
      const response = await fetcherPost(visit, '/en/sta-regform', { intent: 'login-password', ...PHONE, password: CIPHERTEXT }, { Origin: PRO_ORIGIN });
      const setCookie = response.headers.get('Set-Cookie');
      expect(setCookie?.startsWith('__Host-session=')).toBe(true);
      expect(cookieAttributes(setCookie)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'max-age=2592000']));
    });

    it('fetches the user with the new session and the user id, ignoring a cookie the visitor had before', async () => {
      api = await startApi();
      const earlierSession = await sessionCookieHeader('Ear1ierS3ss10nT0k3n-0a1b2c3d');
      await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '482913' }, { Cookie: earlierSession });
      const [call] = api.callsTo(PATHS.currentUser);
      expect(call.headers).toMatchObject({ authorization: TOKEN, 'x-uid': user.uuid, 'x-lang': '3' });
      // The quote token goes only with the main client's calls (spec 7), never with user-server calls.
      expect(call.headers['x-quotestoken']).toBeUndefined();
    });

    it('ends at the API the session a login replaces in the same browser, and only that one', async () => {
      api = await startApi({ [PATHS.logout]: ok(null) });
      const earlierToken = 'Ear1ierS3ss10nT0k3n-0a1b2c3d';
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '482913' }, { Cookie: await sessionCookieHeader(earlierToken) });
      expect(response.status).toBe(200);
      expect(api.callsTo(PATHS.logout).map((call) => call.headers.authorization)).toEqual([earlierToken]);
      // A first login has nothing to end.
      await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '482913' });
      expect(api.callsTo(PATHS.logout)).toHaveLength(1);
    });

    it('sends the registration attribution from the page’s query string, with its defaults', async () => {
      api = await startApi();
      const pageQuery = '?ICode=HF2026&gift-code=WELCOME88&shareId=s-42&bizId=b-7&activity-id=1203&rgdim_src=news&rgdim_medium=app&utm_source=ignored&register-ct=';
      await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '482913', pageQuery });
      const header = api.callsTo(PATHS.smsLogin)[0].headers['x-register-attribution'];
      expect(JSON.parse(String(header))).toEqual({
        'register-cid': 'usmart-hk',
        'register-ct': 1,
        'gift-code': 'WELCOME88',
        shareId: 's-42',
        bizId: 'b-7',
        'activity-id': '1203',
        rgdim_src: 'news',
        rgdim_medium: 'app',
      });
    });

    it('keeps a campaign’s own register-cid and register-ct, and defaults to the mainland channel there', async () => {
      api = await startApi();
      const visit = siteFor(api, { site: mainland });
      const headers = { Origin: ORIGINS.mainland };
      await fetcherPost(visit, '/mainland/zh-cn/sta-regform', { intent: 'login-sms', areaCode: '86', phoneNumber: '13812345678', captcha: '482913', pageQuery: 'register-cid=partner-9&register-ct=3' }, headers);
      await fetcherPost(visit, '/mainland/zh-cn/sta-regform', { intent: 'login-sms', areaCode: '86', phoneNumber: '13812345678', captcha: '482913' }, headers);
      const [campaign, plain] = api.callsTo(PATHS.smsLogin).map((call) => JSON.parse(String(call.headers['x-register-attribution'])) as object);
      expect(campaign).toEqual({ 'register-cid': 'partner-9', 'register-ct': 3 });
      expect(plain).toEqual({ 'register-cid': 'usmart-mainland', 'register-ct': 1 });
    });

    it('login-password sends the encrypted password and goes home for a jump off the site', async () => {
      api = await startApi();
      const response = await fetcherPost(siteFor(api), '/zh-hk/sta-regform', { intent: 'login-password', ...PHONE, password: CIPHERTEXT, jump: '//evil.example/zh-hk' });
      expect(await actionResult(response)).toEqual({ ok: true, user: { nickname: 'Lee Ka Yan', avatar: user.avatar, authUser: user.authUser }, redirectTo: '/zh-hk', isNewUser: false });
      expect(api.callsTo(PATHS.passwordLogin)[0].body).toEqual({ areaCode: '852', phoneNumber: '51234567', password: CIPHERTEXT });
    });

    it('login-password gives the API’s refusal (300705) and stores no session', async () => {
      api = await startApi({ [PATHS.passwordLogin]: refusal(300705, 'No login password is set in this account.') });
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-password', ...PHONE, password: CIPHERTEXT });
      expect(response.status).toBe(422);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(await actionResult(response)).toEqual({ ok: false, code: 300705, message: 'No login password is set in this account.' });
      expect(errorLog).not.toHaveBeenCalled();
    });

    it('login-email sends the code with captchaType 106', async () => {
      api = await startApi();
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-email', email: CIPHERTEXT, captcha: '730516', jump: '/en/institution' });
      expect(response.headers.get('Set-Cookie')).toMatch(/^session=/);
      expect(await actionResult(response)).toEqual({ ok: true, user: { nickname: 'Lee Ka Yan', avatar: user.avatar, authUser: user.authUser }, redirectTo: '/en/institution', isNewUser: false });
      expect(api.callsTo(PATHS.emailLogin)[0].body).toEqual({ email: CIPHERTEXT, captcha: '730516', captchaType: 106 });
    });

    it('login-email gives a wrong code’s refusal (304005)', async () => {
      api = await startApi({ [PATHS.emailLogin]: refusal(304005, '電郵驗證碼不正確或已過期。') });
      const result = await actionResult(await fetcherPost(siteFor(api), '/zh-hk/sta-regform', { intent: 'login-email', email: CIPHERTEXT, captcha: '000000' }));
      expect(result).toEqual({ ok: false, code: 304005, message: '電郵驗證碼不正確或已過期。' });
    });

    it('still logs in when the user cannot be fetched afterwards (user null)', async () => {
      api = await startApi({ [PATHS.currentUser]: requestFailed() });
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-password', ...PHONE, password: CIPHERTEXT });
      expect(response.headers.get('Set-Cookie')).toMatch(/^session=/);
      expect(await actionResult(response)).toEqual({ ok: true, user: null, redirectTo: '/en', isNewUser: false });
      expect(warnLog).toHaveBeenCalledWith('The user could not be fetched after a login', expect.objectContaining({ lang: 'en' }));
    });

    it('keeps the jump only to this site: the mainland site refuses a Hong Kong page', async () => {
      api = await startApi();
      const visit = siteFor(api, { site: mainland });
      const post = (jump: string) =>
        fetcherPost(visit, '/mainland/en/sta-regform', { intent: 'login-password', areaCode: '86', phoneNumber: '13812345678', password: CIPHERTEXT, jump }, { Origin: ORIGINS.mainland });
      expect(await actionResult(await post('/zh-hk/charges'))).toMatchObject({ redirectTo: '/mainland/en' });
      expect(await actionResult(await post('/mainland/zh-cn/charges'))).toMatchObject({ redirectTo: '/mainland/zh-cn/charges' });
    });
  });

  describe('failures', () => {
    it.each([
      [800, 'zh-hk', '請求失敗！'],
      [900, 'zh-cn', '请求失败！'],
      [900, 'en', 'request failed!'],
    ])('says the request failed for code %i (%s), as spec 8 asks', async (code, lang, message) => {
      api = await startApi({ [PATHS.sendPhoneCode]: refusal(code, 'upstream timeout at sms-gateway') });
      const response = await fetcherPost(siteFor(api), `/${lang}/sta-regform`, { intent: 'send-phone-code', ...PHONE });
      expect(response.status).toBe(503);
      expect(await actionResult(response)).toEqual({ ok: false, code, message });
    });

    it('says error！ in the page language when a refusal has no message', async () => {
      api = await startApi({ [PATHS.smsLogin]: refusal(300201, '') });
      const result = await actionResult(await fetcherPost(siteFor(api), '/zh-hk/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '111111' }));
      expect(result).toEqual({ ok: false, code: 300201, message: '錯誤！' });
    });

    it('answers code null when the API cannot be reached, logs it and shows nothing of the error', async () => {
      api = await startApi({ [PATHS.passwordLogin]: 'hang-up' });
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-password', ...PHONE, password: CIPHERTEXT });
      const body = await response.clone().text();
      expect(response.status).toBe(503);
      expect(await actionResult(response)).toEqual({ ok: false, code: null, message: 'request failed!' });
      expect(body).not.toMatch(/socket|ECONNRESET|at \w+ \(/);
      expect(errorLog).toHaveBeenCalledWith('Register/login request failed', expect.objectContaining({ intent: 'login-password', district: 'hk', lang: 'en' }));
    });

    it('answers code null when the API breaks its contract (no session from a login without a token)', async () => {
      api = await startApi({ [PATHS.passwordLogin]: ok({ user }) });
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', { intent: 'login-password', ...PHONE, password: CIPHERTEXT });
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(await actionResult(response)).toEqual({ ok: false, code: null, message: 'request failed!' });
    });
  });

  describe('bad input', () => {
    it.each<[string, Record<string, string>, string]>([
      ['an unknown intent', { intent: 'delete-account' }, 'This request could not be understood. Please refresh the page and try again.'],
      ['no intent', { areaCode: '852' }, 'This request could not be understood. Please refresh the page and try again.'],
      ['a phone that does not fit its area', { intent: 'check-phone', areaCode: '852', phoneNumber: '123' }, 'Please enter an 8-digit phone number'],
      ['an unknown calling code', { intent: 'send-phone-code', areaCode: '999', phoneNumber: '51234567' }, 'Please choose a valid country or region code'],
      ['a captcha key other than 1 or 2', { intent: 'send-phone-code', ...PHONE, key: '3' }, 'This request could not be understood. Please refresh the page and try again.'],
      ['a plain e-mail that is no address', { intent: 'send-email-code', email: 'treasury@' }, 'Please enter a valid e-mail address'],
      ['no e-mail', { intent: 'login-email', captcha: '123456' }, 'Please enter your e-mail address'],
      ['a code that is not 6 digits', { intent: 'login-sms', ...PHONE, captcha: '12ab' }, 'The verification code has 6 digits'],
      ['an invite code with odd characters', { intent: 'login-sms', ...PHONE, captcha: '123456', inviteCode: '<script>' }, 'An invitation code has up to 32 letters, digits, hyphens or underscores'],
      ['a password that is not encrypted', { intent: 'login-password', ...PHONE, password: 'Demo-pass-2026' }, 'Your details could not be sent securely. Please make sure JavaScript is enabled, refresh the page and try again.'],
      ['no password', { intent: 'login-password', ...PHONE }, 'Please enter your password'],
      ['a slider answer that is no number', { intent: 'slider-verify', challengeId: puzzle.challengeId, x: '1e3' }, 'This request could not be understood. Please refresh the page and try again.'],
      ['a slider trail with half a point', { intent: 'slider-verify', challengeId: puzzle.challengeId, x: '12', trail: '10,0,20' }, 'This request could not be understood. Please refresh the page and try again.'],
      ['a slider trail that is no numbers', { intent: 'slider-verify', challengeId: puzzle.challengeId, x: '12', trail: '10,zero' }, 'This request could not be understood. Please refresh the page and try again.'],
      ['a slider trail of more than 50 points', { intent: 'slider-verify', challengeId: puzzle.challengeId, x: '12', trail: Array.from({ length: 102 }, (_, index) => index).join(',') }, 'This request could not be understood. Please refresh the page and try again.'],
    ])('refuses %s with code 100400 and a message, before calling the API', async (_case, fields, message) => {
      api = await startApi();
      const response = await fetcherPost(siteFor(api), '/en/sta-regform', fields);
      expect(response.status).toBe(400);
      expect(await actionResult(response)).toEqual({ ok: false, code: 100400, message });
      expect(api.callsTo(PATHS.checkPhone).length + api.callsTo(PATHS.sendPhoneCode).length + api.callsTo(PATHS.smsLogin).length).toBe(0);
    });

    it('says what is wrong in the page language', async () => {
      api = await startApi();
      const zhHk = await actionResult(await fetcherPost(siteFor(api), '/zh-hk/sta-regform', { intent: 'check-phone', areaCode: '852', phoneNumber: '123' }));
      const zhCn = await actionResult(await fetcherPost(siteFor(api), '/zh-cn/sta-regform', { intent: 'nothing' }));
      expect(zhHk).toEqual({ ok: false, code: 100400, message: '請輸入8位數字的電話號碼' });
      expect(zhCn).toEqual({ ok: false, code: 100400, message: '无法处理此请求，请刷新页面后再试。' });
    });

    it('refuses a body that is not a form', async () => {
      api = await startApi();
      const response = await siteFor(api)('/en/sta-regform.data', {
        method: 'POST',
        headers: { Origin: ORIGINS.hk, 'Content-Type': 'application/json' },
        body: JSON.stringify({ intent: 'check-phone', ...PHONE }),
      });
      expect(response.status).toBe(400);
      expect(await actionResult(response)).toMatchObject({ ok: false, code: 100400 });
    });

    it('reads multipart forms, and refuses a file where text belongs', async () => {
      api = await startApi();
      const visit = siteFor(api);
      const form = new FormData();
      form.set('intent', 'check-phone');
      form.set('areaCode', '852');
      form.set('phoneNumber', '51234567');
      expect(await actionResult(await visit('/en/sta-regform.data', { method: 'POST', headers: { Origin: ORIGINS.hk }, body: form }))).toEqual({ ok: true, registered: true });

      form.set('phoneNumber', new Blob(['51234567']), 'phone.txt');
      const response = await visit('/en/sta-regform.data', { method: 'POST', headers: { Origin: ORIGINS.hk }, body: form });
      expect(response.status).toBe(400);
      expect(await actionResult(response)).toMatchObject({ ok: false, code: 100400 });
    });
  });

  describe('without JavaScript', () => {
    it('sends the visitor on to the jump with a 303 that stores the session', async () => {
      api = await startApi({ [PATHS.smsLogin]: ok({ token: TOKEN, user, isNewUser: false }) });
      const response = await documentPost(siteFor(api), '/en/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '482913', jump: '/en/account-guide' });
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/en/account-guide');
      expect(response.headers.get('Set-Cookie')).toMatch(/^session=.*HttpOnly/);
    });

    it('recognises a form navigation by its Accept header where the browser sends no Fetch Metadata', async () => {
      api = await startApi();
      const response = await documentPost(siteFor(api), '/zh-hk/sta-regform', { intent: 'login-email', email: CIPHERTEXT, captcha: '730516', jump: 'https://evil.example' }, { 'Sec-Fetch-Mode': '' });
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/zh-hk');
    });

    it('serves a form that works as plain HTML: posted to sta-regform, named fields, a code button that submits, Enter logging in', async () => {
      api = await startApi();
      const html = await (await siteFor(api)('/en/sta-regform?ICode=AB12&rgdim_src=x')).text();
      // The panel's form (the header's search form comes first in the page).
      const form = html.match(/<form[^>]*method="post"[^>]*action="\/en\/sta-regform"[\s\S]*?<\/form>/)?.[0] ?? '';
      expect(form).not.toBe('');
      for (const name of ['areaCode', 'phoneNumber', 'captcha', 'inviteCode']) expect(form).toContain(`name="${name}"`);
      expect(form).toMatch(/<input type="hidden" name="pageQuery" value="\?ICode=AB12&amp;rgdim_src=x"/);
      // The first submit button is the one Enter presses: the login, not the code request.
      expect(form.match(/<button[^>]*type="submit"[^>]*>/g)?.[0]).toMatch(/value="login-sms"/);
      expect(form).toMatch(/<button type="submit" name="intent" value="send-phone-code"[^>]*>Get code</);
      expect(form).not.toMatch(/<button type="submit"[^>]*disabled/);
    });

    it('sends a phone it has just registered on to the thank-you page, as the panel does', async () => {
      api = await startApi();
      const response = await documentPost(siteFor(api), '/en/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '482913', email: 'new@example.com', jump: '/en/account-guide' });
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/en/newreg-thankyou');
    });

    it('answers a code request with the page: the number filled in again, the code (in sit) and the notice', async () => {
      api = await startApi();
      const response = await documentPost(siteFor(api), '/en/sta-regform', { intent: 'send-phone-code', areaCode: '852', phoneNumber: '51234567', inviteCode: 'AB12', pageQuery: '?rgdim_src=x' });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toMatch(/<input[^>]*name="phoneNumber"[^>]*value="51234567"/);
      expect(html).toMatch(/<input[^>]*name="captcha"[^>]*value="482913"/);
      expect(html).toMatch(/<input[^>]*name="inviteCode"[^>]*value="AB12"/);
      expect(html).toContain('A verification code has been sent to your mobile number.');
      expect(api.callsTo(PATHS.sendPhoneCode)).toHaveLength(1);
    });

    it('never fills in the code in production', async () => {
      api = await startApi();
      const visit = siteFor(api, { environment: PRO_ENVIRONMENT });
      const html = await (await documentPost(visit, '/en/sta-regform', { intent: 'send-phone-code', areaCode: '852', phoneNumber: '51234567' }, { Origin: PRO_ORIGIN })).text();
      expect(html).toMatch(/<input[^>]*name="phoneNumber"[^>]*value="51234567"/);
      expect(html).not.toContain('482913');
    });

    it('renders the page with the failure', async () => {
      api = await startApi({ [PATHS.smsLogin]: refusal(300201, '驗證碼不正確。') });
      const response = await documentPost(siteFor(api), '/zh-hk/sta-regform', { intent: 'login-sms', ...PHONE, captcha: '111111' });
      const html = await response.text();
      expect(response.status).toBe(422);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(html).toMatch(/role="alert"[^>]*>(<svg[\s\S]*?<\/svg>)?<span>驗證碼不正確。<\/span>/);
      expect(html).toMatch(/<input[^>]*name="phoneNumber"[^>]*value="5123 4567"/);
    });

    it('renders the page for a script that posts to it without a browser\'s headers (it answered 500)', async () => {
      api = await startApi({ [PATHS.smsLogin]: refusal(300201, 'Wrong code.') });
      const response = await siteFor(api)('/en/sta-regform', {
        method: 'POST',
        headers: { Origin: ORIGINS.hk, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'login-sms', ...PHONE, captcha: '111111' }).toString(),
      });
      expect(response.status).toBe(422);
      expect(await response.text()).toMatch(/<form[^>]*method="post"/);
    });
  });

  it('refuses a post from another site before the action runs (CSRF)', async () => {
    api = await startApi();
    const visit = siteFor(api);
    const crossSite: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site', Origin: '' }];
    for (const headers of crossSite) {
      const response = await fetcherPost(visit, '/en/sta-regform', { intent: 'login-password', ...PHONE, password: CIPHERTEXT }, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
    expect(api.callsTo(PATHS.passwordLogin)).toHaveLength(0);
  });
});
