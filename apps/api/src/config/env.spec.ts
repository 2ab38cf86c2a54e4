import { generateRsaPrivateKeyPem, rsaKeyBits } from '../security/rsa';
import { ConfigError, DEFAULT_POW, loadConfig, MIN_PRO_POW_MAX_NUMBER } from './env';

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

  it('uses the slider with its proof of work by default, and refuses a provider or settings no code reads, naming the variable', () => {
    expect(load({}).captcha).toEqual({ provider: 'slider', proofOfWork: DEFAULT_POW });
    expect(load({ CAPTCHA_POW_MAX_NUMBER: '5000', CAPTCHA_POW_COST: '200' }).captcha).toEqual({ provider: 'slider', proofOfWork: { maxNumber: 5000, cost: 200 } });
    expect(load({ CAPTCHA_POW_MAX_NUMBER: '0' }).captcha).toEqual({ provider: 'slider', proofOfWork: null });
    expect(problemsOf({ CAPTCHA_PROVIDER: 'geetest' })).toEqual([expect.stringMatching(/^CAPTCHA_PROVIDER: must be one of: slider, aliyun /)]);
    expect(problemsOf({ CAPTCHA_POW_MAX_NUMBER: 'lots' })).toEqual([expect.stringMatching(/^CAPTCHA_POW_MAX_NUMBER: /)]);
    expect(problemsOf({ CAPTCHA_APP_KEY: 'key', CAPTCHA_SCENE: 'h5' })).toEqual([
      'CAPTCHA_APP_KEY: is not read by CAPTCHA_PROVIDER=slider: only CAPTCHA_PROVIDER=aliyun uses it',
      'CAPTCHA_SCENE: is not read by CAPTCHA_PROVIDER=slider: only CAPTCHA_PROVIDER=aliyun uses it',
    ]);
  });

  it('reads Alibaba Cloud Captcha settings, requires each of them and refuses the slider work settings with it', () => {
    const aliyun = { CAPTCHA_PROVIDER: 'aliyun', CAPTCHA_APP_KEY: 'prefix01', CAPTCHA_SCENE: 'scene01', CAPTCHA_ACCESS_KEY_ID: 'id', CAPTCHA_ACCESS_KEY_SECRET: 'secret' };
    expect(load(aliyun).captcha).toEqual({
      provider: 'aliyun',
      appKey: 'prefix01',
      region: 'cn',
      aliyun: { verifyUrl: 'https://captcha.cn-shanghai.aliyuncs.com', sceneId: 'scene01', accessKeyId: 'id', accessKeySecret: 'secret' },
    });
    expect(load({ ...aliyun, CAPTCHA_REGION: 'sgp' }).captcha).toMatchObject({ region: 'sgp', aliyun: { verifyUrl: 'https://captcha.ap-southeast-1.aliyuncs.com' } });
    expect(load({ ...aliyun, CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000' }).captcha).toMatchObject({ aliyun: { verifyUrl: 'http://127.0.0.1:9000' } });
    expect(problemsOf({ CAPTCHA_PROVIDER: 'aliyun', CAPTCHA_SCENE: 'scene01' })).toEqual([
      'CAPTCHA_APP_KEY: required with CAPTCHA_PROVIDER=aliyun',
      'CAPTCHA_ACCESS_KEY_ID: required with CAPTCHA_PROVIDER=aliyun',
      'CAPTCHA_ACCESS_KEY_SECRET: required with CAPTCHA_PROVIDER=aliyun',
    ]);
    expect(problemsOf({ ...aliyun, CAPTCHA_POW_MAX_NUMBER: '1000' })).toEqual(["CAPTCHA_POW_MAX_NUMBER: is not read by CAPTCHA_PROVIDER=aliyun: only the slider's proof of work uses it"]);
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

    // The slider alone never guards pro's sends: its proof of work must be on and large enough, or the commercial service used.
    const withKeys = { ...complete, RSA_PRIVATE_KEYS: keys };
    const sliderAlone = `CAPTCHA_POW_MAX_NUMBER: at least ${MIN_PRO_POW_MAX_NUMBER} in pro with CAPTCHA_PROVIDER=slider (the slider alone is passed by a script), or set CAPTCHA_PROVIDER=aliyun`;
    expect(problemsOf({ ...withKeys, CAPTCHA_POW_MAX_NUMBER: '0' })).toEqual([sliderAlone]);
    expect(problemsOf({ ...withKeys, CAPTCHA_PROVIDER: 'slider', CAPTCHA_POW_MAX_NUMBER: String(MIN_PRO_POW_MAX_NUMBER - 1) })).toEqual([sliderAlone]);
    expect(problemsOf({ ...withKeys, CAPTCHA_POW_MAX_NUMBER: String(MIN_PRO_POW_MAX_NUMBER) })).toEqual([]);
    expect(
      load({ ...withKeys, CAPTCHA_PROVIDER: 'aliyun', CAPTCHA_APP_KEY: 'prefix01', CAPTCHA_SCENE: 'scene01', CAPTCHA_ACCESS_KEY_ID: 'id', CAPTCHA_ACCESS_KEY_SECRET: 'secret' }).captcha.provider,
    ).toBe('aliyun');
  });
});
