// `nx test deploy`: the edge page cache of the shipped configuration (templates/sites.conf.template
// with includes/page-cache.inc), run in Debian's nginx in front of a stand-in site that answers as the
// contract says (Cache-Control, Vary) and echoes the headers it was sent. What a visitor would notice:
// one render serves everyone of a class, each class gets its own, sessions and queries are never
// served or stored, the site gets the normalised classes, a stale page covers a failing site.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { distinctFreePorts } from '../../tools/scripts/lib/stack.mjs';
import { fileURLToPath } from 'node:url';
import { TUNING_FILE, countryVariableOf, renderTemplate } from './render.mjs';

const WORKSPACE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX = '/usr/sbin/nginx';
const COUNTRY_HEADER = 'X-Visitor-Country';
const CONTRACT_VARY = `X-Device-Class, ${COUNTRY_HEADER}, Accept-Encoding`;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** s-maxage=1 is over after at most two seconds: nginx counts whole seconds. */
const STALE_AFTER_MS = 2_100;
const BROWSER = { 'user-agent': WINDOWS, 'accept-encoding': 'gzip, deflate, br, zstd', [COUNTRY_HEADER]: 'HK' };


/**
 * The stand-in site: every render numbered, its answer the headers it was sent. `/vary-user-agent`
 * varies as the site did before the contract; `/short` is fresh for a second; a session gets a
 * private page; `/failing` fails once `failing` is set.
 */
