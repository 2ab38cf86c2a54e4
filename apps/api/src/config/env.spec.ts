import { generateRsaPrivateKeyPem, rsaKeyBits } from '../security/rsa';
import { ConfigError, loadConfig } from './env';

const load = (env: Record<string, string>) => loadConfig(env, rsaKeyBits);
const problemsOf = (env: Record<string, string>): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('API configuration', () => {
  it('defaults to sit on port 4000 with SQLite and loopback as the only trusted proxy', () => {
    const config = load({});
    expect(config).toMatchObject({ appEnv: 'sit', port: 4000, host: '0.0.0.0', trustedProxies: ['loopback'], rsaPrivateKeys: [], uploadDir: 'data/uploads' });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses the misspellings of TRUSTED_PROXIES an operator might write, instead of ignoring them', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8' })).toEqual(['TRUST_PROXY: is not read: the proxy list is TRUSTED_PROXIES']);
    expect(problemsOf({ TRUSTED_PROXY: 'loopback', TRUSTED_PROXIES: 'loopback' })).toEqual(['TRUSTED_PROXY: is not read: the proxy list is TRUSTED_PROXIES']);
  });

  it('uses the built-in slider captcha and refuses a provider or settings no code reads, naming the variable', () => {
    expect(load({}).captchaProvider).toBe('slider');
    expect(load({ CAPTCHA_PROVIDER: 'slider' }).captchaProvider).toBe('slider');
    expect(problemsOf({ CAPTCHA_PROVIDER: 'geetest' })).toEqual([expect.stringMatching(/^CAPTCHA_PROVIDER: must be one of: slider /)]);
    expect(problemsOf({ CAPTCHA_APP_KEY: 'key', CAPTCHA_SCENE: 'h5' })).toEqual([
      'CAPTCHA_APP_KEY: is not read by CAPTCHA_PROVIDER=slider: only a commercial captcha provider uses it',
      'CAPTCHA_SCENE: is not read by CAPTCHA_PROVIDER=slider: only a commercial captcha provider uses it',
    ]);
  });

  it('reads every variable', () => {
    const config = load({
      APP_ENV: 'uat',
      API_PORT: '4100',
      API_HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/broker',
      REDIS_URL: 'redis://cache:6379',
      TRUSTED_PROXIES: '10.0.0.0/8, loopback',
      SMTP_URL: 'smtp://mail:25',
      SMTP_FROM: 'no-reply@example.com',
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: 'token',
      PREVIEW_TOKEN: 'preview',
    });
    expect(config).toMatchObject({
      appEnv: 'uat',
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/broker',
      redisUrl: 'redis://cache:6379',
      trustedProxies: ['10.0.0.0/8', 'loopback'],
      smtp: { url: 'smtp://mail:25', from: 'no-reply@example.com' },
      smsGateway: { url: 'https://sms.example.com/send', token: 'token' },
      previewToken: 'preview',
    });
  });

  it.each([
    [{ API_PORT: 'forty' }, 'API_PORT'],
    [{ API_PORT: '70000' }, 'API_PORT'],
    [{ APP_ENV: 'prod' }, 'APP_ENV'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ SMTP_URL: 'smtp://mail:25' }, 'SMTP_FROM'],
    [{ SMS_GATEWAY_URL: 'sms.example.com' }, 'SMS_GATEWAY_URL'],
  ])('names the wrong variable in %j', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(variable);
  });

  it('refuses pro without real secrets, keys and delivery settings, naming each', () => {
    const problems = problemsOf({ APP_ENV: 'pro' }).join('\n');
    for (const variable of ['SMTP_URL', 'SMS_GATEWAY_TOKEN', 'RSA_PRIVATE_KEYS', 'APP_SECRET', 'PREVIEW_TOKEN']) expect(problems).toContain(variable);
  });

  it('refuses pro with a key below 2048 bits and accepts a complete pro configuration', () => {
    const complete = {
      APP_ENV: 'pro',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      SMTP_FROM: 'no-reply@example.com',
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: 'token',
      APP_SECRET: 'a'.repeat(40),
      PREVIEW_TOKEN: 'p'.repeat(30),
    };
    expect(problemsOf({ ...complete, RSA_PRIVATE_KEYS: generateRsaPrivateKeyPem(1024) }).join('\n')).toMatch(/RSA_PRIVATE_KEYS: key 1 has 1024 bits/);
    // Secret stores often hold PEMs with escaped newlines, several keys in one variable.
    const keys = [generateRsaPrivateKeyPem(), generateRsaPrivateKeyPem()].join('\n').replace(/\n/g, '\\n');
    const config = load({ ...complete, RSA_PRIVATE_KEYS: keys });
    expect(config.rsaPrivateKeys).toHaveLength(2);
    expect(config.rsaPrivateKeys.every((pem) => rsaKeyBits(pem) === 2048)).toBe(true);
  });
});
