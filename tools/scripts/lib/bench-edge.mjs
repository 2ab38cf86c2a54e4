// `npm run bench`, the edge section (issue 31): what the nginx page cache of the shipped
// configuration (deploy/nginx/templates/sites.conf.template, rendered by deploy/nginx/render.mjs with
// loopback addresses, as the scale-out tests do) is worth. For each page, as a browser asks for it
// (Accept-Encoding gzip, deflate, br; a desktop user agent; a country header as a CDN sets it):
//   1. nginx sending the page's bytes (the same bytes the cache sends) as a file, over the same TLS;
//   2. an nginx cache hit through the shipped configuration (TLS, the maps, the cache);
//   3. the site's own page cache answering a hit, directly (plain HTTP);
//   4. a render with the site's cache off (PAGE_CACHE_MAX_MB=0), directly.
// The ratios are against 1. Debian's nginx is needed (`apt-get install -y nginx-light`).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TUNING_FILE, countryVariableOf, renderTemplate } from '../../../deploy/nginx/render.mjs';
import { WORKSPACE_ROOT, distinctFreePorts, launchStack } from './stack.mjs';

const NGINX = '/usr/sbin/nginx';
export const EDGE_PAGES = [
  { name: 'home /zh-hk', path: '/zh-hk' },
  { name: 'fees /zh-hk/charges', path: '/zh-hk/charges' },
  { name: 'news list /zh-hk/news-list', path: '/zh-hk/news-list' },
];
const COUNTRY_HEADER = 'X-Visitor-Country';
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  [COUNTRY_HEADER]: 'HK',
};
/** The file and cache-hit runs are taken this many times, alternated, and the faster of each kept (as the page section does). */
const FAST_RUNS = 2;

/** Why the edge section cannot run here, or null. */
export const edgeMissing = () => (existsSync(NGINX) ? null : `no nginx at ${NGINX} (apt-get install -y nginx-light)`);

