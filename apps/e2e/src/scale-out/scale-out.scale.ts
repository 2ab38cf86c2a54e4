// Several instances behind nginx behave as one: shared sessions, codes, limits and captcha; a
// rolling restart under load loses no request and no write; a PostgreSQL outage is a clear 503 and
// service resumes by itself. Runs the stack of ./cluster.ts (issue 14, items 3-5).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import {
  CODES,
  CODE_TYPE,
  LOGIN_SOURCE,
  X_LANG,
  X_TYPE,
  chairListEndpoint,
  chairRegisterEndpoint,
  commonConfigEndpoints,
  configManagerEndpoints,
  userServerEndpoints as user,
  type Envelope,
  type TalkSummary,
} from '@brokerage/contracts';
import { commitSessionToken } from '@brokerage/site-server';
import { VISITOR_COUNTRY_HEADER, missingPrerequisite, startScaleOutStack, type ScaleOutStack } from './cluster';

const missing = missingPrerequisite();
if (missing && process.env['CI']) throw new Error(`The scale-out tests cannot run: ${missing}`);
if (missing) console.warn(`\n*** Scale-out tests SKIPPED: ${missing} ***\n`);
const describeStack = missing ? describe.skip : describe;

const HK_HEADERS = { 'content-type': 'application/json', 'x-lang': X_LANG.en, 'x-type': X_TYPE.hk };

interface Answer<T> {
  status: number;
  envelope: Envelope<T>;
  upstream: string | null;
}

/** One contract call to `base` (an instance or the proxy) as the client `ip` (believed: the caller is on loopback, a trusted proxy). */
async function call<T = Record<string, unknown>>(base: string, path: string, { body, token, ip }: { body?: unknown; token?: string; ip: string }): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...HK_HEADERS, 'x-forwarded-for': ip, ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<T>, upstream: response.headers.get('x-upstream') };
}

let phoneSequence = 0;
/** A Hong Kong mobile number no other test of this run uses (the run has a database of its own). */
const newPhone = () => ({ areaCode: '852', phoneNumber: `6${String((phoneSequence += 1)).padStart(7, '0')}` });

