import { contentSecurityPolicy, createNonce, securityHeaders, securityHeadersFor } from './security-headers';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('security headers', () => {
  it('gives every response a fresh, unguessable nonce', () => {
    // More than one draw of random bytes: the nonces of later draws are fresh too.
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('allows only own and nonced scripts and styles, own-origin calls and no framing by other sites', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc', appEnv: 'sit' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(JSON.stringify(policy['script-src'])).not.toContain('unsafe');
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('allows Alibaba Cloud Captcha’s script and its calls only when that captcha is configured', () => {
    const withAliyun = directives(contentSecurityPolicy({ nonce: 'abc', appEnv: 'pro', aliyunCaptcha: true }));
    expect(withAliyun['script-src']).toEqual(["'self'", "'nonce-abc'", 'https://o.alicdn.com']);
    expect(withAliyun['connect-src']).toEqual(["'self'", 'https://*.aliyuncs.com']);
    const withSlider = contentSecurityPolicy({ nonce: 'abc', appEnv: 'pro' });
    expect(withSlider).not.toMatch(/alicdn|aliyuncs/);
  });

  it('relaxes styles and connections for the Vite dev server only', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc', appEnv: 'sit', development: true }));
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['connect-src']).toContain('ws:');
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'"]);
  });

  it('sends HSTS and upgrades insecure requests in pro only', () => {
    expect(securityHeaders({ nonce: 'n', appEnv: 'sit' })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ nonce: 'n', appEnv: 'uat' })['Strict-Transport-Security']).toBeUndefined();
    const pro = securityHeaders({ nonce: 'n', appEnv: 'pro' });
    expect(pro['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(pro['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('always sets nosniff, a referrer policy and the legacy frame option', () => {
    expect(securityHeaders({ nonce: 'n', appEnv: 'sit' })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    });
  });

  it('gives, worked out once, the same headers as securityHeaders for each nonce, as a writeHead list', () => {
    for (const appEnv of ['sit', 'pro'] as const) {
      const headersWith = securityHeadersFor({ appEnv });
      for (const nonce of [createNonce(), createNonce()]) {
        const list = headersWith(nonce);
        const pairs = Object.fromEntries(list.flatMap((value, index) => (index % 2 === 0 ? [[value, list[index + 1]]] : [])));
        expect(pairs).toEqual(securityHeaders({ nonce, appEnv }));
      }
    }
  });
});