function standInSite() {
  const renders = [];
  const state = { failing: false };
  const server = createHttpServer((req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/failing' && state.failing) {
      res.writeHead(503, { 'cache-control': 'no-store' }).end('down');
      return;
    }
    const render = renders.push(req.url);
    const session = /(?:^|;)\s*session=/.test(req.headers.cookie ?? '');
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'nonce-render${render}'`,
      etag: 'W/"same-page"',
      vary: path === '/vary-user-agent' ? `Cookie, User-Agent, ${COUNTRY_HEADER}` : CONTRACT_VARY,
      'cache-control': session ? 'private, no-store' : `public, max-age=0, s-maxage=${path === '/short' || path === '/failing' ? 1 : 60}, stale-while-revalidate=300`,
    };
    const seen = { render, url: req.url, deviceClass: req.headers['x-device-class'], acceptEncoding: req.headers['accept-encoding'], country: req.headers[COUNTRY_HEADER.toLowerCase()], session };
    res.writeHead(200, headers).end(JSON.stringify(seen));
  });
  return { server, renders, state };
}

describe('the edge page cache', { skip: !existsSync(NGINX) && 'no nginx here' }, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'edge-cache-'));
  const site = standInSite();
  let nginx;
  let origin;
  let agent;

  before(async () => {
    const [sitePort, hkPort, mainlandPort, httpPort, defaultPort, apiPort] = await distinctFreePorts(6);
    await new Promise((resolve) => site.server.listen(sitePort, '127.0.0.1', resolve));
    const made = spawnSync(join(WORKSPACE_ROOT, 'deploy/tls/make-local-cert.sh'), [join(scratch, 'tls')], { encoding: 'utf8' });
    assert.equal(made.status, 0, made.stderr);
    for (const name of ['cache', 'temp']) {
      mkdirSync(join(scratch, name));
      // Debian's nginx runs its workers as an unprivileged user when started as root.
      chmodSync(join(scratch, name), 0o777);
    }
    chmodSync(scratch, 0o755);
    writeFileSync(join(scratch, 'extras.conf'), '');
    const sites = renderTemplate(readFileSync(join(WORKSPACE_ROOT, 'deploy/nginx/templates/sites.conf.template'), 'utf8'), {
      NGINX_RESOLVER: '# loopback',
      NGINX_HK_SERVERS: `server 127.0.0.1:${sitePort} max_fails=0;`,
      NGINX_MAINLAND_SERVERS: `server 127.0.0.1:${sitePort} max_fails=0;`,
      NGINX_API_SERVERS: `server 127.0.0.1:${sitePort} max_fails=0;`,
      NGINX_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      NGINX_PUBLIC_HTTPS_PORT: String(hkPort),
      NGINX_HTTPS_DEFAULT_LISTEN: `127.0.0.1:${defaultPort}`,
      NGINX_HK_LISTEN: `127.0.0.1:${hkPort}`,
      NGINX_MAINLAND_LISTEN: `127.0.0.1:${mainlandPort}`,
      NGINX_HK_HOST: 'hk.localhost',
      NGINX_MAINLAND_HOST: 'mainland.localhost',
      NGINX_API_LISTEN: `127.0.0.1:${apiPort}`,
      NGINX_TLS_DIR: join(scratch, 'tls'),
      NGINX_INCLUDES: join(WORKSPACE_ROOT, 'deploy/nginx/includes'),
      NGINX_LOCATION_EXTRAS: join(scratch, 'extras.conf'),
      NGINX_CACHE_DIR: join(scratch, 'cache'),
      NGINX_VISITOR_COUNTRY_HEADER: COUNTRY_HEADER,
      NGINX_VISITOR_COUNTRY_VARIABLE: countryVariableOf(COUNTRY_HEADER),
    });
    writeFileSync(join(scratch, 'sites.conf'), sites);
    const temp = join(scratch, 'temp');
    writeFileSync(
      join(scratch, 'nginx.conf'),
      `daemon off;\nworker_processes 1;\ninclude ${TUNING_FILE};\npid ${scratch}/nginx.pid;\nerror_log stderr error;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${temp}/body;\n  proxy_temp_path ${temp}/proxy;\n  fastcgi_temp_path ${temp}/fastcgi;\n  uwsgi_temp_path ${temp}/uwsgi;\n  scgi_temp_path ${temp}/scgi;\n  include ${scratch}/sites.conf;\n}\n`
    );
    nginx = spawn(NGINX, ['-p', scratch, '-c', join(scratch, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
    origin = `https://127.0.0.1:${hkPort}`;
    agent = new Agent({ ca: readFileSync(join(scratch, 'tls/hk.crt')), keepAlive: true });
    const deadline = Date.now() + 10_000;
    while (!(await get('/ready').catch(() => null))) {
      if (nginx.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  after(async () => {
    agent?.destroy();
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    site.server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A GET through the edge: status, X-Cache, the CSP header, and what the stand-in site was sent for the page answered. */
  const get = (path, headers = BROWSER) =>
    new Promise((resolve, reject) => {
      request(`${origin}${path}`, { agent, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, cache: response.headers['x-cache'], csp: response.headers['content-security-policy'], seen: body.startsWith('{') ? JSON.parse(body) : null })
        );
      })
        .on('error', reject)
        .end();
    });

  it('renders a page once for everyone of a class, and asks the site with the classes, not the raw headers', async () => {
    const first = await get('/zh-hk');
    assert.equal(first.cache, 'MISS');
    assert.deepEqual(
      { deviceClass: first.seen.deviceClass, acceptEncoding: first.seen.acceptEncoding, country: first.seen.country },
      { deviceClass: 'isWindows,/pc', acceptEncoding: 'br, gzip', country: 'HK' }
    );
    // Another browser of the same class (another Accept-Encoding spelling, a forged device class): the same render.
    const second = await get('/zh-hk', { ...BROWSER, 'accept-encoding': 'br, gzip', 'x-device-class': 'isH5Page,/h5' });
    assert.deepEqual({ cache: second.cache, render: second.seen.render }, { cache: 'HIT', render: first.seen.render });
    assert.equal(second.csp, first.csp, "a kept page carries its render's policy");
  });

  it('keeps a page of its own for each device class, country class and Accept-Encoding class', async () => {
    const variants = [
      [{}, 'isWindows,/pc', 'br, gzip', 'HK'],
      [{ 'user-agent': IPHONE }, 'isH5Page,isIos,/h5', 'br, gzip', 'HK'],
      [{ [COUNTRY_HEADER]: 'CN' }, 'isWindows,/pc', 'br, gzip', 'CN'],
      [{ 'accept-encoding': 'gzip, deflate' }, 'isWindows,/pc', 'gzip', 'HK'],
      [{ 'accept-encoding': 'gzip;q=0, br' }, 'isWindows,/pc', 'identity', 'HK'],
    ];
    const renders = new Set();
    for (const [changes, deviceClass, acceptEncoding, country] of variants) {
      const first = await get('/variants', { ...BROWSER, ...changes });
      assert.deepEqual(
        { cache: first.cache, deviceClass: first.seen.deviceClass, acceptEncoding: first.seen.acceptEncoding, country: first.seen.country },
        { cache: 'MISS', deviceClass, acceptEncoding, country }
      );
      const again = await get('/variants', { ...BROWSER, ...changes });
      assert.deepEqual({ cache: again.cache, render: again.seen.render }, { cache: 'HIT', render: first.seen.render });
      renders.add(first.seen.render);
    }
    assert.equal(renders.size, variants.length);
    // US and HK visitors share the class "not the mainland".
    assert.equal((await get('/variants', { ...BROWSER, [COUNTRY_HEADER]: 'US' })).cache, 'HIT');
  });

  it('never serves or keeps a page for a session, and never gives a session the kept page', async () => {
    const anonymous = await get('/account');
    assert.equal(anonymous.cache, 'MISS');
    const withSession = await get('/account', { ...BROWSER, cookie: '_ga=1; session=abc' });
    assert.deepEqual({ cache: withSession.cache, session: withSession.seen.session }, { cache: 'BYPASS', session: true });
    assert.notEqual(withSession.seen.render, anonymous.seen.render);
    assert.equal((await get('/account', { ...BROWSER, cookie: '__Host-session=abc' })).cache, 'BYPASS');
    assert.equal((await get('/account', { ...BROWSER, authorization: 'Bearer abc' })).cache, 'BYPASS');
    // An analytics cookie alone is no session.
    const later = await get('/account', { ...BROWSER, cookie: '_ga=1' });
    assert.deepEqual({ cache: later.cache, render: later.seen.render, session: later.seen.session }, { cache: 'HIT', render: anonymous.seen.render, session: false });
  });

  it('leaves campaign parameters out of the key and lets every other query through to the site', async () => {
    const bare = await get('/campaign');
    const campaign = await get('/campaign?utm_source=mail&utm_campaign=spring&gclid=x1&fbclid=y2');
    assert.deepEqual({ cache: campaign.cache, render: campaign.seen.render }, { cache: 'HIT', render: bare.seen.render });
    const miss = await get('/campaign?utm_source=other');
    assert.equal(miss.cache, 'HIT');
    for (const query of ['?page=2', '?utm_source=mail&preview=token', '?gclidx=1']) {
      const answer = await get(`/campaign${query}`);
      assert.equal(answer.cache, 'BYPASS', query);
      assert.equal(answer.seen.url, `/campaign${query}`);
    }
    assert.equal((await get('/campaign.data')).cache, 'BYPASS');
  });

  it('bypasses the cache when no country came with the request', async () => {
    const withoutCountry = Object.fromEntries(Object.entries(BROWSER).filter(([name]) => name !== COUNTRY_HEADER));
    const first = await get('/no-country', withoutCountry);
    const second = await get('/no-country', withoutCountry);
    assert.deepEqual([first.cache, second.cache], ['BYPASS', 'BYPASS']);
    assert.equal((await get('/no-country')).cache, 'MISS', 'nothing was kept by the bypassed requests');
  });

  it('does not keep a page the site varies on headers outside the key (User-Agent, Cookie)', async () => {
    const first = await get('/vary-user-agent');
    const second = await get('/vary-user-agent');
    assert.deepEqual([first.cache, second.cache], ['MISS', 'MISS']);
    assert.notEqual(first.seen.render, second.seen.render);
  });

  it('answers a revalidation from the kept page with 304', async () => {
    await get('/revalidate');
    const answer = await get('/revalidate', { ...BROWSER, 'if-none-match': 'W/"same-page"' });
    assert.deepEqual({ status: answer.status, cache: answer.cache }, { status: 304, cache: 'HIT' });
  });

  it('answers a stale page at once while it renders a new one, and while the site fails', async () => {
    const first = await get('/failing');
    await new Promise((resolve) => setTimeout(resolve, STALE_AFTER_MS));
    const stale = await get('/failing');
    assert.deepEqual({ cache: stale.cache, render: stale.seen.render }, { cache: 'STALE', render: first.seen.render });
    // The background render replaced it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fresh = await get('/failing');
    assert.equal(fresh.cache, 'HIT');
    assert.ok(fresh.seen.render > first.seen.render);
    site.state.failing = true;
    await new Promise((resolve) => setTimeout(resolve, STALE_AFTER_MS));
    const duringFailure = await get('/failing');
    assert.deepEqual({ status: duringFailure.status, render: duringFailure.seen.render }, { status: 200, render: fresh.seen.render });
    assert.match(duringFailure.cache, /^(?:STALE|UPDATING)$/);
  });
});
