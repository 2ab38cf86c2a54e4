import { CODES, commonConfigEndpoints as cc, userServerEndpoints as user, type LoginResult, type SliderChallenge } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { seedDatabase } from '../db/seed-database';
import { call } from '../testing/call';
import { humanTrail, sliderAnswerOf, solvePow } from '../testing/slider';
import { createTestDatabase, testConfig, testDialects, TestClock, type TestDatabase } from '../testing/test-app';

const redisUrl = process.env['REDIS_URL'];
const setups = testDialects().flatMap((dialect) => [
  { dialect, store: 'database' as const },
  ...(redisUrl ? [{ dialect, store: 'redis' as const }] : []),
]);

/** Two API instances on one database (and one Redis) must agree on codes, cooldowns and one-time keys. */
describe.each(setups)('two API instances [$dialect, shared state in $store]', ({ dialect, store }) => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let clock: TestClock;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const config = testConfig({ databaseUrl: database.url, redisUrl: store === 'redis' ? redisUrl : undefined });
    clock = new TestClock();
    first = await buildApp(config, { clock, seed: seedDatabase });
    await first.ready();
    second = await buildApp(config, { clock, seed: seedDatabase });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.dispose();
  });

  it('share cooldowns and codes: a code sent through one instance logs in through the other, once', async () => {
    const body = { areaCode: '852', phoneNumber: '67770001', type: 106, key: 1 };
    const sent = await call(first, user.sendPhoneCaptcha, { body, remoteAddress: '198.18.0.1' });
    expect(sent.code).toBe(0);
    expect((await call(second, user.sendPhoneCaptcha, { body, remoteAddress: '198.18.0.2' })).code).toBe(CODES.CODE_COOLDOWN);
    const login = { areaCode: '852', phoneNumber: '67770001', captcha: sent.data.captcha, source: 11, email: 'two.instances@example.com' };
    const results = await Promise.all([call(first, user.webRegisterLogin, { body: login }), call(second, user.webRegisterLogin, { body: login })]);
    expect(results.map((result) => result.code).sort()).toEqual([0, CODES.CODE_EXPIRED]);
  });

  it('take a solved slider puzzle once between them, its proof of work included, under parallel answers', async () => {
    const issued = await call<SliderChallenge>(first, cc.sliderCaptchaChallenge, { remoteAddress: '198.18.0.9' });
    const x = await sliderAnswerOf(second, issued.data.challengeId, clock.now());
    const body = { challengeId: issued.data.challengeId, x, trail: humanTrail(x), pow: await solvePow(issued.data.pow) };
    clock.advance(1_500);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => call(index % 2 ? first : second, cc.sliderCaptchaVerify, { body })));
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, ...Array.from({ length: 9 }, () => CODES.CAPTCHA_INVALID)]);
  });

  it('share sessions and token keys', async () => {
    const sent = await call(first, user.sendPhoneCaptcha, { body: { areaCode: '852', phoneNumber: '67770002', type: 106, key: 1 }, remoteAddress: '198.18.0.3' });
    const login = await call<LoginResult>(second, user.webRegisterLogin, {
      body: { areaCode: '852', phoneNumber: '67770002', captcha: sent.data.captcha, source: 11, email: 'shared.session@example.com' },
    });
    expect((await call(first, user.getCurrentUser, { token: login.data.token })).code).toBe(0);
    const key = await call(first, user.getTokenKey, { token: login.data.token });
    expect((await call(second, user.getTokenByTokenKey, { query: { tokenKey: key.data.tokenKey } })).code).toBe(0);
    expect((await call(first, user.getTokenByTokenKey, { query: { tokenKey: key.data.tokenKey } })).code).toBe(CODES.TOKEN_KEY_INVALID);
  });
});
