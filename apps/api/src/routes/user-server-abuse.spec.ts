import { CODES, commonConfigEndpoints, configManagerEndpoints, userServerEndpoints as user, type CountryArea, type LoginResult } from '@brokerage/contracts';
import { SUPPORTED_CALLING_CODES } from '@brokerage/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { seedDatabase } from '../db/seed-database';
import { REGISTRATION_LOOKUP_LIMITS } from '../services/registration-lookups';
import { encryptLikeBrowser } from '../testing/browser-crypto';
import { call } from '../testing/call';
import { createTestDatabase, testConfig, testDialects, TestClock, type TestDatabase } from '../testing/test-app';

const MINUTE = 60_000;
const PER_MINUTE = REGISTRATION_LOOKUP_LIMITS.find((limit) => limit.scope === 'ip' && limit.windowMs === MINUTE)?.max ?? 0;
const PER_SESSION_MINUTE = REGISTRATION_LOOKUP_LIMITS.find((limit) => limit.scope === 'session' && limit.windowMs === MINUTE)?.max ?? 0;

let ipCounter = 0;
/** Each test sends from its own documentation-range addresses, so per-IP caps do not leak between tests. */
const freshIp = () => `203.0.113.${(ipCounter += 1) % 250}`;
const freshIpv4Block = () => {
  ipCounter += 1;
  return (host: number) => `198.18.${ipCounter}.${host}`;
};
let phoneCounter = 0;
const freshPhone = () => `6${String(2_000_000 + (phoneCounter += 1)).padStart(7, '0')}`;

const redisUrl = process.env['REDIS_URL'];
const setups = testDialects().flatMap((dialect) => [
  { dialect, store: 'database' as const },
  ...(redisUrl ? [{ dialect, store: 'redis' as const }] : []),
]);