/** A GET's status, headers and body bytes as they came, not decoded (fetch would decode them); `ca` trusts a local certificate. */
export const getRaw = (url, { headers, ca } = {}) =>
  new Promise((resolve, reject) => {
    (url.startsWith('https:') ? request : httpRequest)(url, { headers, ca }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

/** GET through nginx's TLS (its local certificate trusted), as a browser asks. */
const getTls = (url, ca) => getRaw(url, { headers: BROWSER_HEADERS, ca });

/** nginx's main configuration for the bench: one worker (as the scale-out stack), the shipped tuning and sites, and a file server of the same TLS. */
const mainConfig = (directory, files) => `
worker_processes 1;
include ${TUNING_FILE};
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${directory}/temp/body;
  proxy_temp_path ${directory}/temp/proxy;
  fastcgi_temp_path ${directory}/temp/fastcgi;
  uwsgi_temp_path ${directory}/temp/uwsgi;
  scgi_temp_path ${directory}/temp/scgi;
  include ${directory}/sites.conf;
  server {
    listen 127.0.0.1:${files.port} ssl;
    ssl_certificate ${directory}/tls/hk.crt;
    ssl_certificate_key ${directory}/tls/hk.key;
    default_type text/html;
${files.locations.map(({ path, file, encoding }) => `    location = ${path} { alias ${file};${encoding ? ` add_header Content-Encoding ${encoding};` : ''} }`).join('\n')}
  }
}
`;

/**
 * Starts an HK site with its page cache on and VISITOR_COUNTRY_HEADER set (what the edge needs) and
 * nginx in front; measures the four ways of answering each page; stops what it started. `measure`
 * and `check` are the bench's; `uncachedHk` the origin of an HK site with its cache off.
 */
export async function measureEdge({ common, apiPort, uncachedHk, measure, check, seconds, connectionLevels }) {
  const [sitePort, edgePort, filePort, httpPort, defaultPort, apiListen] = await distinctFreePorts(6);
  const directory = mkdtempSync(join(tmpdir(), 'bench-edge-'));
  const site = launchStack({ ...common, ports: { api: apiPort, hk: sitePort, mainland: sitePort }, only: ['hk'], siteEnv: { VISITOR_COUNTRY_HEADER: COUNTRY_HEADER }, label: '-edge' });
  let nginx = null;
  try {
    await site.ready;
    for (const name of ['temp', 'cache', 'files']) {
      mkdirSync(join(directory, name));
      // Debian's nginx, started as root, runs its worker as an unprivileged user.
      chmodSync(join(directory, name), 0o777);
    }
    chmodSync(directory, 0o755);
    const made = spawnSync(join(WORKSPACE_ROOT, 'deploy/tls/make-local-cert.sh'), [join(directory, 'tls')], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`make-local-cert.sh failed: ${made.stderr}`);
    writeFileSync(join(directory, 'extras.conf'), '');
    const upstream = `server 127.0.0.1:${sitePort} max_fails=0;`;
    const sites = renderTemplate(readFileSync(join(WORKSPACE_ROOT, 'deploy/nginx/templates/sites.conf.template'), 'utf8'), {
      NGINX_RESOLVER: '# loopback',
      NGINX_HK_SERVERS: upstream,
      NGINX_MAINLAND_SERVERS: upstream,
      NGINX_API_SERVERS: `server 127.0.0.1:${apiPort} max_fails=0;`,
      NGINX_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      NGINX_PUBLIC_HTTPS_PORT: String(edgePort),
      NGINX_HTTPS_DEFAULT_LISTEN: `127.0.0.1:${defaultPort}`,
      NGINX_HK_LISTEN: `127.0.0.1:${edgePort}`,
      NGINX_MAINLAND_LISTEN: `127.0.0.1:${defaultPort}`,
      NGINX_HK_HOST: '127.0.0.1',
      NGINX_MAINLAND_HOST: 'mainland.localhost',
      NGINX_API_LISTEN: `127.0.0.1:${apiListen}`,
      NGINX_TLS_DIR: join(directory, 'tls'),
      NGINX_INCLUDES: join(WORKSPACE_ROOT, 'deploy/nginx/includes'),
      NGINX_LOCATION_EXTRAS: join(directory, 'extras.conf'),
      NGINX_CACHE_DIR: join(directory, 'cache'),
      NGINX_VISITOR_COUNTRY_HEADER: COUNTRY_HEADER,
      NGINX_VISITOR_COUNTRY_VARIABLE: countryVariableOf(COUNTRY_HEADER),
    });
    writeFileSync(join(directory, 'sites.conf'), sites);
    const configFile = join(directory, 'nginx.conf');
    const files = { port: filePort, locations: [] };
    writeFileSync(configFile, mainConfig(directory, files));
    nginx = spawn(NGINX, ['-p', directory, '-c', configFile, '-e', join(directory, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
    const ca = readFileSync(join(directory, 'tls/hk.crt'));
    const edge = `https://127.0.0.1:${edgePort}`;
    const deadline = Date.now() + 10_000;
    while (!(await getTls(`${edge}/healthz`, ca).catch(() => null))) {
      if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start (${join(directory, 'error.log')})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The file server gets the bytes the cache answers with; nginx reloads its configuration for it.
    for (const page of EDGE_PAGES) {
      await getTls(`${edge}${page.path}`, ca);
      const hit = await getTls(`${edge}${page.path}`, ca);
      if (hit.status !== 200 || hit.headers['x-cache'] !== 'HIT') {
        throw new Error(`${page.path} through nginx: status ${hit.status}, X-Cache ${hit.headers['x-cache']} (the site answered Cache-Control "${hit.headers['cache-control']}", Vary "${hit.headers.vary}")`);
      }
      const file = join(directory, 'files', `${files.locations.length}.html`);
      writeFileSync(file, hit.body);
      files.locations.push({ path: page.path, file, encoding: hit.headers['content-encoding'], bytes: hit.body.length });
    }
    writeFileSync(configFile, mainConfig(directory, files));
    nginx.kill('SIGHUP');
    const fileOrigin = `https://127.0.0.1:${filePort}`;
    while (!(await getTls(`${fileOrigin}${EDGE_PAGES[0].path}`, ca).catch(() => null))) {
      if (nginx.exitCode !== null || Date.now() > deadline + 10_000) throw new Error(`nginx did not serve the files (${join(directory, 'error.log')})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The site's own figures are of its cache's hits: it answers these requests from it.
    for (const page of EDGE_PAGES) {
      await fetch(`http://127.0.0.1:${sitePort}${page.path}`, { headers: BROWSER_HEADERS });
      const direct = await fetch(`http://127.0.0.1:${sitePort}${page.path}`, { headers: BROWSER_HEADERS });
      if (direct.headers.get('x-page-cache') !== 'hit') throw new Error(`${page.path}: the site answered X-Page-Cache ${direct.headers.get('x-page-cache')}, not a hit`);
    }

    const rows = [];
    for (const [index, page] of EDGE_PAGES.entries()) {
      const { encoding, bytes } = files.locations[index];
      for (const connections of connectionLevels) {
        const run = async (name, base) => check(`edge ${page.name} ${name} @${connections}`, await measure({ url: `${base}${page.path}`, connections, seconds, headers: BROWSER_HEADERS }));
        const fileRuns = [];
        const hitRuns = [];
        for (let round = 0; round < FAST_RUNS; round += 1) {
          fileRuns.push(await run('nginx file', fileOrigin));
          hitRuns.push(await run('nginx cache hit', edge));
        }
        const faster = (runs) => runs.reduce((best, figures) => (figures.perSecond > best.perSecond ? figures : best));
        const [file, hit] = [faster(fileRuns), faster(hitRuns)];
        const siteHit = await run('site cache hit', `http://127.0.0.1:${sitePort}`);
        const render = await run('uncached render', uncachedHk);
        const ratio = (figures) => `${((figures.perSecond / file.perSecond) * 100).toFixed(0)} %`;
        rows.push([
          `${page.name} @${connections}`,
          `${(bytes / 1024).toFixed(1)} KB ${encoding ?? 'identity'}`,
          file.perSecond.toFixed(0),
          hit.perSecond.toFixed(0),
          ratio(hit),
          siteHit.perSecond.toFixed(0),
          ratio(siteHit),
          render.perSecond.toFixed(0),
          ratio(render),
        ]);
      }
      // The cache still answers (a page past its s-maxage is answered stale while it is renewed in the background).
      const after = await getTls(`${edge}${page.path}`, ca);
      if (!/^(?:HIT|STALE|UPDATING)$/.test(after.headers['x-cache'])) throw new Error(`${page.path}: nginx answered X-Cache ${after.headers['x-cache']} after the runs`);
    }
    return { header: ['page @connections', 'bytes', 'nginx file', 'nginx hit', 'ratio', 'site hit', 'ratio', 'uncached', 'ratio'], rows };
  } finally {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await site.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}
