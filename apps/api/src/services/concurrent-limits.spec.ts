import crypto from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CODES, commonConfigEndpoints, configManagerEndpoints as cm, FILE_UPLOAD_PATH, userServerEndpoints as user } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { seedDatabase } from '../db/seed-database';
import { DEMO_ACCOUNTS } from '../db/seed';
import { encryptLikeBrowser } from '../testing/browser-crypto';
import { call, countCodes } from '../testing/call';
import { createTestDatabase, siteHeaders, testConfig, testDialects, TestClock, type TestDatabase } from '../testing/test-app';

const redisUrl = process.env['REDIS_URL'];
const setups = testDialects().flatMap((dialect) => [
  { dialect, store: 'database' as const },
  ...(redisUrl ? [{ dialect, store: 'redis' as const }] : []),
]);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MINUTE = 60_000;


/** Limits must hold when requests arrive all at once, whichever store keeps the counters. */
describe.each(setups)('limits under concurrent requests [$dialect, counters in $store]', ({ dialect, store }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock: TestClock;
  let uploadDir: string;
  let publicKey: string;
  let phoneCount = 0;
  const freshPhone = () => `6${String(2_000_000 + (phoneCount += 1)).padStart(7, '0')}`;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const config = testConfig({ databaseUrl: database.url, redisUrl: store === 'redis' ? redisUrl : undefined });
    uploadDir = config.uploadDir;
    clock = new TestClock();
    app = await buildApp(config, { clock, seed: seedDatabase });
    await app.ready();
    const keys = await call(app, commonConfigEndpoints.queryCommonConfig, { query: { key: 'rsa_public_keys' } });
    publicKey = keys.data.rsa_public_keys[1];
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(uploadDir, { recursive: true, force: true });
  });
  afterEach(() => jest.restoreAllMocks());

  const sendSms = (ip: string) => call(app, user.sendPhoneCaptcha, { remoteAddress: ip, body: { areaCode: '852', phoneNumber: freshPhone(), type: 106, key: 1 } });

  describe('password lockout', () => {
    const { areaCode, phoneNumber, password: rightPassword } = DEMO_ACCOUNTS.withPassword;
    // Each guess from an address of its own: the account's lockout is what stops a spread-out guesser
    // (one address would also meet the budget of answers that tell whether an account exists).
    const login = (text: string, guess = 0) =>
      call(app, user.passwordLogin, { remoteAddress: `198.18.20.${guess + 1}`, body: { areaCode, phoneNumber, password: encryptLikeBrowser(publicKey, text) } });

    it('hashes at most 5 of 30 simultaneous wrong guesses, then refuses the right password until the pause ends', async () => {
      // Every password check is one scrypt run.
      const verify = jest.spyOn(crypto, 'scrypt');
      const results = await Promise.all(Array.from({ length: 30 }, (_, guess) => login(`wrong-${guess}`, guess)));
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      expect(countCodes(results)).toEqual({ [CODES.PASSWORD_WRONG]: 4, [CODES.PASSWORD_LOCKED]: 26 });
      expect((await login(rightPassword)).code).toBe(CODES.PASSWORD_LOCKED);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      clock.advance(15 * MINUTE);
      expect((await login(rightPassword)).code).toBe(0);
    }, 60_000);
  });

  describe('per-IP code cap', () => {
    it('sends at most the free 10 codes without the slider to 60 simultaneous requests from one address', async () => {
      const results = await Promise.all(Array.from({ length: 60 }, () => sendSms('198.18.10.1')));
      expect(countCodes(results)).toEqual({ 0: 10, [CODES.CAPTCHA_REQUIRED]: 50 });
    });

    it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
      const network = Array.from({ length: 12 }, (_, host) => sendSms(`2001:db8:aa:bb:${host.toString(16)}::1`));
      expect(countCodes(await Promise.all(network))).toEqual({ 0: 10, [CODES.CAPTCHA_REQUIRED]: 2 });
      expect((await sendSms('2001:db8:aa:bc::1')).code).toBe(0);

      const ipv4 = await Promise.all(Array.from({ length: 6 }, () => sendSms('198.18.10.2')));
      const mapped = await Promise.all(Array.from({ length: 6 }, () => sendSms('::ffff:198.18.10.2')));
      expect(countCodes([...ipv4, ...mapped])).toEqual({ 0: 10, [CODES.CAPTCHA_REQUIRED]: 2 });
    });
  });

  describe('open-API upload cap', () => {
    it('stores at most 10 of 25 simultaneous uploads to one application and leaves no other file', async () => {
      const { data: application } = await call(app, cm.openApiUuidGet, { remoteAddress: '198.18.10.3' });
      const credentials: string[] = [];
      for (let upload = 0; upload < 25; upload += 1) {
        credentials.push((await call(app, cm.getFileCredApp, { query: { uuid: application.uuid } })).data.credential);
      }
      const boundary = '----concurrent-upload';
      const uploads = credentials.map(async (credential) => {
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="credential"\r\n\r\n${credential}\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          PDF,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const response = await app.inject({
          method: 'POST',
          url: FILE_UPLOAD_PATH,
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...siteHeaders() },
        });
        return response.json() as { code: number };
      });
      const results = await Promise.all(uploads);
      expect(countCodes(results)).toEqual({ 0: 10, [CODES.INVALID_INPUT]: 15 });
      expect(readdirSync(join(uploadDir, application.uuid))).toHaveLength(10);
    });
  });
});