/** The Cookie header a browser sends after the site server stored `token` in its session cookie. */
const sessionCookieFor = async (token: string) => (await commitSessionToken(token, 'sit')).split(';')[0];
let ipSequence = 0;
/** A client address of its own (documentation ranges), so per-IP limits of one test do not reach another. */
const newIp = () => {
  ipSequence += 1;
  return `198.51.${100 + Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
};

/** Registers a new phone with an SMS code: the code is sent through `sendVia`, used through `registerVia`. */
async function register(sendVia: string, registerVia: string, ip = newIp()): Promise<{ token: string; phone: ReturnType<typeof newPhone> }> {
  const phone = newPhone();
  const sent = await call<{ captcha?: string }>(sendVia, user.sendPhoneCaptcha.path, { body: { ...phone, type: CODE_TYPE, key: 1 }, ip });
  if (sent.envelope.code !== 0 || !sent.envelope.data.captcha) throw new Error(`code not sent: ${JSON.stringify(sent.envelope)}`);
  const registered = await call<{ token: string }>(registerVia, user.webRegisterLogin.path, {
    body: { ...phone, captcha: sent.envelope.data.captcha, email: `scale-${phone.phoneNumber}@example.com`, source: LOGIN_SOURCE },
    ip,
  });
  if (registered.envelope.code !== 0) throw new Error(`not registered: ${JSON.stringify(registered.envelope)}`);
  return { token: registered.envelope.data.token, phone };
}

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface EdgeAnswer {
  status: number;
  /** nginx's cache status (X-Cache): MISS, HIT, BYPASS… */
  cache: string | null;
  /** The instance that answered, none for a page from the edge's cache. */
  upstream: string | null;
  csp: string | null;
  cacheControl: string | null;
  html: string;
}

/** The header's and footer's open-account button (English): the frame hides it from mainland visitors. */
const showsOpenAccount = (html: string) => html.includes('>Open Account<');
/** The footer's link groups are open on desktops and folded (no <details open>) on phones. */
const isPhoneFrame = (html: string) => !html.includes('<details open=""');

describeStack('several instances behind nginx', () => {
  let stack: ScaleOutStack;
  let api1: string;
  let api2: string;

  beforeAll(async () => {
    stack = await startScaleOutStack();
    [api1, api2] = stack.apis.map((instance) => instance.origin);
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
  }, 120_000);

  (process.env['CI'] ? it : it.skip)('runs on the Node.js release the images ship (.nvmrc; CI provides it as DEPLOY_NODE)', () => {
    expect(process.versions.node).toBe(readFileSync(join(__dirname, '../../../../.nvmrc'), 'utf8').trim());
  });

  it('spreads requests over both instances of each pool', async () => {
    const upstreams = new Set<string>();
    for (let index = 0; index < 6; index += 1) upstreams.add((await call(stack.proxy.api, '/health', { ip: newIp() })).upstream ?? '');
    expect([...upstreams].sort()).toEqual(stack.apis.map((instance) => `127.0.0.1:${instance.port}`).sort());
    const siteUpstreams = new Set<string>();
    for (let index = 0; index < 6; index += 1) siteUpstreams.add((await stack.fetch(`${stack.proxy.hk}/healthz`)).headers.get('x-upstream') ?? '');
    expect(siteUpstreams.size).toBe(2);
  });

  it('verifies through one API instance a code sent through the other, and accepts the session on both', async () => {
    const { token } = await register(api1, api2);
    for (const base of [api1, api2]) {
      const current = await call(base, user.getCurrentUser.path, { token, ip: newIp() });
      expect(current.envelope.code).toBe(0);
    }
  });

  it('holds the one-minute code cooldown of a phone across instances', async () => {
    const phone = newPhone();
    const ip = newIp();
    expect((await call(api1, user.sendPhoneCaptcha.path, { body: { ...phone, type: CODE_TYPE, key: 1 }, ip })).envelope.code).toBe(0);
    expect((await call(api2, user.sendPhoneCaptcha.path, { body: { ...phone, type: CODE_TYPE, key: 1 }, ip })).envelope.code).toBe(CODES.CODE_COOLDOWN);
  });

  it('counts the per-IP code cap once for both instances, also under parallel requests', async () => {
    const ip = newIp();
    const sends = await Promise.all(
      Array.from({ length: 30 }, (_, index) => call(index % 2 ? api1 : api2, user.sendPhoneCaptcha.path, { body: { ...newPhone(), type: CODE_TYPE, key: 1 }, ip })),
    );
    const codes = sends.map((answer) => answer.envelope.code);
    // The free allowance of one network per day (verification-codes.ts); the rest must solve the slider.
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === CODES.CAPTCHA_REQUIRED)).toHaveLength(20);
  });

  it('accepts on one instance a slider challenge issued by the other, once', async () => {
    const ip = newIp();
    const challenge = await call<{ challengeId: string }>(api1, commonConfigEndpoints.sliderCaptchaChallenge.path, { ip });
    expect(challenge.envelope.code).toBe(0);
    // The answer is not known to a client: a wrong one still proves the challenge is found on the
    // other instance (CAPTCHA_INVALID, not "unknown"), and that it is used up everywhere after one try.
    const first = await call(api2, commonConfigEndpoints.sliderCaptchaVerify.path, { body: { challengeId: challenge.envelope.data.challengeId, x: 0 }, ip });
    expect(first.envelope.code).toBe(CODES.CAPTCHA_INVALID);
    const again = await call(api1, commonConfigEndpoints.sliderCaptchaVerify.path, { body: { challengeId: challenge.envelope.data.challengeId, x: 0 }, ip });
    expect(again.envelope.code).toBe(CODES.CAPTCHA_INVALID);
  });

  it('keeps a site session on every site instance: the cookie holds the API session, not the instance', async () => {
    const { token } = await register(stack.proxy.api, stack.proxy.api);
    const cookie = await sessionCookieFor(token);
    for (const instance of stack.hk) {
      const page = await fetch(`${instance.origin}/en/sta-login`, { headers: { cookie }, redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toContain('no-store');
    }
  });

  /** A page through nginx as a browser asks for it, from a visitor in `country` (as the CDN in front would say). */
  const throughEdge = async (url: string, { userAgent = DESKTOP, country = 'HK', cookie }: { userAgent?: string; country?: string; cookie?: string } = {}): Promise<EdgeAnswer> => {
    const response = await stack.fetch(url, { headers: { 'user-agent': userAgent, 'accept-encoding': 'gzip, deflate, br', [VISITOR_COUNTRY_HEADER]: country, ...(cookie ? { cookie } : {}) } });
    const body = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get('content-encoding');
    const html = (encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body).toString();
    const header = (name: string) => response.headers.get(name);
    return { status: response.status, cache: header('x-cache'), upstream: header('x-upstream'), csp: header('content-security-policy'), cacheControl: header('cache-control'), html };
  };

  it('serves a page one instance rendered to a visitor routed to the other, from the edge cache', async () => {
    const page = `${stack.proxy.hk}/zh-hk/charges`;
    const first = await throughEdge(page);
    expect({ status: first.status, cache: first.cache }).toEqual({ status: 200, cache: 'MISS' });
    expect(stack.hk.map((instance) => `127.0.0.1:${instance.port}`)).toContain(first.upstream);
    // Round robin gives the next request that reaches the sites to the other instance…
    const between = await stack.fetch(`${stack.proxy.hk}/healthz`);
    expect(between.headers.get('x-upstream')).not.toBe(first.upstream);
    // …but the next visitor's page comes from nginx: no instance asked, the same bytes.
    const second = await throughEdge(page);
    expect({ status: second.status, cache: second.cache, upstream: second.upstream, csp: second.csp }).toEqual({ status: 200, cache: 'HIT', upstream: null, csp: first.csp });
    expect(second.html).toBe(first.html);
  });

  it('never gives a logged-in visitor a kept page, nor an anonymous visitor a personal one', async () => {
    const { token } = await register(stack.proxy.api, stack.proxy.api);
    const cookie = await sessionCookieFor(token);
    const page = `${stack.proxy.hk}/en`;
    const anonymous = await throughEdge(page);
    expect(anonymous.html).not.toContain('Log out');
    expect((await throughEdge(page)).cache).toBe('HIT');
    const personal = await throughEdge(page, { cookie });
    expect({ status: personal.status, cache: personal.cache, cacheControl: personal.cacheControl }).toEqual({ status: 200, cache: 'BYPASS', cacheControl: 'private, no-store' });
    expect(personal.html).toContain('Log out');
    const anonymousAgain = await throughEdge(page);
    expect({ cache: anonymousAgain.cache, csp: anonymousAgain.csp }).toEqual({ cache: 'HIT', csp: anonymous.csp });
    // A page a logged-in visitor asks for first is rendered for them and not kept for the next visitor.
    const firstPersonal = await throughEdge(`${stack.proxy.hk}/en/about-us/contact-us`, { cookie });
    expect({ cache: firstPersonal.cache, loggedIn: firstPersonal.html.includes('Log out') }).toEqual({ cache: 'BYPASS', loggedIn: true });
    const thenAnonymous = await throughEdge(`${stack.proxy.hk}/en/about-us/contact-us`);
    expect({ cache: thenAnonymous.cache, loggedIn: thenAnonymous.html.includes('Log out') }).toEqual({ cache: 'MISS', loggedIn: false });
  });

  it('keeps a page of its own for mainland and Hong Kong visitors, and for phones and desktops', async () => {
    const page = `${stack.proxy.hk}/en/news-list`;
    const variants = { hkDesktop: { country: 'HK' }, mainlandDesktop: { country: 'CN' }, hkPhone: { country: 'HK', userAgent: PHONE }, mainlandPhone: { country: 'CN', userAgent: PHONE } };
    const first: Record<string, EdgeAnswer> = {};
    for (const [name, visitor] of Object.entries(variants)) {
      first[name] = await throughEdge(page, visitor);
      expect({ name, status: first[name].status, cache: first[name].cache }).toEqual({ name, status: 200, cache: 'MISS' });
    }
    for (const [name, visitor] of Object.entries(variants)) {
      const again = await throughEdge(page, visitor);
      expect({ name, cache: again.cache, csp: again.csp }).toEqual({ name, cache: 'HIT', csp: first[name].csp });
    }
    // What each variant is for: the open-account button is not shown to mainland visitors; phones get the H5 frame.
    expect(showsOpenAccount(first['hkDesktop'].html)).toBe(true);
    expect(showsOpenAccount(first['mainlandDesktop'].html)).toBe(false);
    expect(isPhoneFrame(first['hkPhone'].html)).toBe(true);
    expect(isPhoneFrame(first['hkDesktop'].html)).toBe(false);
    // A visitor elsewhere (not the mainland) shares the Hong Kong visitors' page.
    expect((await throughEdge(page, { country: 'US' })).csp).toBe(first['hkDesktop'].csp);
  });

  it('loses no request and no write while every instance is restarted in turn under load', async () => {
    const targets = [
      { base: stack.proxy.hk, paths: ['/zh-hk', '/en/charges', '/zh-hk/news-list'] },
      { base: stack.proxy.mainland, paths: ['/mainland/zh-cn', '/mainland/en/charges'] },
      { base: stack.proxy.api, paths: ['/official-website-config/api/v1/news-list?offset=0&limit=10'] },
    ];
    let restarting = true;
    const loads = targets.map(({ base, paths }) =>
      autocannon({
        url: base,
        connections: 16,
        // Until every instance has been restarted; the figures below say how many requests that was.
        duration: 600,
        requests: paths.map((path) => ({ method: 'GET', path, headers: { 'x-lang': X_LANG.en, 'x-type': X_TYPE.hk } })),
        timeout: 30,
      }),
    );

    // Writes during the restarts: each a registration, then that user's registration for the talk
    // with the most seats (until it is full). Both must be stored when the API said they were.
    const talks = await call<{ list: TalkSummary[] }>(stack.proxy.api, `${chairListEndpoint.path}?offset=0&limit=50&status=upcoming`, { ip: newIp() });
    const talk = talks.envelope.data.list.filter((candidate) => candidate.registrationOpen).sort((a, b) => b.seatsLeft - a.seatsLeft)[0];
    expect(talk).toBeDefined();
    const registerForTalk = (token: string, phone: ReturnType<typeof newPhone>, ip: string) =>
      call(stack.proxy.api, chairRegisterEndpoint.path, { body: { chairId: talk.id, name: 'Scale Out', ...phone }, token, ip });
    const applyForOpenApi = async (token: string, phone: ReturnType<typeof newPhone>, ip: string) => {
      const started = await call<{ uuid: string }>(stack.proxy.api, configManagerEndpoints.openApiUuidGet.path, { token, ip });
      const application = { uuid: started.envelope.data.uuid, type: 'personal', name: 'Scale Out', ...phone, email: `apply-${phone.phoneNumber}@example.com`, purpose: 'Quotes for a trading dashboard.' };
      const submitted = await call(stack.proxy.api, configManagerEndpoints.updateOpenApiInfo.path, { body: application, token, ip });
      if (submitted.envelope.code !== 0) throw new Error(`application not submitted: ${JSON.stringify(submitted.envelope)}`);
      return application.uuid;
    };
    const writeOnce = async () => {
      const ip = newIp();
      const { token, phone } = await register(stack.proxy.api, stack.proxy.api, ip);
      const seat = await registerForTalk(token, phone, ip);
      if (seat.envelope.code !== 0 && seat.envelope.code !== CODES.CHAIR_FULLY_BOOKED) throw new Error(`talk registration failed: ${JSON.stringify(seat.envelope)}`);
      const applicationUuid = await applyForOpenApi(token, phone, ip);
      return { token, phone, ip, seated: seat.envelope.code === 0, applicationUuid };
    };
    const writes: ReturnType<typeof writeOnce>[] = [];
    const writer = (async () => {
      while (restarting) {
        writes.push(writeOnce());
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();

    const restartTimes: string[] = [];
    for (const instance of stack.instances) {
      const started = performance.now();
      expect(await instance.stop()).toBe(0);
      await instance.start();
      restartTimes.push(`${instance.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    restarting = false;
    for (const load of loads) (load as unknown as { stop(): void }).stop();
    await writer;
    const results = await Promise.all(loads);
    const registered = await Promise.allSettled(writes);

    const sent = results.reduce((sum, result) => sum + result['2xx'] + result.non2xx + result.errors + result.timeouts, 0);
    const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
    const seated = registered.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.seated).length;
    console.log(
      `Rolling restart: ${sent} requests through nginx at ${targets.length * 16} connections, ${failed} failed; ` +
        `${registered.length} registrations and open-API applications, ${seated} talk registrations (${talk.seatsLeft} seats were left); ` +
        `restarts: ${restartTimes.join(', ')}`,
    );
    expect(sent).toBeGreaterThan(2_000);
    expect({ failed, statuses: results.map((result) => result.statusCodeStats), errors: results.map((result) => result.errors) }).toMatchObject({ failed: 0 });
    expect(registered.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason))).toEqual([]);
    expect(seated).toBe(Math.min(talk.seatsLeft, registered.length));
    // Every write the API acknowledged is stored: the session works on both instances, the open-API
    // application is the user's latest, and the talk registration is there (a second one is a duplicate).
    for (const outcome of registered) {
      const { token, phone, ip, seated: hasSeat, applicationUuid } = (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof writeOnce>>>).value;
      for (const base of [api1, api2]) expect((await call(base, user.getCurrentUser.path, { token, ip: newIp() })).envelope.code).toBe(0);
      const applicant = await call<{ application: { uuid: string; status: string } | null }>(api2, user.userInfoForOpenApiApply.path, { token, ip: newIp() });
      expect(applicant.envelope.data.application).toMatchObject({ uuid: applicationUuid, status: 'submitted' });
      if (hasSeat) expect((await registerForTalk(token, phone, ip)).envelope.code).toBe(CODES.ALREADY_EXISTS);
    }
  }, 600_000);

  it('answers 503 in the envelope and a friendly page while PostgreSQL is down, and recovers without a restart', async () => {
    const { token } = await register(stack.proxy.api, stack.proxy.api);
    stack.cluster.stop();
    try {
      const during = await call(stack.proxy.api, user.getCurrentUser.path, { token, ip: newIp() });
      expect(during.status).toBe(503);
      expect(during.envelope).toMatchObject({ code: CODES.SERVICE_UNAVAILABLE, data: null });
      // A page no one has asked for yet (so no cache holds it) needs the API's content: the site's error page, no stack.
      const page = await stack.fetch(`${stack.proxy.hk}/en/news-list/3`);
      const html = await page.text();
      expect(page.status).toBe(503);
      expect(html).toMatch(/<h1[^>]*>Something went wrong/);
      expect(html).not.toMatch(/at \w+ \(|node_modules|ECONNREFUSED/);
    } finally {
      stack.cluster.start();
    }
    await expectEventually(async () => (await call(stack.proxy.api, user.getCurrentUser.path, { token, ip: newIp() })).envelope.code === 0);
    await expectEventually(async () => (await stack.fetch(`${stack.proxy.hk}/en/news-list/3`)).status === 200);
  }, 120_000);
});

/** Polls `check` for up to a minute (the pool reconnects on the next query after the server is back). */
async function expectEventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('did not recover within a minute');
}