/** Calling codes, check-phone enumeration and token keys after logout, on every database and store. */
describe.each(setups)('abuse paths of user-server [$dialect, limits in $store]', ({ dialect, store }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock: TestClock;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    clock = new TestClock();
    app = await buildApp(testConfig({ databaseUrl: database.url, redisUrl: store === 'redis' ? redisUrl : undefined }), { clock, seed: seedDatabase });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const sendSms = (areaCode: string, phoneNumber: string) =>
    call(app, user.sendPhoneCaptcha, { remoteAddress: freshIp(), body: { areaCode, phoneNumber, type: 106, key: 1 } });

  /** Registers a new Hong Kong phone user; returns a session token. */
  const newSession = async (phoneNumber = freshPhone()) => {
    const sent = await sendSms('852', phoneNumber);
    const login = await call<LoginResult>(app, user.webRegisterLogin, {
      body: { areaCode: '852', phoneNumber, captcha: sent.data.captcha, source: 11, email: `${phoneNumber}@example.com` },
    });
    expect(login.code).toBe(0);
    return { phoneNumber, token: login.data.token };
  };

  describe('calling codes', () => {
    it.each(['+0', '0', '+999', '+1234', '1684'])('refuses %j with the invalid-input envelope, sending nothing', async (areaCode) => {
      const sent = await sendSms(areaCode, '51234567');
      expect(sent).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      expect(sent.data.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'areaCode' })]));
      const checked = await call(app, user.checkPhone, { query: { areaCode, phoneNumber: '51234567' }, remoteAddress: freshIp() });
      expect(checked).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
    });

    it('counts 0852, +852 and full-width ８５２ as 852: one cooldown for the phone', async () => {
      const phoneNumber = freshPhone();
      expect((await sendSms('852', phoneNumber)).code).toBe(0);
      for (const areaCode of ['0852', '+852', '８５２', '＋００８５２']) {
        expect((await sendSms(areaCode, phoneNumber)).code).toBe(CODES.CODE_COOLDOWN);
      }
    });

    it('accepts exactly the calling codes of the country-area list the API serves', async () => {
      const served = await call<{ commonCountry: CountryArea[]; othersCountry: CountryArea[] }>(app, configManagerEndpoints.getCountryArea, { body: {} });
      const codes = new Set([...served.data.commonCountry, ...served.data.othersCountry].map((area) => area.area));
      expect([...codes].sort()).toEqual([...SUPPORTED_CALLING_CODES].sort());
    });
  });

  describe('check-phone', () => {
    const lookup = (options: { ip: string; token?: string; phoneNumber?: string }) =>
      call(app, user.checkPhone, { query: { areaCode: '852', phoneNumber: options.phoneNumber ?? '51234567' }, remoteAddress: options.ip, token: options.token });

    it(`answers at most ${PER_MINUTE} of 60 parallel lookups from one IP, refusing the rest with TOO_MANY_REQUESTS`, async () => {
      const ip = freshIp();
      const results = await Promise.all(Array.from({ length: 60 }, (_, index) => lookup({ ip, phoneNumber: `6${String(3_000_000 + index).padStart(7, '0')}` })));
      const answered = results.filter((result) => result.code === 0);
      expect(answered.length).toBeLessThanOrEqual(PER_MINUTE);
      expect(answered.length).toBeGreaterThan(0);
      expect(results.filter((result) => result.code !== 0).every((result) => result.code === CODES.TOO_MANY_REQUESTS && result.data === null)).toBe(true);
      // Another visitor is not affected.
      expect((await lookup({ ip: freshIp() })).code).toBe(0);
    });

    it(`answers at most ${PER_SESSION_MINUTE} of 60 parallel lookups of one session spread over many IPs`, async () => {
      const { token } = await newSession();
      const ipOf = freshIpv4Block();
      const results = await Promise.all(Array.from({ length: 60 }, (_, index) => lookup({ ip: ipOf(index + 1), token })));
      expect(results.filter((result) => result.code === 0).length).toBeLessThanOrEqual(PER_SESSION_MINUTE);
      expect(results.filter((result) => result.code === CODES.TOO_MANY_REQUESTS).length).toBeGreaterThanOrEqual(60 - PER_SESSION_MINUTE);
    });

    it('counts an IPv6 client by its /64: 60 parallel lookups from fresh addresses of one /64 get the same cap', async () => {
      const prefix = `2001:db8:${(ipCounter += 1).toString(16)}:1`;
      const results = await Promise.all(Array.from({ length: 60 }, (_, index) => lookup({ ip: `${prefix}::${(index + 1).toString(16)}` })));
      expect(results.filter((result) => result.code === 0).length).toBeLessThanOrEqual(PER_MINUTE);
    });

    it('refuses registered and unregistered numbers alike once over the limit, and answers again the next minute', async () => {
      const ip = freshIp();
      for (let index = 0; index < PER_MINUTE; index += 1) expect((await lookup({ ip })).code).toBe(0);
      const registered = await lookup({ ip, phoneNumber: '51234567' });
      const unregistered = await lookup({ ip, phoneNumber: '59999999' });
      expect(registered).toEqual(unregistered);
      expect(registered).toMatchObject({ code: CODES.TOO_MANY_REQUESTS, data: null });
      clock.advance(MINUTE);
      expect(await lookup({ ip })).toMatchObject({ code: 0, data: { registered: true } });
    });
  });

  describe('answers that tell whether an account exists', () => {
    const REGISTERED = '51234567';
    const passwordLogin = async (ip: string, phoneNumber: string) => {
      const keys = await call<{ rsa_public_keys: string[] }>(app, commonConfigEndpoints.queryCommonConfig, { query: { key: 'rsa_public_keys' } });
      return call(app, user.passwordLogin, { remoteAddress: ip, body: { areaCode: '852', phoneNumber, password: encryptLikeBrowser(keys.data.rsa_public_keys[1], 'not-the-password') } });
    };
    const smsLogin = (ip: string, phoneNumber: string, captcha: string, email?: string) =>
      call(app, user.webRegisterLogin, { remoteAddress: ip, body: { areaCode: '852', phoneNumber, captcha, source: 11, ...(email ? { email } : {}) } });

    it('an SMS login with a made-up code answers the same for a phone with an account and one without (no e-mail asked first)', async () => {
      const ip = freshIp();
      const [registered, unregistered] = [await smsLogin(ip, REGISTERED, '123456'), await smsLogin(ip, freshPhone(), '123456')];
      expect(registered).toEqual(unregistered);
      expect(registered.code).toBe(CODES.CODE_EXPIRED);
      // With a code sent to each, a wrong one is just wrong, for both.
      const fresh = freshPhone();
      await sendSms('852', fresh);
      const wrongForNew = await smsLogin(ip, fresh, '000000');
      expect(wrongForNew.code).toBe(CODES.CODE_WRONG);
    });

    it('a new Hong Kong user without an e-mail is asked for one only with the right code, which stays usable', async () => {
      const phoneNumber = freshPhone();
      const sent = await sendSms('852', phoneNumber);
      expect((await smsLogin(freshIp(), phoneNumber, sent.data.captcha)).code).toBe(CODES.EMAIL_REQUIRED);
      expect((await smsLogin(freshIp(), phoneNumber, sent.data.captcha, `${phoneNumber}@example.com`)).code).toBe(0);
    });

    it(`share one budget per network: of 30 parallel password logins at most ${PER_MINUTE} tell, then check-phone and the organisation check are refused too`, async () => {
      const ip = freshIp();
      const results = await Promise.all(Array.from({ length: 30 }, () => passwordLogin(ip, freshPhone())));
      const told = results.filter((result) => result.code === CODES.PHONE_NOT_REGISTERED);
      expect(told.length).toBeLessThanOrEqual(PER_MINUTE);
      expect(told.length).toBeGreaterThan(0);
      expect(results.every((result) => result.code === CODES.PHONE_NOT_REGISTERED || (result.code === CODES.TOO_MANY_REQUESTS && result.data === null))).toBe(true);
      // A registered phone is refused alike: nothing tells it apart any more.
      expect((await passwordLogin(ip, REGISTERED)).code).toBe(CODES.TOO_MANY_REQUESTS);
      expect((await call(app, user.checkPhone, { query: { areaCode: '852', phoneNumber: REGISTERED }, remoteAddress: ip })).code).toBe(CODES.TOO_MANY_REQUESTS);
      expect((await call(app, user.orgEmailVerifyLogin, { remoteAddress: ip, body: { loginEmail: 'nobody@example.com' } })).code).toBe(CODES.TOO_MANY_REQUESTS);
      // Another network still gets its answers.
      expect((await passwordLogin(freshIp(), freshPhone())).code).toBe(CODES.PHONE_NOT_REGISTERED);
    });

    it('a phone holder cannot try e-mail after e-mail for one already used beyond the budget', async () => {
      const ip = freshIp();
      const phoneNumber = freshPhone();
      const sent = await sendSms('852', phoneNumber);
      const answers = [];
      for (let index = 0; index <= PER_MINUTE; index += 1) answers.push((await smsLogin(ip, phoneNumber, sent.data.captcha, 'demo.investor@example.com')).code);
      expect(answers.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(CODES.INVALID_INPUT));
      expect(answers[PER_MINUTE]).toBe(CODES.TOO_MANY_REQUESTS);
    });

    it('an organisation e-mail login for an address without an account answers as a wrong code does', async () => {
      const unknown = await call(app, user.orgEmailCaptchaLogin, { remoteAddress: freshIp(), body: { email: 'nobody@example.com', captcha: '123456', captchaType: 106 } });
      const known = await call(app, user.orgEmailCaptchaLogin, { remoteAddress: freshIp(), body: { email: 'treasury@harbourfront-capital.com.hk', captcha: '123456', captchaType: 106 } });
      expect(unknown.code).toBe(CODES.ORG_EMAIL_CODE_INVALID);
      expect(unknown).toEqual(known);
    });
  });

  describe('token keys and logout', () => {
    const redeem = (tokenKey: string) => call<LoginResult>(app, user.getTokenByTokenKey, { query: { tokenKey } });

    it('voids a key minted before logout', async () => {
      const { token } = await newSession();
      const key = await call(app, user.getTokenKey, { token });
      expect(key.code).toBe(0);
      expect((await call(app, user.logout, { token })).code).toBe(0);
      expect((await redeem(key.data.tokenKey)).code).toBe(CODES.TOKEN_KEY_INVALID);
    });

    it("voids the keys of the user's other sessions too, and keys minted after the logout work", async () => {
      const { phoneNumber, token: first } = await newSession();
      clock.advance(MINUTE); // past the code cooldown, for a second login
      const second = await newSession(phoneNumber);
      const keyOfSecond = await call(app, user.getTokenKey, { token: second.token });
      expect((await call(app, user.logout, { token: first })).code).toBe(0);
      expect((await redeem(keyOfSecond.data.tokenKey)).code).toBe(CODES.TOKEN_KEY_INVALID);

      const keyAfterLogout = await call(app, user.getTokenKey, { token: second.token });
      expect((await redeem(keyAfterLogout.data.tokenKey)).code).toBe(0);
    });
  });
});
