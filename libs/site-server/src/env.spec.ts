import { SiteEnvError, parseSiteEnv } from './env';

const problemsOf = (run: () => unknown): { variable: string; message: string }[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof SiteEnvError) return [...error.problems];
    throw error;
  }
  throw new Error('expected a SiteEnvError');
};

describe('site environment', () => {
  it('starts locally with no variables set: sit, district port, local API and site URLs', () => {
    expect(parseSiteEnv('hk', {})).toEqual({
      NODE_ENV: 'production',
      APP_ENV: 'sit',
      HOST: '0.0.0.0',
      PORT: 3000,
      API_URL: 'http://127.0.0.1:4000',
      HK_SITE_URL: 'http://localhost:3000',
      MAINLAND_SITE_URL: 'http://localhost:3001',
      SITE_URL: 'http://localhost:3000',
      TRUSTED_PROXIES: ['loopback'],
      PAGE_CACHE_MAX_MB: 50,
      PAGE_CACHE_TTL_SECONDS: 30,
      RENDER_CONCURRENCY: 8,
      RENDER_QUEUE_LIMIT: 500,
      CAPTCHA: { provider: 'slider' },
    });
    expect(parseSiteEnv('mainland', {})).toMatchObject({ PORT: 3001, SITE_URL: 'http://localhost:3001' });
  });

  it('reads Alibaba Cloud Captcha for the panel (app key, scene, region), requiring its key and scene and refusing them with the slider', () => {
    expect(parseSiteEnv('hk', { CAPTCHA_PROVIDER: 'aliyun', CAPTCHA_APP_KEY: 'prefix01', CAPTCHA_SCENE: 'scene01' }).CAPTCHA).toEqual({
      provider: 'aliyun',
      appKey: 'prefix01',
      scene: 'scene01',
      region: 'cn',
    });
    expect(parseSiteEnv('mainland', { CAPTCHA_PROVIDER: 'aliyun', CAPTCHA_APP_KEY: 'prefix01', CAPTCHA_SCENE: 'scene01', CAPTCHA_REGION: 'sgp' }).CAPTCHA).toMatchObject({ region: 'sgp' });
    expect(problemsOf(() => parseSiteEnv('hk', { CAPTCHA_PROVIDER: 'aliyun', CAPTCHA_SCENE: 'scene01' }))).toEqual([
      { variable: 'CAPTCHA_APP_KEY', message: 'is required when CAPTCHA_PROVIDER=aliyun' },
    ]);
    expect(problemsOf(() => parseSiteEnv('hk', { CAPTCHA_SCENE: 'scene01' }))).toEqual([
      { variable: 'CAPTCHA_SCENE', message: 'is not read by CAPTCHA_PROVIDER=slider: only CAPTCHA_PROVIDER=aliyun uses it' },
    ]);
    expect(problemsOf(() => parseSiteEnv('hk', { CAPTCHA_PROVIDER: 'geetest' })).map(({ variable }) => variable)).toEqual(['CAPTCHA_PROVIDER']);
  });

  it('takes the district port variable over PORT, and PORT over the default', () => {
    expect(parseSiteEnv('hk', { PORT: '8080', HK_PORT: '3100', MAINLAND_PORT: '3101' }).PORT).toBe(3100);
    expect(parseSiteEnv('mainland', { PORT: '8080', HK_PORT: '3100' }).PORT).toBe(8080);
    expect(parseSiteEnv('mainland', { MAINLAND_PORT: ' 3101 ' }).PORT).toBe(3101);
  });

  it('reads the page cache bound and lifetime, 0 MB turning the cache off, and refuses anything else', () => {
    expect(parseSiteEnv('hk', { PAGE_CACHE_MAX_MB: '0', PAGE_CACHE_TTL_SECONDS: '5' })).toMatchObject({ PAGE_CACHE_MAX_MB: 0, PAGE_CACHE_TTL_SECONDS: 5 });
    expect(problemsOf(() => parseSiteEnv('hk', { PAGE_CACHE_MAX_MB: '50MB', PAGE_CACHE_TTL_SECONDS: '0' })).map(({ variable }) => variable)).toEqual([
      'PAGE_CACHE_MAX_MB',
      'PAGE_CACHE_TTL_SECONDS',
    ]);
  });

  it('reads the render limit and its queue bound, and refuses zero renders or anything not a number', () => {
    expect(parseSiteEnv('hk', { RENDER_CONCURRENCY: '4', RENDER_QUEUE_LIMIT: '0' })).toMatchObject({ RENDER_CONCURRENCY: 4, RENDER_QUEUE_LIMIT: 0 });
    expect(problemsOf(() => parseSiteEnv('hk', { RENDER_CONCURRENCY: '0', RENDER_QUEUE_LIMIT: 'lots' })).map(({ variable }) => variable)).toEqual([
      'RENDER_CONCURRENCY',
      'RENDER_QUEUE_LIMIT',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(parseSiteEnv('hk', { API_URL: '', HK_PORT: '  ', APP_ENV: '' })).toMatchObject({ API_URL: 'http://127.0.0.1:4000', PORT: 3000, APP_ENV: 'sit' });
  });

  it('drops a trailing slash from URLs', () => {
    expect(parseSiteEnv('hk', { API_URL: 'http://api.internal:4000/', HK_SITE_URL: 'https://www.example.com.hk/' })).toMatchObject({
      API_URL: 'http://api.internal:4000',
      SITE_URL: 'https://www.example.com.hk',
    });
  });

  it('names every wrong variable and what it was given', () => {
    const problems = problemsOf(() => parseSiteEnv('hk', { HK_PORT: 'abc', APP_ENV: 'prod', API_URL: 'localhost:4000', TRUSTED_PROXIES: 'loopback,10.0.0.0/33' }));
    expect(problems.map(({ variable }) => variable).sort()).toEqual(['API_URL', 'APP_ENV', 'HK_PORT', 'TRUSTED_PROXIES']);
    expect(problems.find(({ variable }) => variable === 'HK_PORT')?.message).toMatch(/port number.*"abc"/);
    expect(problems.find(({ variable }) => variable === 'API_URL')?.message).toMatch(/http:\/\/ or https:\/\/ URL/);
    expect(problems.find(({ variable }) => variable === 'TRUSTED_PROXIES')?.message).toMatch(/10\.0\.0\.0\/33/);
  });

  it('puts the variable names in the error message printed at start', () => {
    expect(() => parseSiteEnv('mainland', { MAINLAND_PORT: '70000' })).toThrow(/MAINLAND_PORT: must be a port number between 1 and 65535 \(got "70000"\)/);
    expect(() => parseSiteEnv('hk', { HK_SITE_URL: 'https://www.example.com/zh-hk' })).toThrow(/HK_SITE_URL: must be an origin/);
  });

  it("takes the CDN's visitor-country header by name, and refuses what is no header name", () => {
    expect(parseSiteEnv('hk', { VISITOR_COUNTRY_HEADER: ' CloudFront-Viewer-Country ' }).VISITOR_COUNTRY_HEADER).toBe('CloudFront-Viewer-Country');
    expect(parseSiteEnv('hk', {}).VISITOR_COUNTRY_HEADER).toBeUndefined();
    expect(() => parseSiteEnv('hk', { VISITOR_COUNTRY_HEADER: 'CF IPCountry:' })).toThrow(/VISITOR_COUNTRY_HEADER: must be an HTTP header name/);
  });

  it('refuses another name for the proxy list instead of ignoring it', () => {
    expect(() => parseSiteEnv('hk', { TRUST_PROXY: '10.0.0.0/8' })).toThrow(/TRUST_PROXY: is not read: the proxy list is TRUSTED_PROXIES/);
    expect(problemsOf(() => parseSiteEnv('hk', { TRUSTED_PROXY: 'loopback', HK_PORT: 'x' })).map(({ variable }) => variable)).toEqual(['HK_PORT', 'TRUSTED_PROXY']);
  });

  it('accepts proxy lists the API accepts too', () => {
    expect(parseSiteEnv('hk', { TRUSTED_PROXIES: 'loopback, 10.0.0.0/8, 192.168.1.10, fd00::/8, uniquelocal' }).TRUSTED_PROXIES).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses to start in pro without explicit https site URLs and an API URL', () => {
    expect(problemsOf(() => parseSiteEnv('hk', { APP_ENV: 'pro' })).map(({ variable }) => variable)).toEqual(['API_URL', 'HK_SITE_URL', 'MAINLAND_SITE_URL']);
    const problems = problemsOf(() =>
      parseSiteEnv('hk', { APP_ENV: 'pro', API_URL: 'http://api:4000', HK_SITE_URL: 'http://www.example.com.hk', MAINLAND_SITE_URL: 'https://cn.example.com' }),
    );
    expect(problems).toEqual([{ variable: 'HK_SITE_URL', message: 'must be an https:// origin when APP_ENV=pro (got "http://www.example.com.hk")' }]);
    expect(
      parseSiteEnv('mainland', { APP_ENV: 'pro', API_URL: 'http://api:4000', HK_SITE_URL: 'https://www.example.com.hk', MAINLAND_SITE_URL: 'https://cn.example.com' }).SITE_URL,
    ).toBe('https://cn.example.com');
  });
});
