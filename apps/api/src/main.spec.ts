import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commonConfigEndpoints, userServerEndpoints, X_LANG, X_TYPE } from '@brokerage/contracts';
import { DEMO_ACCOUNTS } from './db/seed';
import { exitCode, seedApiDatabase, startApiProcess as startApi } from './testing/api-process';
import { encryptLikeBrowser } from './testing/browser-crypto';

describe('main (the API process)', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'api-main-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('serves a database the seed command filled, and on SIGTERM finishes the request in flight before exiting cleanly', async () => {
    const env = { APP_ENV: 'sit', DATABASE_URL: join(directory, 'data', 'broker.sqlite'), UPLOAD_DIR: join(directory, 'uploads') };
    // The API only migrates; seeding (the demo account this test logs in with) is its own command.
    await seedApiDatabase(env);
    const api = startApi(env);
    try {
      const base = await api.url;
      const headers = { 'content-type': 'application/json', 'x-lang': X_LANG.en, 'x-type': X_TYPE.hk };
      const config = (await (await fetch(`${base}${commonConfigEndpoints.queryCommonConfig.path}?key=rsa_public_keys`, { headers })).json()) as { data: { rsa_public_keys: string[] } };
      const password = encryptLikeBrowser(config.data.rsa_public_keys[0], DEMO_ACCOUNTS.withPassword.password);
      // The request is surely in flight when the signal arrives: its first half is on the server's
      // socket before the SIGTERM, the rest follows it (a timed wait was not enough on a busy machine).
      const body = Buffer.from(JSON.stringify({ areaCode: '852', phoneNumber: DEMO_ACCOUNTS.withPassword.phoneNumber, password }));
      const request = httpRequest(`${base}${userServerEndpoints.passwordLogin.path}`, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } });
      const inFlight = new Promise<string>((resolveAnswer, rejectAnswer) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolveAnswer(text));
        });
        request.on('error', rejectAnswer);
      });
      const half = Math.floor(body.length / 2);
      request.write(body.subarray(0, half));
      await new Promise((resolveConnected) => request.once('socket', (socket) => socket.once('connect', resolveConnected)));
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      api.child.kill('SIGTERM');
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      request.end(body.subarray(half));
      const answer = JSON.parse(await inFlight) as { code: number; data: { token: string } };
      expect(answer.code).toBe(0);
      expect(answer.data.token).toEqual(expect.any(String));
      const code = await exitCode(api.child);
      if (code !== 0) console.log(api.output());
      expect(code).toBe(0);
    } finally {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses to start in pro without secrets, naming what is missing', async () => {
    const api = startApi({ APP_ENV: 'pro', DATABASE_URL: join(directory, 'broker.sqlite') });
    expect(await exitCode(api.child)).toBe(1);
    expect(api.output()).toMatch(/SMTP_URL/);
    expect(api.output()).toMatch(/RSA_PRIVATE_KEYS/);
    await api.url.catch(() => undefined);
  }, 60_000);
});
