import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userServerEndpoints as user, X_LANG, X_TYPE } from '@brokerage/contracts';
import { redactUrl } from './log-redaction';
import { exitCode, startApiProcess } from './testing/api-process';

describe('redactUrl', () => {
  it('hides the values of phone, token, e-mail and code parameters and keeps the rest', () => {
    expect(redactUrl('/user-server/web/check-phone/v2?areaCode=852&phoneNumber=51234567')).toBe('/user-server/web/check-phone/v2?areaCode=852&phoneNumber=[REDACTED]');
    expect(redactUrl('/x?tokenKey=abc&page=2&previewToken=secret&email=a%40b.com')).toBe('/x?tokenKey=[REDACTED]&page=2&previewToken=[REDACTED]&email=[REDACTED]');
    expect(redactUrl('/x?phone%4Eumber=51234567')).toBe('/x?phone%4Eumber=[REDACTED]');
    expect(redactUrl('/x?%E0%A4%A=1&flag')).toBe('/x?%E0%A4%A=1&flag');
    expect(redactUrl('/official/page-meta')).toBe('/official/page-meta');
  });
});

describe('the access log of the API process', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'api-log-'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('holds neither the phone number of check-phone nor the token key of get-token-by-token-key', async () => {
    const api = startApiProcess({ LOG_LEVEL: 'info', APP_ENV: 'sit', DATABASE_URL: join(directory, 'broker.sqlite'), UPLOAD_DIR: join(directory, 'uploads') });
    const log = () => api.output();
    try {
      const base = await api.url;
      const headers = { 'content-type': 'application/json', 'x-lang': X_LANG.en, 'x-type': X_TYPE.hk };
      const phoneNumber = '61234987';
      const tokenKey = 'k'.repeat(43);
      await fetch(`${base}${user.checkPhone.path}?areaCode=852&phoneNumber=${phoneNumber}`, { headers });
      await fetch(`${base}${user.getTokenByTokenKey.path}?tokenKey=${tokenKey}`, { headers });
      // The access log is written when a response completes; wait until both requests show.
      await new Promise<void>((resolveLogged) => {
        const timer = setInterval(() => {
          if (log().includes(user.getTokenByTokenKey.path) && (log().match(/request completed/g) ?? []).length >= 2) {
            clearInterval(timer);
            resolveLogged();
          }
        }, 50);
      });
      expect(log()).toContain(`${user.checkPhone.path}?areaCode=852&phoneNumber=[REDACTED]`);
      expect(log()).toContain(`${user.getTokenByTokenKey.path}?tokenKey=[REDACTED]`);
      expect(log()).not.toContain(phoneNumber);
      expect(log()).not.toContain(tokenKey);
      // One line per request, written when it is answered, naming the request and its status.
      expect(log()).not.toContain('incoming request');
      expect(log()).toMatch(/"url":"\/user-server\/web\/check-phone\/v2\?[^"]*","host[^\n]*"res":\{"statusCode":200\}[^\n]*"request completed"/);
    } finally {
      api.child.kill('SIGTERM');
      await exitCode(api.child);
    }
  }, 60_000);
});
