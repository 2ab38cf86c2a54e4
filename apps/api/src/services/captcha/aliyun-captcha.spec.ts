import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CODES, commonConfigEndpoints as cc, userServerEndpoints as user } from '@brokerage/contracts';
import { call } from '../../testing/call';
import { startTestApp, TestClock } from '../../testing/test-app';
import { AliyunCaptcha, ALIYUN_CAPTCHA_API, signatureV3 } from './aliyun-captcha';

const ACCESS_KEY_ID = 'LTAI-test-key-id';
const ACCESS_KEY_SECRET = 'test-access-key-secret';
const SCENE = 'scene-h5-activity';

interface VerifyCall {
  proof: string | null;
  scene: string | null;
  signed: boolean;
}

/**
 * A local stand-in for VerifyIntelligentCaptcha: it checks the request is what the service takes
 * (a POST to `/` with Action and Version, a V3 signature by the configured key over what was sent)
 * and answers by the proof: `pass-…` passes, `fail-…` fails (F001), `garbled-…` is not JSON,
 * `error-…` is a service error; a badly signed request gets the service's 400.
 */
const startFakeService = async () => {
  const calls: VerifyCall[] = [];
  const signedCorrectly = (request: IncomingMessage, url: URL): boolean => {
    const authorization = String(request.headers.authorization ?? '');
    const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!match || match[1] !== ACCESS_KEY_ID) return false;
    const signedNames = match[2].split(';');
    if (!['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'].every((name) => signedNames.includes(name))) return false;
    const headers = Object.fromEntries(signedNames.map((name) => [name, String(request.headers[name] ?? '')]));
    const query = url.search.slice(1);
    return signatureV3({ method: request.method ?? '', path: url.pathname, query, headers, body: '', secret: ACCESS_KEY_SECRET }).signature === match[3];
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const verifyCall = { proof: url.searchParams.get('CaptchaVerifyParam'), scene: url.searchParams.get('SceneId'), signed: signedCorrectly(request, url) };
    calls.push(verifyCall);
    const json = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const rightCall =
      request.method === 'POST' &&
      url.pathname === '/' &&
      request.headers['x-acs-action'] === ALIYUN_CAPTCHA_API.action &&
      request.headers['x-acs-version'] === ALIYUN_CAPTCHA_API.version &&
      request.headers['x-acs-content-sha256'] === createHash('sha256').update('').digest('hex');
    if (!rightCall || !verifyCall.signed) return json(400, { RequestId: 'r', Code: 'SignatureDoesNotMatch', Message: 'signature mismatch' });
    const proof = verifyCall.proof ?? '';
    if (proof.startsWith('pass-')) return json(200, { RequestId: 'r', Success: true, Code: 'Success', Result: { VerifyResult: true, VerifyCode: 'T001' } });
    if (proof.startsWith('fail-')) return json(200, { RequestId: 'r', Success: true, Code: 'Success', Result: { VerifyResult: false, VerifyCode: 'F001' } });
    if (proof.startsWith('garbled-')) return response.writeHead(200, { 'content-type': 'application/json' }).end('<html>gateway</html>');
    return json(500, { RequestId: 'r', Success: false, Code: 'InternalError', Message: 'internal error' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('Alibaba Cloud Captcha 2.0 guarding code sends (against a local fake of VerifyIntelligentCaptcha)', () => {
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  let started: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    fake = await startFakeService();
    started = await startTestApp('sqlite', {
      config: {
        captcha: {
          provider: 'aliyun',
          appKey: 'prefix01',
          region: 'cn',
          aliyun: { verifyUrl: fake.url, sceneId: SCENE, accessKeyId: ACCESS_KEY_ID, accessKeySecret: ACCESS_KEY_SECRET },
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await started?.close();
    await fake?.close();
  });

  let phone = 0;
  const send = (graphCaptcha: string, ip = '192.0.2.10') =>
    call(started.app, user.sendPhoneCaptcha, {
      body: { areaCode: '852', phoneNumber: `6790${String((phone += 1)).padStart(4, '0')}`, type: 106, key: 2, graphCaptcha },
      remoteAddress: ip,
    });

  it('lets a send through on a pass, signed with the configured key and scene, and refuses a failed, garbled or erroring answer', async () => {
    const codes = {
      pass: (await send('pass-1')).code,
      fail: (await send('fail-1')).code,
      garbled: (await send('garbled-1')).code,
      error: (await send('error-1')).code,
    };
    expect(codes).toEqual({ pass: 0, fail: CODES.CAPTCHA_INVALID, garbled: CODES.CAPTCHA_INVALID, error: CODES.CAPTCHA_INVALID });
    expect(fake.calls.slice(-4)).toEqual(['pass-1', 'fail-1', 'garbled-1', 'error-1'].map((proof) => ({ proof, scene: SCENE, signed: true })));
  });

  it('takes a proof once: parallel sends with one proof let one through, and the service is asked once', async () => {
    const before = fake.calls.length;
    const sends = await Promise.all(Array.from({ length: 8 }, () => send('pass-parallel')));
    expect(sends.filter((sent) => sent.code === 0)).toHaveLength(1);
    expect(sends.filter((sent) => sent.code === CODES.CAPTCHA_INVALID)).toHaveLength(7);
    expect(fake.calls.length - before).toBe(1);
  });

  it('does not serve the self-hosted puzzle', async () => {
    expect((await call(started.app, cc.sliderCaptchaChallenge)).code).toBe(CODES.NOT_FOUND);
  });
});

describe('Alibaba Cloud Captcha 2.0 adapter when the service cannot be asked', () => {
  const memoryStore = () => {
    const values = new Map<string, string>();
    return {
      putIfAbsent: async (key: string, value: string) => (values.has(key) ? false : (values.set(key, value), true)),
    } as unknown as ConstructorParameters<typeof AliyunCaptcha>[1];
  };
  const settings = { sceneId: SCENE, accessKeyId: ACCESS_KEY_ID, accessKeySecret: ACCESS_KEY_SECRET, timeoutMs: 300 };
  const warnings: string[] = [];
  const log = { warn: (_: object, message: string) => void warnings.push(message) };

  it('refuses when nothing answers at the endpoint', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const captcha = new AliyunCaptcha({ ...settings, verifyUrl: `http://127.0.0.1:${port}` }, memoryStore(), new TestClock(), log);
    expect(await captcha.consume('pass-unreachable')).toBe(false);
    expect(warnings.at(-1)).toMatch(/verify call failed/);
  });

  it('refuses when the answer comes later than the time-out', async () => {
    const slow = createServer((_, response) => void setTimeout(() => response.end('{}'), 2_000).unref());
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const captcha = new AliyunCaptcha({ ...settings, verifyUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}` }, memoryStore(), new TestClock(), log);
      expect(await captcha.consume('pass-slow')).toBe(false);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
