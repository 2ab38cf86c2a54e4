import {
  CODES,
  commonConfigEndpoints,
  configManagerEndpoints,
  REGISTER_ATTRIBUTION_HEADER,
  userServerEndpoints as user,
  type LoginResult,
} from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from '../db/seed';
import { hashPassword } from '../security/password';
import { sha256Hex } from '../security/tokens';
import { encryptLikeBrowser } from '../testing/browser-crypto';
import { call } from '../testing/call';
import { humanTrail, sliderAnswerOf, solvePow } from '../testing/slider';
import { describeEachDatabase, siteHeaders } from '../testing/test-app';

const MINUTE = 60_000;
let ipCounter = 0;
/** Each test sends from its own documentation-range address, so per-IP caps do not leak between tests. */
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;
let phoneCounter = 0;
const freshPhone = () => `6${String(1_000_000 + (phoneCounter += 1)).padStart(7, '0')}`;

describeEachDatabase('user-server', (getApp, context) => {
  let app: FastifyInstance;
  let publicKey: string;
  beforeAll(async () => {
    app = getApp();
    const config = await call(app, commonConfigEndpoints.queryCommonConfig, { query: { key: 'rsa_public_keys' } });
    publicKey = config.data.rsa_public_keys[1];
  });
  const encrypt = (text: string) => encryptLikeBrowser(publicKey, text);

  const sendSms = (phoneNumber: string, options: { ip?: string; key?: 1 | 2; graphCaptcha?: string; areaCode?: string } = {}) =>
    call(app, user.sendPhoneCaptcha, {
      remoteAddress: options.ip ?? freshIp(),
      body: { areaCode: options.areaCode ?? '+852', phoneNumber, type: 106, key: options.key ?? 1, ...(options.graphCaptcha ? { graphCaptcha: options.graphCaptcha } : {}) },
    });

  const smsLogin = (phoneNumber: string, captcha: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call<LoginResult & { isNewUser: boolean }>(app, user.webRegisterLogin, {
      body: { areaCode: '852', phoneNumber, captcha, source: 11, ...extra },
      headers,
    });

  /** Registers a new HK phone user and returns its token. */
  const newUser = async () => {
    const phoneNumber = freshPhone();
    const sent = await sendSms(phoneNumber);
    const login = await smsLogin(phoneNumber, sent.data.captcha, { email: `${phoneNumber}@example.com` });
    expect(login.code).toBe(0);
    return { phoneNumber, token: login.data.token };
  };

  const passwordLogin = (phoneNumber: string, password: string) =>
    call<LoginResult>(app, user.passwordLogin, { body: { areaCode: '852', phoneNumber, password: encrypt(password) } });

  describe('check-phone/v2', () => {
    it('tells registered from unregistered phones', async () => {
      expect((await call(app, user.checkPhone, { query: { areaCode: '852', phoneNumber: '51234567' } })).data).toEqual({ registered: true });
      expect((await call(app, user.checkPhone, { query: { areaCode: '+852', phoneNumber: '5123 4568' } })).data).toEqual({ registered: true });
      expect((await call(app, user.checkPhone, { query: { areaCode: '852', phoneNumber: '59999999' } })).data).toEqual({ registered: false });
    });

    it('rejects phones that break the area rule, and unknown fields', async () => {
      for (const query of [{ areaCode: '852', phoneNumber: '5123456' }, { areaCode: '86', phoneNumber: '23800138000' }, { areaCode: '852' }, { areaCode: '852', phoneNumber: '51234567', extra: '1' }]) {
        const result = await call(app, user.checkPhone, { query });
        expect(result).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      }
    });
  });

  describe('send-phone-captcha/v3', () => {
    it('sends a 6-digit code, returns it outside pro and keeps the SMS in the outbox', async () => {
      const phoneNumber = freshPhone();
      const result = await sendSms(phoneNumber);
      expect(result).toMatchObject({ status: 200, code: 0, msg: 'success', data: { expiresIn: 300, resendIn: 60 } });
      expect(result.data.captcha).toMatch(/^\d{6}$/);
      const sms = await app.db.selectFrom('outbox').selectAll().where('recipient', '=', `+852${phoneNumber}`).execute();
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ channel: 'sms' });
      expect(sms[0].body).toContain(result.data.captcha);
    });

    it('writes the SMS in the language of the request', async () => {
      const phoneNumber = freshPhone();
      await call(app, user.sendPhoneCaptcha, { headers: siteHeaders('zh-hk'), remoteAddress: freshIp(), body: { areaCode: '852', phoneNumber, type: 106, key: 1 } });
      const sms = await app.db.selectFrom('outbox').select('body').where('recipient', '=', `+852${phoneNumber}`).executeTakeFirstOrThrow();
      expect(sms.body).toContain('你的驗證碼為');
    });

    it('keeps a 60 s cooldown per phone, whatever the IP', async () => {
      const phoneNumber = freshPhone();
      expect((await sendSms(phoneNumber)).code).toBe(0);
      context().clock.advance(30_000);
      const again = await sendSms(phoneNumber);
      expect(again.code).toBe(CODES.CODE_COOLDOWN);
      expect(again.data).toEqual({ retryAfter: 30 });
      context().clock.advance(30_000);
      expect((await sendSms(phoneNumber)).code).toBe(0);
    });

    it('rejects a wrong type, key, phone or extra field with INVALID_INPUT', async () => {
      const base = { areaCode: '852', phoneNumber: freshPhone(), type: 106, key: 1 };
      for (const body of [
        { ...base, type: 105 },
        { ...base, key: 3 },
        { ...base, phoneNumber: '123' },
        { ...base, areaCode: 'HK' },
        { ...base, extra: true },
        { ...base, phoneNumber: 51234567 },
      ]) {
        const result = await call(app, user.sendPhoneCaptcha, { body, remoteAddress: freshIp() });
        expect(result).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(result.data.issues.length).toBeGreaterThan(0);
      }
    });
  });

  describe('web-register-login/v1', () => {
    it('registers a new phone on first login with the attribution header, then logs the same user in', async () => {
      const phoneNumber = freshPhone();
      const sent = await sendSms(phoneNumber);
      const attribution = { 'register-cid': 'spring-campaign', 'gift-code': 'GIFT88', shareId: 's-1', bizId: 'b-2', 'activity-id': '77', rgdim_source: 'news', rgdim_slot: 'top' };
      const first = await smsLogin(phoneNumber, sent.data.captcha, { email: encrypt(`New.Client+${phoneNumber}@Example.com`), inviteCode: 'AB12' }, { [REGISTER_ATTRIBUTION_HEADER]: JSON.stringify(attribution) });
      expect(first).toMatchObject({ code: 0, data: { isNewUser: true, user: { areaCode: '852', phoneNumber, authUser: false, guideAccountFlag: true } } });
      expect(first.data.user.email).toBe(`new.client+${phoneNumber}@example.com`);
      expect(Buffer.from(first.data.token, 'base64url').length).toBeGreaterThanOrEqual(16);

      const row = await app.db.selectFrom('users').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirstOrThrow();
      expect(JSON.parse(row.register_attribution ?? '{}')).toEqual({ ...attribution, 'register-ct': 1 });
      expect(row.invite_code).toBe('AB12');
      // Only the token's hash is stored.
      const sessions = await app.db.selectFrom('sessions').selectAll().where('user_uuid', '=', row.uuid).execute();
      expect(sessions.map((session) => session.token_hash)).toEqual([sha256Hex(first.data.token)]);

      context().clock.advance(MINUTE);
      const resent = await sendSms(phoneNumber);
      const second = await smsLogin(phoneNumber, resent.data.captcha);
      expect(second).toMatchObject({ code: 0, data: { isNewUser: false, user: { uuid: first.data.user.uuid } } });
      expect(second.data.token).not.toBe(first.data.token);
    });

    it('fills in the default attribution (usmart- + district, register-ct 1) and needs no e-mail on the mainland site', async () => {
      const phoneNumber = `139${String(10_000_000 + (phoneCounter += 1)).slice(-8)}`;
      const sent = await sendSms(phoneNumber, { areaCode: '86' });
      const login = await call<LoginResult>(app, user.webRegisterLogin, {
        headers: siteHeaders('zh-cn', 'mainland'),
        body: { areaCode: '86', phoneNumber, captcha: sent.data.captcha, source: 11 },
      });
      expect(login.code).toBe(0);
      const row = await app.db.selectFrom('users').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirstOrThrow();
      expect(JSON.parse(row.register_attribution ?? '{}')).toEqual({ 'register-cid': 'usmart-mainland', 'register-ct': 1 });
      expect(row.register_district).toBe('mainland');
    });

    it('asks a new Hong Kong user for an e-mail without using up the code', async () => {
      const phoneNumber = freshPhone();
      const sent = await sendSms(phoneNumber);
      expect((await smsLogin(phoneNumber, sent.data.captcha)).code).toBe(CODES.EMAIL_REQUIRED);
      expect((await smsLogin(phoneNumber, sent.data.captcha, { email: `${phoneNumber}@example.com` })).code).toBe(0);
    });

    it('rejects a malformed attribution header or a foreign attribution key before using the code', async () => {
      const phoneNumber = freshPhone();
      const sent = await sendSms(phoneNumber);
      const email = `${phoneNumber}@example.com`;
      for (const header of ['{not json', JSON.stringify({ utm_source: 'x' }), JSON.stringify({ 'register-ct': 'many' })]) {
        const result = await smsLogin(phoneNumber, sent.data.captcha, { email }, { [REGISTER_ATTRIBUTION_HEADER]: header });
        expect(result).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      }
      expect((await smsLogin(phoneNumber, sent.data.captcha, { email })).code).toBe(0);
    });

    it("refuses an e-mail that belongs to another account, before using the code", async () => {
      const phoneNumber = freshPhone();
      const sent = await sendSms(phoneNumber);
      const taken = await smsLogin(phoneNumber, sent.data.captcha, { email: encrypt('demo.investor@example.com') });
      expect(taken).toMatchObject({ status: 400, code: CODES.INVALID_INPUT, data: { issues: [{ field: 'email' }] } });
      expect((await smsLogin(phoneNumber, sent.data.captcha, { email: `${phoneNumber}@example.com` })).code).toBe(0);
    });

    it('accepts a code once only', async () => {
      const phoneNumber = freshPhone();
      const sent = await sendSms(phoneNumber);
      expect((await smsLogin(phoneNumber, sent.data.captcha, { email: `${phoneNumber}@example.com` })).code).toBe(0);
      expect((await smsLogin(phoneNumber, sent.data.captcha)).code).toBe(CODES.CODE_EXPIRED);
    });

    it('expires a code after 5 minutes', async () => {
      const phoneNumber = freshPhone();
      const sent = await sendSms(phoneNumber);
      context().clock.advance(5 * MINUTE);
      expect((await smsLogin(phoneNumber, sent.data.captcha, { email: `${phoneNumber}@example.com` })).code).toBe(CODES.CODE_EXPIRED);
    });

    it('voids a code after 5 wrong tries', async () => {
      const { phoneNumber } = await newUser();
      context().clock.advance(MINUTE);
      const sent = await sendSms(phoneNumber);
      const wrong = sent.data.captcha === '000000' ? '111111' : '000000';
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await smsLogin(phoneNumber, wrong));
      expect(answers.map((answer) => answer.code)).toEqual([CODES.CODE_WRONG, CODES.CODE_WRONG, CODES.CODE_WRONG, CODES.CODE_WRONG, CODES.CODE_TOO_MANY_TRIES]);
      expect(answers[0].data).toEqual({ triesLeft: 4 });
      expect((await smsLogin(phoneNumber, sent.data.captcha)).code).toBe(CODES.CODE_EXPIRED);
    });

    it('answers in the X-Lang language', async () => {
      const result = await call(app, user.webRegisterLogin, { headers: siteHeaders('zh-hk'), body: { areaCode: '852', phoneNumber: freshPhone(), captcha: '123456', source: 11, email: 'a@b.co' } });
      expect(result).toMatchObject({ code: CODES.CODE_EXPIRED, msg: '驗證碼已過期或已使用，請重新獲取。' });
    });
  });

  describe('login/v2 (password)', () => {
    it('logs the demo account in with its encrypted password', async () => {
      const result = await passwordLogin(DEMO_ACCOUNTS.withPassword.phoneNumber, DEMO_ACCOUNTS.withPassword.password);
      expect(result).toMatchObject({ code: 0, data: { user: { phoneNumber: '51234567', authUser: true, nickname: 'Demo Investor' } } });
    });

    it('round-trips a non-ASCII password from jsencrypt to scrypt', async () => {
      const { phoneNumber } = await newUser();
      await app.db.updateTable('users').set({ password_hash: await hashPassword('香港密碼-Pässwörd') }).where('phone_number', '=', phoneNumber).execute();
      expect((await passwordLogin(phoneNumber, '香港密碼-Pässwörd')).code).toBe(0);
      expect((await passwordLogin(phoneNumber, '香港密码-Pässwörd')).code).toBe(CODES.PASSWORD_WRONG);
    });

    it('answers 300701 for an unregistered phone and 300705 when no password is set', async () => {
      expect((await passwordLogin('59999998', 'whatever')).code).toBe(CODES.PHONE_NOT_REGISTERED);
      expect((await passwordLogin(DEMO_ACCOUNTS.withoutPassword.phoneNumber, 'whatever')).code).toBe(CODES.NO_PASSWORD_SET);
    });

    it('refuses a plain-text password and one encrypted with an unknown key', async () => {
      const plain = await call(app, user.passwordLogin, { body: { areaCode: '852', phoneNumber: '51234567', password: 'Demo-pass-2026' } });
      expect(plain).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      const garbage = await call(app, user.passwordLogin, { body: { areaCode: '852', phoneNumber: '51234567', password: Buffer.alloc(256, 7).toString('base64') } });
      expect(garbage.code).toBe(CODES.DECRYPTION_FAILED);
    });

    it('pauses password login for 15 minutes after 5 wrong passwords', async () => {
      const { phoneNumber } = await newUser();
      await app.db.updateTable('users').set({ password_hash: await hashPassword('Right-pass-1') }).where('phone_number', '=', phoneNumber).execute();
      const codes = [];
      for (let attempt = 0; attempt < 5; attempt += 1) codes.push((await passwordLogin(phoneNumber, `wrong-${attempt}`)).code);
      expect(codes).toEqual([CODES.PASSWORD_WRONG, CODES.PASSWORD_WRONG, CODES.PASSWORD_WRONG, CODES.PASSWORD_WRONG, CODES.PASSWORD_LOCKED]);
      expect((await passwordLogin(phoneNumber, 'Right-pass-1')).code).toBe(CODES.PASSWORD_LOCKED);
      context().clock.advance(15 * MINUTE);
      expect((await passwordLogin(phoneNumber, 'Right-pass-1')).code).toBe(0);
    });
  });

  describe('organisation e-mail login', () => {
    const orgEmail = DEMO_ACCOUNTS.organisation.email;

    it('verifies an organisation e-mail and refuses others with 304001', async () => {
      expect((await call(app, user.orgEmailVerifyLogin, { body: { loginEmail: encrypt(orgEmail.toUpperCase()) } })).data).toEqual({ registered: true });
      expect((await call(app, user.orgEmailVerifyLogin, { body: { loginEmail: encrypt('someone@example.com') } })).code).toBe(CODES.ORG_EMAIL_NOT_FOUND);
      expect((await call(app, user.orgEmailVerifyLogin, { body: { loginEmail: encrypt('not-an-email') } })).code).toBe(CODES.INVALID_INPUT);
    });

    it('sends an e-mail code and logs in with it once; a wrong code is 304005', async () => {
      const sent = await call(app, user.sendEmailCaptcha, { remoteAddress: freshIp(), body: { email: encrypt(orgEmail), type: 106 } });
      expect(sent).toMatchObject({ code: 0, data: { expiresIn: 300 } });
      const mail = await app.db.selectFrom('outbox').selectAll().where('recipient', '=', orgEmail).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ channel: 'email', subject: 'Your login verification code' });
      expect(mail.body).toContain(sent.data.captcha);

      const wrong = sent.data.captcha === '000000' ? '111111' : '000000';
      expect((await call(app, user.orgEmailCaptchaLogin, { body: { captcha: wrong, captchaType: 106, email: encrypt(orgEmail) } })).code).toBe(CODES.ORG_EMAIL_CODE_INVALID);
      const login = await call<LoginResult>(app, user.orgEmailCaptchaLogin, { body: { captcha: sent.data.captcha, captchaType: 106, email: encrypt(orgEmail) } });
      expect(login).toMatchObject({ code: 0, data: { user: { email: orgEmail, nickname: DEMO_ACCOUNTS.organisation.name } } });
      expect((await call(app, user.orgEmailCaptchaLogin, { body: { captcha: sent.data.captcha, captchaType: 106, email: encrypt(orgEmail) } })).code).toBe(CODES.ORG_EMAIL_CODE_INVALID);
    });

    it('does not send codes to e-mails of no organisation account', async () => {
      const result = await call(app, user.sendEmailCaptcha, { remoteAddress: freshIp(), body: { email: 'someone@example.com', type: 106 } });
      expect(result.code).toBe(CODES.ORG_EMAIL_NOT_FOUND);
    });

    it('rejects a wrong captchaType and a missing e-mail', async () => {
      for (const body of [{ captcha: '123456', captchaType: 1, email: orgEmail }, { captcha: '123456', captchaType: 106 }]) {
        expect(await call(app, user.orgEmailCaptchaLogin, { body })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      }
    });
  });

  describe('session calls', () => {
    it('returns every User field of the current user', async () => {
      const login = await passwordLogin('51234567', DEMO_ACCOUNTS.withPassword.password);
      const current = await call(app, user.getCurrentUser, { token: login.data.token });
      expect(current.code).toBe(0);
      expect(Object.keys(current.data).sort()).toEqual(
        ['uuid', 'avatar', 'nickname', 'areaCode', 'phoneNumber', 'grayStatusBit', 'authUser', 'authUserAuditStatus', 'authUserIsSubmitRecord', 'email', 'guideAccountFlag', 'userQuotaInfo'].sort(),
      );
      expect(current.data.userQuotaInfo.token).toEqual(expect.any(String));
      expect((await call(app, user.getCurrentUser, { token: `Bearer ${login.data.token}` })).code).toBe(0);
    });

    it('answers 300101 without a token, with a wrong one and after 30 days', async () => {
      expect((await call(app, user.getCurrentUser)).code).toBe(CODES.TOKEN_INVALID);
      expect((await call(app, user.getCurrentUser, { token: 'x'.repeat(43) })).code).toBe(CODES.TOKEN_INVALID);
      const { token } = await newUser();
      context().clock.advance(30 * 24 * 60 * MINUTE);
      expect((await call(app, user.getCurrentUser, { token })).code).toBe(CODES.TOKEN_INVALID);
    });

    it('logs out the session of the token only', async () => {
      const first = await passwordLogin('51234567', DEMO_ACCOUNTS.withPassword.password);
      const second = await passwordLogin('51234567', DEMO_ACCOUNTS.withPassword.password);
      expect(await call(app, user.logout, { token: first.data.token })).toMatchObject({ code: 0, data: null });
      expect((await call(app, user.getCurrentUser, { token: first.data.token })).code).toBe(CODES.TOKEN_INVALID);
      expect((await call(app, user.getCurrentUser, { token: second.data.token })).code).toBe(0);
      expect((await call(app, user.logout)).code).toBe(0);
    });

    it('gives user info with the real name', async () => {
      const login = await passwordLogin('51234567', DEMO_ACCOUNTS.withPassword.password);
      const info = await call(app, user.userInfoAndNameGet, { token: login.data.token });
      expect(info).toMatchObject({ code: 0, data: { name: 'Chan Tai Man', phoneNumber: '51234567' } });
      expect((await call(app, user.userInfoAndNameGet)).code).toBe(CODES.TOKEN_INVALID);
    });

    it('gives the open-API form prefill and the latest application', async () => {
      const { token, phoneNumber } = await newUser();
      const before = await call(app, user.userInfoForOpenApiApply, { token });
      expect(before).toMatchObject({ code: 0, data: { phoneNumber, areaCode: '852', accountType: 'personal', application: null, name: null } });
      const started = await call(app, configManagerEndpoints.openApiUuidGet, { token, remoteAddress: freshIp() });
      const after = await call(app, user.userInfoForOpenApiApply, { token });
      expect(after.data.application).toMatchObject({ uuid: started.data.uuid, status: 'draft', type: null });
      expect((await call(app, user.userInfoForOpenApiApply)).code).toBe(CODES.TOKEN_INVALID);
    });

    it('reports the trade password and issues a trade token only when one is set', async () => {
      const demo = await passwordLogin('51234567', DEMO_ACCOUNTS.withPassword.password);
      expect((await call(app, user.checkTradePasswordExist, { token: demo.data.token })).data).toEqual({ exist: true });
      const trade = await call(app, user.getTradePasswordToken, { token: demo.data.token });
      expect(trade).toMatchObject({ code: 0, data: { expiresIn: 600 } });
      expect(trade.data.token.length).toBeGreaterThanOrEqual(22);

      const { token } = await newUser();
      expect((await call(app, user.checkTradePasswordExist, { token })).data).toEqual({ exist: false });
      expect((await call(app, user.getTradePasswordToken, { token })).code).toBe(CODES.TRADE_PASSWORD_NOT_SET);
      expect((await call(app, user.checkTradePasswordExist)).code).toBe(CODES.TOKEN_INVALID);
    });
  });

  describe('token-key handoff', () => {
    it('exchanges a key once for a new session of the same user', async () => {
      const { token } = await newUser();
      const me = await call(app, user.getCurrentUser, { token });
      const key = await call(app, user.getTokenKey, { token });
      expect(key).toMatchObject({ code: 0, data: { expiresIn: 60 } });
      const exchanged = await call<LoginResult>(app, user.getTokenByTokenKey, { query: { tokenKey: key.data.tokenKey } });
      expect(exchanged).toMatchObject({ code: 0, data: { user: { uuid: me.data.uuid } } });
      expect(exchanged.data.token).not.toBe(token);
      expect((await call(app, user.getCurrentUser, { token: exchanged.data.token })).data.uuid).toBe(me.data.uuid);
      expect((await call(app, user.getTokenByTokenKey, { query: { tokenKey: key.data.tokenKey } })).code).toBe(CODES.TOKEN_KEY_INVALID);
    });

    it('lets a key expire after 60 seconds and needs a session to create one', async () => {
      const { token } = await newUser();
      const key = await call(app, user.getTokenKey, { token });
      context().clock.advance(MINUTE);
      expect((await call(app, user.getTokenByTokenKey, { query: { tokenKey: key.data.tokenKey } })).code).toBe(CODES.TOKEN_KEY_INVALID);
      expect((await call(app, user.getTokenKey)).code).toBe(CODES.TOKEN_INVALID);
      expect(await call(app, user.getTokenByTokenKey, { query: { tokenKey: 'short' } })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
    });
  });

  describe('daily caps and the slider captcha', () => {
    const solveSlider = async (ip: string) => {
      const challenge = await call(app, commonConfigEndpoints.sliderCaptchaChallenge, { remoteAddress: ip });
      const x = (await sliderAnswerOf(app, challenge.data.challengeId, context().clock.now())) + 2;
      context().clock.advance(2_000);
      const verified = await call(app, commonConfigEndpoints.sliderCaptchaVerify, {
        body: { challengeId: challenge.data.challengeId, x, trail: humanTrail(x), pow: await solvePow(challenge.data.pow) },
      });
      expect(verified.code).toBe(0);
      return verified.data.captchaToken as string;
    };

    it('asks for the slider after 5 codes to one phone a day, allows 10 with it, then stops until the next day', async () => {
      // Start at the next Hong Kong noon, so the test never straddles the midnight the caps reset at.
      const hkDay = Math.ceil((context().clock.now() + 8 * 60 * MINUTE) / (24 * 60 * MINUTE));
      context().clock.set(hkDay * 24 * 60 * MINUTE + 4 * 60 * MINUTE);
      const phoneNumber = freshPhone();
      const ip = freshIp();
      const results: number[] = [];
      for (let send = 0; send < 5; send += 1) {
        results.push((await sendSms(phoneNumber, { ip })).code);
        context().clock.advance(MINUTE);
      }
      expect(results).toEqual([0, 0, 0, 0, 0]);
      expect(await sendSms(phoneNumber, { ip })).toMatchObject({ code: CODES.CAPTCHA_REQUIRED, msg: 'Please complete the slider verification first.' });
      expect((await sendSms(phoneNumber, { ip, key: 2 })).code).toBe(CODES.CAPTCHA_REQUIRED);
      expect((await sendSms(phoneNumber, { ip, key: 2, graphCaptcha: 'made-up-token-value' })).code).toBe(CODES.CAPTCHA_INVALID);

      for (let send = 5; send < 10; send += 1) {
        const token = await solveSlider(ip);
        expect((await sendSms(phoneNumber, { ip, key: 2, graphCaptcha: token })).code).toBe(0);
        context().clock.advance(MINUTE);
        // A solved captcha is single use.
        if (send < 9) expect((await sendSms(phoneNumber, { ip, key: 2, graphCaptcha: token })).code).toBe(CODES.CAPTCHA_INVALID);
      }
      expect((await sendSms(phoneNumber, { ip, key: 2, graphCaptcha: await solveSlider(ip) })).code).toBe(CODES.DAILY_LIMIT_REACHED);
      context().clock.advance(24 * 60 * MINUTE);
      expect((await sendSms(phoneNumber, { ip })).code).toBe(0);
    });

    it('asks for the slider after 10 codes from one IP a day', async () => {
      const ip = freshIp();
      for (let send = 0; send < 10; send += 1) expect((await sendSms(freshPhone(), { ip })).code).toBe(0);
      expect((await sendSms(freshPhone(), { ip })).code).toBe(CODES.CAPTCHA_REQUIRED);
      expect((await sendSms(freshPhone(), { ip, key: 2, graphCaptcha: await solveSlider(ip) })).code).toBe(0);
    });

    it('allows one answer per challenge: a wrong drop voids it', async () => {
      const challenge = await call(app, commonConfigEndpoints.sliderCaptchaChallenge, { remoteAddress: freshIp() });
      const answer = await sliderAnswerOf(app, challenge.data.challengeId, context().clock.now());
      context().clock.advance(2_000);
      const drop = async (x: number) => (await call(app, commonConfigEndpoints.sliderCaptchaVerify, { body: { challengeId: challenge.data.challengeId, x, trail: humanTrail(x) } })).code;
      expect(await drop(answer + 40)).toBe(CODES.CAPTCHA_INVALID);
      expect(await drop(answer)).toBe(CODES.CAPTCHA_INVALID);
    });
  });
});
