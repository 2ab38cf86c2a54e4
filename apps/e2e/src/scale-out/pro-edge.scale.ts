// The compose stack's shape in `pro`, behind the shipped nginx configuration with TLS (issue 30's
// done-when): https origins in the pages, the `__Host-` session cookie, HSTS sent once by the edge,
// plain HTTP redirected, and readiness: a site instance that lost its API says so on /readyz while
// staying alive on /healthz, and visitors are served by the instance that is ready.
import { get, type IncomingMessage } from 'node:http';
import { missingPrerequisite, startScaleOutStack, type ScaleOutStack } from './cluster';

const missing = missingPrerequisite();
if (missing && process.env['CI']) throw new Error(`The pro edge tests cannot run: ${missing}`);
if (missing) console.warn(`\n*** Pro edge tests SKIPPED: ${missing} ***\n`);
const describeStack = missing ? describe.skip : describe;

/** Where no API listens: hk-2's API_URL (a port taken and released, as a lost API looks to the site). */
const LOST_API = 'http://127.0.0.1:9';

describeStack('the compose stack in pro, behind TLS', () => {
  let stack: ScaleOutStack;

  beforeAll(async () => {
    stack = await startScaleOutStack({ appEnv: 'pro', counts: { api: 1, hk: 2, mainland: 1 }, siteApiUrls: { 'hk-2': LOST_API } });
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
  }, 120_000);

  it('serves pages over HTTPS with https origins, and HSTS once, from the edge', async () => {
    const page = await stack.fetch(`${stack.proxy.hk}/en`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<link rel="canonical" href="${stack.proxy.hk}/en"`);
    expect(html).not.toMatch(/href="http:\/\/127\.0\.0\.1/);
    // The site sends HSTS in pro too; the edge replaces it, so there is exactly one.
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const mainland = await stack.fetch(`${stack.proxy.mainland}/mainland/en`);
    expect(mainland.status).toBe(200);
    expect(mainland.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('redirects plain HTTP to HTTPS', async () => {
    // As a browser asks for http://hk.localhost/… (fetch would not send this Host header).
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${stack.proxy.http}/en?x=1`, { headers: { host: 'hk.localhost' } }, resolve).on('error', reject);
    });
    answer.resume();
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe(`https://hk.localhost:${new URL(stack.proxy.hk).port}/en?x=1`);
  });

  it('keeps the session in a __Host- cookie: Secure, host-only, Path=/', async () => {
    const origin = stack.proxy.hk;
    const answer = await stack.fetch(`${origin}/logout`, {
      method: 'POST',
      headers: { origin, 'sec-fetch-site': 'same-origin', cookie: '__Host-session=abc', 'content-length': '0' },
    });
    expect(answer.status).toBe(200);
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-session=;/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('reports the instance that lost its API not ready, alive, and serves visitors from the ready one', async () => {
    const [ready, lost] = stack.hk;
    const probe = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).status;
    expect(await probe(ready.origin, '/readyz')).toBe(200);
    expect(await probe(lost.origin, '/readyz')).toBe(503);
    expect(await probe(lost.origin, '/healthz')).toBe(200);
    // Pages no cache holds yet, so each needs the API: the lost instance answers 503 and nginx gives
    // the request to the ready one; no visitor sees the failure.
    const paths = ['/en/charges', '/zh-hk/charges', '/en/news-list', '/zh-hk/news-list', '/en/about-us/contact-us', '/zh-hk/about-us/contact-us', '/en/download', '/zh-hk/download'];
    const answers = await Promise.all(paths.map(async (path) => ({ path, page: await stack.fetch(`${stack.proxy.hk}${path}`) })));
    for (const { path, page } of answers) expect({ path, status: page.status }).toEqual({ path, status: 200 });
    const upstreams = answers.map(({ page }) => page.headers.get('x-upstream') ?? '');
    // Round robin sent some of them to the lost instance first (nginx lists every upstream it tried).
    expect(upstreams.some((tried) => tried.includes(`127.0.0.1:${lost.port}`))).toBe(true);
    for (const tried of upstreams) expect(tried.endsWith(`127.0.0.1:${ready.port}`)).toBe(true);
  });
});
