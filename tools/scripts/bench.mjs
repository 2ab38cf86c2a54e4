// `npm run bench`: builds both sites, starts the API, both sites twice (page cache on, and off:
// PAGE_CACHE_MAX_MB=0), a static server holding the same pages' bytes and a bare Fastify
// hello-world, all on free loopback ports (APP_ENV=sit, a throw-away SQLite file under tmp/, or
// with --postgres a throw-away database on DATABASE_URL's server). Then it prints, in one run:
//   1. pages: req/s and p50/p99 at 10 and 100 connections, cached and uncached, asked as a browser asks
//      (Accept-Encoding br, gzip), against the static server of the same brotli bytes (the ratio);
//   2. the API's content calls against the hello-world (the ratio);
//   3. memory: each site's peak RSS during a burst of 2,000 page requests at 50 connections; each
//      cached site's RSS once it has served every sitemap page, then after 2,000 uncached requests; the
//      API's during 40 concurrent password logins, each site's while 8 parallel 32 MB chunked
//      bodies go to each of its actions (all refused with 413), and every server's peak over the run;
//   4. first-load JavaScript per page, in Chromium at 390 and 1440 px: what the page fetched before
//      it hydrated, and all it fetched before the network went quiet; and the footer's height;
//   5. the edge: for three pages, nginx sending the page's bytes as a file, an nginx cache hit through
//      the shipped configuration, the site's own cache hit and an uncached render (lib/bench-edge.mjs);
//   6. what one solve of the self-hosted captcha's proof of work costs a script (apps/api/src/tools/bench-captcha.ts).
// Load comes from wrk (Debian's package, `apt-get install wrk`) when it is installed, else from
// autocannon in this process, which on two cores caps the static and cached figures at its own pace.
// Figures are for comparison between runs on the same machine: nothing here asserts on them. The
// exit code is 1 only when the stack does not start or a target answers more than 1% wrongly.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import { edgeMissing, EDGE_PAGES, getRaw, measureEdge } from './lib/bench-edge.mjs';
import { firstLoadJs, launchBrowser, VIEWPORTS } from './lib/first-load.mjs';
import { residentBytes, siteCacheMemory } from './lib/bench-site-cache.mjs';
import { buildSites, describeExit, distinctFreePorts, launchStack, WORKSPACE_ROOT } from './lib/stack.mjs';

const MAX_ERROR_RATE = 0.01;
const CONNECTION_LEVELS = [10, 100];
/**
 * Static and cache-on runs are taken this many times, alternated, and the faster run of each kept:
 * on a shared 2-core machine a 5 s run now and then lands in a slow spell (the same server, same
 * page, at half its speed for a run, the static server too) and would stand for the whole row.
 */
const FAST_PAGE_RUNS = 2;
const BURST = { requests: 2000, connections: 50 };
/** How the page runs ask, as a browser does: every server answers the same brotli bytes. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const CONCURRENT_LOGINS = 40;
/** Oversized posts: this many at once, of this many bytes each, chunked (no length to refuse them by). */
const OVERSIZED = { parallel: 8, bytes: 32 * 2 ** 20 };
/** The site actions that take a body, by path below the language (the two at the site's root below `/`). */
const SITE_ACTIONS = ['/en/auth', '/en/sta-regform', '/en/apply-api/upload', '/logout', '/analytics'];
const LOG_DIR = join(WORKSPACE_ROOT, 'tmp/bench-logs');

const USAGE = `Usage: npm run bench -- [options]

  --seconds N       length of each measured run (default 5; each is preceded by a 1 s warm-up)
  --postgres        run the API on a throw-away database created on DATABASE_URL's PostgreSQL
                    server (dropped afterwards) instead of a throw-away SQLite file
  --scale           instead: list calls, totals, sitemap and event-loop stalls with content grown to
                    100,000 items per language, on SQLite and (DATABASE_URL) PostgreSQL
                    (tools/scripts/bench-scale.mjs; --seconds applies)
  -h, --help        this text

The API and the sites log to ${relative(WORKSPACE_ROOT, LOG_DIR)}/.`;

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string', default: '5' },
      postgres: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const seconds = Number(values.seconds);
  if (!/^\d+$/.test(values.seconds) || seconds < 1 || seconds > 600) throw new Error(`--seconds must be a whole number from 1 to 600, got "${values.seconds}"`);
  if (values.postgres && !/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
    throw new Error('--postgres needs DATABASE_URL set to a postgres:// URL (its server is where the throw-away database is created)');
  }
  return { help: values.help, seconds, postgres: values.postgres };
}

/** X-Lang / X-Type values of libs/contracts/src/envelope.ts: Traditional Chinese, Hong Kong district. */
const API_HEADERS = { 'x-lang': '2', 'x-type': '2', accept: 'application/json' };

const API_TARGETS = [
  ['ip-info', '/config-manager/api/ip-info/v1'],
  ['page-text home', '/official-website-config/api/v1/page-text?page=home'],
  ['news-list', '/official-website-config/api/v1/news-list?offset=0&limit=10'],
  ['activity-list', '/official-website-config/api/v1/activity-list?offset=0&limit=10&type=0'],
  // The search is limited per network (120 a minute): each request comes from an address of its own,
  // as a crowd of visitors would, through X-Forwarded-For (loopback is a trusted proxy).
  ['search 開戶 (two characters: scan)', `/official-website-config/api/v1/search?q=${encodeURIComponent('開戶')}`, { freshNetworks: true }],
  ['search 交易時間 (trigram index)', `/official-website-config/api/v1/search?q=${encodeURIComponent('交易時間')}`, { freshNetworks: true }],
  ['search "stamp duty"', `/official-website-config/api/v1/search?q=${encodeURIComponent('stamp duty')}`, { freshNetworks: true }],
];

/** A random public-looking IPv4 address: a network of its own for each request. */
const randomNetwork = () => [1 + Math.floor(Math.random() * 222), Math.floor(Math.random() * 256), Math.floor(Math.random() * 256), 1 + Math.floor(Math.random() * 254)].join('.');
/** wrk's version of the same: a Lua script that sets X-Forwarded-For on every request. */
const WRK_FRESH_NETWORKS = `request = function()
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["X-Forwarded-For"] = math.random(1, 223) .. "." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format(nil, nil, headers)
end`;

// ---------- load ----------

/** CPU time (user + system) a process has used so far, in ms; /proc counts it in ticks of 10 ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * wrk (Debian's package) when it is installed: it is written in C and runs in a process of its own,
 * one thread. autocannon, in this process, needs about as much CPU per request as the static server
 * answering it, so on two cores it capped the static and cached figures at its own pace.
 */
const WRK_INSTALLED = !spawnSync('wrk', ['-v']).error;
const LOAD_GENERATOR = WRK_INSTALLED ? 'wrk (one thread, its own process)' : 'autocannon in this process (wrk is not installed)';

const WRK_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
/** The figures of one `wrk --latency` run, read from its report. */
async function wrkRun({ url, connections, seconds, headers, freshNetworks }) {
  let script = [];
  if (freshNetworks) {
    const file = join(WORKSPACE_ROOT, 'tmp/bench-fresh-networks.lua');
    writeFileSync(file, WRK_FRESH_NETWORKS);
    script = ['-s', file];
  }
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '30s', ...script, ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const { stdout } = await promisify(execFile)('wrk', args);
  const number = (pattern) => Number(pattern.exec(stdout)?.[1] ?? NaN);
  const latencyMs = (percent) => {
    const [, value, unit] = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(stdout) ?? [];
    return Number(value) * WRK_MS[unit];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)?.slice(1).map(Number) ?? [];
  const answered = number(/(\d+) requests in/);
  const non2xx = number(/Non-2xx or 3xx responses: (\d+)/) || 0;
  const errors = socketErrors.reduce((sum, count) => sum + count, 0);
  return { perSecond: number(/Requests\/sec:\s+([\d.]+)/), p50: latencyMs(50), p99: latencyMs(99), answered, failed: non2xx + errors, total: answered + errors };
}

async function autocannonRun({ url, connections, seconds, headers, freshNetworks }) {
  const requests = freshNetworks ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': randomNetwork() } }) }] : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 30, requests });
  const answered = result['2xx'] + result.non2xx;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered,
    failed: result.non2xx + result.errors + result.timeouts,
    total: answered + result.errors + result.timeouts,
  };
}

/**
 * One run of the load generator; figures of the measured part only (a 1 s warm-up at the same load
 * runs first). With `pid`, also the CPU time that server spent per answered request: unlike req/s
 * and latency it does not depend on the load generator keeping up.
 */
async function measure({ url, connections, seconds, headers = {}, pid, freshNetworks = false }) {
  const run = (duration) => (WRK_INSTALLED ? wrkRun : autocannonRun)({ url, connections, seconds: duration, headers, freshNetworks });
  await run(1);
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const { answered, ...figures } = await run(seconds);
  const cpuSpent = pid ? cpuMs(pid) - cpuBefore : NaN;
  return { ...figures, cpuPerRequestMs: answered > 0 ? cpuSpent / answered : NaN };
}

/** Peak resident memory of each process while `work` runs, sampled every 50 ms from /proc. */
async function peakRssDuring(pids, work) {
  const peaks = new Map(pids.map((pid) => [pid, 0]));
  const sample = () => {
    for (const pid of pids) peaks.set(pid, Math.max(peaks.get(pid), residentBytes(pid, 'VmRSS')));
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, peaks };
  } finally {
    clearInterval(timer);
  }
}

// ---------- the stack ----------

function createSqliteDatabase() {
  mkdirSync(join(WORKSPACE_ROOT, 'tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(WORKSPACE_ROOT, 'tmp/bench-'));
  return {
    description: `SQLite ${relative(WORKSPACE_ROOT, join(dataDir, 'broker.sqlite'))} (removed afterwards)`,
    url: `sqlite:${join(dataDir, 'broker.sqlite')}`,
    uploadDir: join(dataDir, 'uploads'),
    workDir: dataDir,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database beside DATABASE_URL's, so the benchmark neither reads nor changes anyone's data. */
async function createPostgresDatabase(baseUrl) {
  const { default: pg } = await import('pg');
  const withClient = async (run) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  const name = `bench_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  mkdirSync(join(WORKSPACE_ROOT, 'tmp'), { recursive: true });
  const workDir = mkdtempSync(join(WORKSPACE_ROOT, 'tmp/bench-'));
  return {
    description: `PostgreSQL database ${name} on ${url.host} (dropped afterwards)`,
    url: url.toString(),
    uploadDir: join(workDir, 'uploads'),
    workDir,
    dispose: async () => {
      rmSync(workDir, { recursive: true, force: true });
      await withClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A reference server of lib/bench-servers.mjs as a child process; resolves when it answers. */
async function startReferenceServer(args, readyUrl) {
  const child = spawn(process.execPath, [join(WORKSPACE_ROOT, 'tools/scripts/lib/bench-servers.mjs'), ...args], { stdio: 'inherit' });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench-servers.mjs ${args[0]} stopped (${describeExit({ code: child.exitCode })})`);
    try {
      await fetch(readyUrl);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`bench-servers.mjs ${args[0]} did not answer ${readyUrl}`);
}

/** The pages measured: their paths on each site; the news detail is the first one the news list links to. */
async function choosePages(hkUrl) {
  const newsList = await (await fetch(`${hkUrl}/zh-hk/news-list`)).text();
  const newsDetail = newsList.match(/href="(\/zh-hk\/news-detail\/[^"]+)"/)?.[1];
  if (!newsDetail) throw new Error('the news list /zh-hk/news-list links to no news detail');
  return [
    { name: 'home /zh-hk', district: 'hk', path: '/zh-hk' },
    { name: 'fees /zh-hk/charges', district: 'hk', path: '/zh-hk/charges' },
    { name: 'news list /zh-hk/news-list', district: 'hk', path: '/zh-hk/news-list' },
    { name: 'news detail', district: 'hk', path: newsDetail },
    { name: 'sta-regform /zh-hk/sta-regform', district: 'hk', path: '/zh-hk/sta-regform' },
    { name: 'mainland home /mainland/zh-cn', district: 'mainland', path: '/mainland/zh-cn' },
  ];
}

/** Logs the demo account in `count` times at once with its password, encrypted as the panel does. */
async function concurrentPasswordLogins(apiUrl, count) {
  const config = await (await fetch(`${apiUrl}/user-api/query/common_config?key=rsa_public_keys`, { headers: API_HEADERS })).json();
  const publicKey = config?.data?.rsa_public_keys?.[0];
  if (!publicKey) throw new Error(`the API published no RSA public key: ${JSON.stringify(config)}`);
  const login = async () => {
    const password = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Demo-pass-2026')).toString('base64');
    const response = await fetch(`${apiUrl}/user-server/web/login/v2`, {
      method: 'POST',
      headers: { ...API_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ areaCode: '852', phoneNumber: '51234567', password }),
    });
    const envelope = await response.json();
    return envelope.code === 0 ? 'logged in' : `code ${envelope.code}`;
  };
  const counts = new Map();
  for (const outcome of await Promise.all(Array.from({ length: count }, login))) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, times]) => `${outcome} ×${times}`);
}

/**
 * Posts `bytes` to `url` in 64 KB chunks without a length, as fast as the server reads them;
 * resolves with the status, or 0 when the connection was cut before an answer.
 */
function postChunked(url, bytes) {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' } });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', () => resolve(0));
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

/** Statuses of OVERSIZED.parallel oversized posts at once to each site action, with the site's RSS before and at its peak. */
async function oversizedPosts(siteUrl, basePath, pid) {
  const before = residentBytes(pid, 'VmRSS');
  const { result, peaks } = await peakRssDuring([pid], async () => {
    const statuses = new Map();
    for (const path of SITE_ACTIONS) {
      const answers = await Promise.all(Array.from({ length: OVERSIZED.parallel }, () => postChunked(`${siteUrl}${basePath}${path}`, OVERSIZED.bytes)));
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    return statuses;
  });
  return { before, peak: peaks.get(pid), answers: [...result].map(([status, times]) => `${status || 'cut'} ×${times}`) };
}

// ---------- report ----------

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * The Node.js the images ship (.nvmrc), when this machine has it: DEPLOY_NODE (which .ci/run sets),
 * else where .ci/run installs it. Null when it is this very Node.js or nowhere to be found.
 */
function shippedNodeBinary() {
  const release = readFileSync(join(WORKSPACE_ROOT, '.nvmrc'), 'utf8').trim();
  if (process.version === `v${release}`) return null;
  const cached = join(process.env.XDG_CACHE_HOME ?? join(os.homedir(), '.cache'), `brokerage/node-${release}/node_modules/node-${process.platform}-${process.arch}/bin/node`);
  const path = [process.env.DEPLOY_NODE, cached].find((candidate) => candidate && spawnSync(candidate, ['--version']).status === 0);
  return path ? { path, version: release } : null;
}
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const percent = (part, whole) => (whole > 0 ? `${((part / whole) * 100).toFixed(0)} %` : '-');

/** Plain-text table: the first column left-aligned, the others right-aligned. */
function table(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function machineFacts() {
  const cpus = os.cpus();
  return (
    `Node ${process.version} on ${os.type()} ${os.release()} (${os.arch()}); ${cpus.length} cores, ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM; load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`
  );
}

// ---------- run ----------

// `--scale` (issue 28) is a benchmark of its own: content grown to 100,000 items per language.
if (process.argv.includes('--scale')) {
  const { status } = spawnSync(process.execPath, [join(WORKSPACE_ROOT, 'tools/scripts/bench-scale.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(status ?? 1);
}

let options;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  console.error(`npm run bench: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const stacks = [];
const referenceServers = [];
let database;
let stopping = false;

async function cleanUp() {
  stopping = true;
  for (const child of referenceServers) child.kill();
  await Promise.all(stacks.map((stack) => stack.stop()));
  await database?.dispose().catch((error) => console.error(`Could not remove the throw-away database: ${error.message}`));
}

// The services run in their own process groups: a Ctrl-C reaches only this process, which stops them.
const onSignal = (signal, exitCode) => async () => {
  if (stopping) return;
  console.log(`\n${signal}: stopping every server…`);
  await cleanUp();
  process.exit(exitCode);
};
process.on('SIGINT', onSignal('Ctrl-C', 130));
process.on('SIGTERM', onSignal('SIGTERM', 143));
process.once('exit', () => {
  for (const stack of stacks) stack.kill();
  for (const child of referenceServers) child.kill();
});

async function main() {
  console.log('Building the HK and mainland sites (Nx cache: fast when nothing changed)…');
  await buildSites({ quiet: true });
  database = options.postgres ? await createPostgresDatabase(process.env.DATABASE_URL) : createSqliteDatabase();

  const [api, hk, mainland, hkUncached, mainlandUncached, staticPort, helloPort] = await distinctFreePorts(7);
  mkdirSync(LOG_DIR, { recursive: true });
  console.log(`Starting the API, both sites with and without the page cache, a static server and a Fastify hello-world (${database.description})…`);
  const common = { appEnv: 'sit', databaseUrl: database.url, uploadDir: database.uploadDir, logDir: LOG_DIR };
  const cached = launchStack({ ...common, ports: { api, hk, mainland } });
  stacks.push(cached);
  await cached.ready;
  const uncached = launchStack({ ...common, ports: { api, hk: hkUncached, mainland: mainlandUncached }, only: ['hk', 'mainland'], siteEnv: { PAGE_CACHE_MAX_MB: '0' }, label: '-uncached' });
  stacks.push(uncached);
  await uncached.ready;
  for (const stack of stacks) {
    for (const service of stack.services) {
      service.exited.then((exit) => {
        if (!stopping) console.error(`\n${service.name} stopped unexpectedly (${describeExit(exit)}); see ${relative(WORKSPACE_ROOT, service.logFile)}`);
      });
    }
  }

  const origin = (port) => `http://127.0.0.1:${port}`;
  const sites = { cached: { hk: origin(hk), mainland: origin(mainland) }, uncached: { hk: origin(hkUncached), mainland: origin(mainlandUncached) } };
  const pages = await choosePages(sites.cached.hk);

  // The static server gets exactly the bytes the site's cache sends a browser for each page (brotli):
  // the first request renders and keeps the page, the second is a hit.
  const manifest = [];
  for (const page of pages) {
    const file = join(database.workDir, `${manifest.length}.html.br`);
    await getRaw(`${sites.cached[page.district]}${page.path}`, { headers: PAGE_HEADERS });
    const { status, headers, body } = await getRaw(`${sites.cached[page.district]}${page.path}`, { headers: PAGE_HEADERS });
    const encoding = headers['content-encoding'];
    if (status !== 200 || encoding !== 'br') throw new Error(`${page.path} answered ${status}, encoding ${encoding}`);
    writeFileSync(file, body);
    manifest.push({ path: page.path, file, contentType: headers['content-type'] ?? 'text/html', contentEncoding: encoding });
  }
  const manifestFile = join(database.workDir, 'static-pages.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const staticServer = await startReferenceServer(['static', String(staticPort), manifestFile], `${origin(staticPort)}/`);
  referenceServers.push(staticServer);
  referenceServers.push(await startReferenceServer(['hello', String(helloPort)], `${origin(helloPort)}/`));

  const pidOf = (stack, name) => stack.services.find((service) => service.name === name).child.pid;
  const servers = [
    ['API', pidOf(cached, 'api')],
    ['HK site (cache on)', pidOf(cached, 'hk')],
    ['mainland site (cache on)', pidOf(cached, 'mainland')],
    ['HK site (cache off)', pidOf(uncached, 'hk-uncached')],
    ['mainland site (cache off)', pidOf(uncached, 'mainland-uncached')],
  ];
  const failures = [];
  const check = (name, figures) => {
    if (figures.total === 0 || figures.failed / figures.total > MAX_ERROR_RATE) failures.push(`${name}: ${figures.failed} of ${figures.total} failed`);
    return figures;
  };

  // 3a first, on fresh processes: the burst the hardening issue names.
  console.log(`Memory: a burst of ${BURST.requests} page requests at ${BURST.connections} connections to each site…`);
  const burstRows = [];
  for (const [label, stack, suffix] of [
    ['cache on', sites.cached, ''],
    ['cache off', sites.uncached, '-uncached'],
  ]) {
    for (const district of ['hk', 'mainland']) {
      const paths = pages.filter((page) => page.district === district).map((page) => ({ method: 'GET', path: page.path }));
      const pid = pidOf(suffix ? uncached : cached, `${district}${suffix}`);
      const { result, peaks } = await peakRssDuring([pid], () =>
        autocannon({ url: stack[district], connections: BURST.connections, amount: BURST.requests, requests: paths, timeout: 30 }),
      );
      check(`burst ${district} ${label}`, { total: BURST.requests, failed: result.non2xx + result.errors + result.timeouts });
      burstRows.push([`${district} site, ${label}`, result['2xx'], result.non2xx + result.errors + result.timeouts, fixed(result.requests.average), mb(peaks.get(pid))]);
    }
  }

  // 3b: what the page cache holds (lib/bench-site-cache.mjs), on the cache-on sites.
  const siteCacheRow = (label, figures) => [
    label,
    figures.pages,
    figures.failed,
    mb(figures.afterPages),
    figures.burstFailed,
    mb(figures.afterBurst),
    mb(figures.anonymousAfterBurst),
    mb(figures.filesAfterBurst),
  ];
  console.log('Memory: each cached site serving every page of its sitemap (br, gzip), then a burst the cache stays out of…');
  const siteCacheRows = [];
  for (const district of ['hk', 'mainland']) {
    const figures = await siteCacheMemory({ siteUrl: sites.cached[district], pid: pidOf(cached, district), burst: BURST });
    check(`sitemap pages ${district}`, { total: figures.pages, failed: figures.failed });
    check(`uncached burst ${district}`, { total: BURST.requests, failed: figures.burstFailed });
    siteCacheRows.push(siteCacheRow(`${district} site`, figures));
  }
  // The images run the sites on another Node.js than this machine's (.nvmrc): the HK site once more on it.
  const shippedNode = shippedNodeBinary();
  if (shippedNode) {
    const [shippedPort] = await distinctFreePorts(1);
    const shipped = launchStack({ ...common, ports: { api, hk: shippedPort, mainland: shippedPort }, only: ['hk'], siteNode: shippedNode.path, label: '-shipped-node' });
    stacks.push(shipped);
    await shipped.ready;
    const figures = await siteCacheMemory({ siteUrl: origin(shippedPort), pid: pidOf(shipped, 'hk-shipped-node'), burst: BURST });
    check('sitemap pages hk on the shipped Node.js', { total: figures.pages, failed: figures.failed });
    check('uncached burst hk on the shipped Node.js', { total: BURST.requests, failed: figures.burstFailed });
    siteCacheRows.push(siteCacheRow(`hk site, Node.js ${shippedNode.version} (the images')`, figures));
    await shipped.stop();
  } else {
    siteCacheRows.push([`hk site, Node.js ${readFileSync(join(WORKSPACE_ROOT, '.nvmrc'), 'utf8').trim()} (the images'): not measured, set DEPLOY_NODE to its binary`, '', '', '', '', '', '', '']);
  }

  console.log(`Memory: ${CONCURRENT_LOGINS} concurrent password logins…`);
  const apiPid = pidOf(cached, 'api');
  const logins = await peakRssDuring([apiPid], () => concurrentPasswordLogins(origin(api), CONCURRENT_LOGINS));

  console.log(`Memory: ${OVERSIZED.parallel} parallel ${mb(OVERSIZED.bytes)} chunked posts to each of ${SITE_ACTIONS.length} actions of each site…`);
  const oversizedRows = [];
  for (const district of ['hk', 'mainland']) {
    const { before, peak, answers } = await oversizedPosts(sites.cached[district], district === 'hk' ? '' : '/mainland', pidOf(cached, district));
    oversizedRows.push([`${district} site`, answers.join(', '), mb(before), mb(peak)]);
  }

  console.log(`Pages: ${pages.length} pages × static and cache on (${FAST_PAGE_RUNS} runs each), cache off × ${CONNECTION_LEVELS.join(' and ')} connections, ${options.seconds} s each…`);
  const pageRows = [];
  const cpuRows = [];
  for (const page of pages) {
    for (const connections of CONNECTION_LEVELS) {
      const run = async (name, base, pid) =>
        check(`${page.name} ${name} @${connections}`, await measure({ url: `${base}${page.path}`, connections, seconds: options.seconds, headers: PAGE_HEADERS, pid }));
      const referenceRuns = [];
      const hitRuns = [];
      for (let round = 0; round < FAST_PAGE_RUNS; round += 1) {
        referenceRuns.push(await run('static', origin(staticPort), staticServer.pid));
        hitRuns.push(await run('cache on', sites.cached[page.district], pidOf(cached, page.district)));
      }
      const faster = (runs) => runs.reduce((best, figures) => (figures.perSecond > best.perSecond ? figures : best));
      const [reference, hit] = [faster(referenceRuns), faster(hitRuns)];
      const miss = await run('cache off', sites.uncached[page.district], pidOf(uncached, `${page.district}-uncached`));
      pageRows.push([
        `${page.name} @${connections}`,
        fixed(reference.perSecond),
        fixed(hit.perSecond),
        percent(hit.perSecond, reference.perSecond),
        fixed(miss.perSecond),
        percent(miss.perSecond, reference.perSecond),
        `${fixed(reference.p50)} / ${fixed(reference.p99)}`,
        `${fixed(hit.p50)} / ${fixed(hit.p99)}`,
        `${fixed(miss.p50)} / ${fixed(miss.p99)}`,
      ]);
      cpuRows.push([`${page.name} @${connections}`, fixed(reference.cpuPerRequestMs * 1000), fixed(hit.cpuPerRequestMs * 1000), fixed(miss.cpuPerRequestMs, 1)]);
    }
  }

  const edgeSkipped = edgeMissing();
  let edge = null;
  if (!edgeSkipped) {
    console.log(`Edge: ${EDGE_PAGES.length} pages × nginx file and nginx cache hit (${FAST_PAGE_RUNS} runs each), site cache hit, uncached × ${CONNECTION_LEVELS.join(' and ')} connections…`);
    edge = await measureEdge({ common, apiPort: api, uncachedHk: sites.uncached.hk, measure, check, seconds: options.seconds, connectionLevels: CONNECTION_LEVELS });
  }

  console.log(`API: ${API_TARGETS.length} content calls and a Fastify hello-world × ${CONNECTION_LEVELS.join(' and ')} connections, ${options.seconds} s each…`);
  const apiRows = [];
  for (const connections of CONNECTION_LEVELS) {
    const hello = check(`hello @${connections}`, await measure({ url: `${origin(helloPort)}/`, connections, seconds: options.seconds }));
    apiRows.push([`Fastify hello-world @${connections}`, fixed(hello.perSecond), '100 %', `${fixed(hello.p50)} / ${fixed(hello.p99)}`]);
    for (const [name, path, { freshNetworks = false } = {}] of API_TARGETS) {
      const figures = check(`API ${name} @${connections}`, await measure({ url: `${origin(api)}${path}`, connections, seconds: options.seconds, headers: API_HEADERS, freshNetworks }));
      apiRows.push([`${name} @${connections}`, fixed(figures.perSecond), percent(figures.perSecond, hello.perSecond), `${fixed(figures.p50)} / ${fixed(figures.p99)}`]);
    }
  }

  const firstLoadRows = [];
  const browser = await launchBrowser();
  try {
    const kb = ({ gzipBytes, scripts }) => `${(gzipBytes / 1024).toFixed(1)} KB (${scripts})`;
    // The load-tested pages, and a product page and the download page, whose footers issue 26 also watches.
    const browserPages = [
      ...pages,
      { name: 'product /zh-hk/products/financial-investment/hk-stocks', district: 'hk', path: '/zh-hk/products/financial-investment/hk-stocks' },
      { name: 'download /zh-hk/download', district: 'hk', path: '/zh-hk/download' },
    ];
    for (const page of browserPages) {
      const loads = [];
      for (const viewport of Object.keys(VIEWPORTS)) loads.push(await firstLoadJs(browser, `${sites.cached[page.district]}${page.path}`, join(WORKSPACE_ROOT, 'apps', page.district, 'build/client'), viewport));
      firstLoadRows.push([page.name, ...loads.map(({ toHydrate }) => kb(toHydrate)), ...loads.map(({ onLoad }) => kb(onLoad)), loads.map(({ footerHeight }) => footerHeight).join(' / ')]);
    }
  } finally {
    await browser.close();
  }

  console.log(`\n${machineFacts()}`);
  console.log(`APP_ENV=sit, NODE_ENV=production, ${database.description}; load from ${LOAD_GENERATOR} on the same cores, loopback only.\n`);
  console.log('1. Pages, asked as a browser asks (br, gzip): req/s, and latency p50 / p99 in ms; the ratios are against the static server of the same brotli bytes');
  console.log(`   Static and cache on: the faster of ${FAST_PAGE_RUNS} alternated runs each (figures of that run); cache off: one run.`);
  console.log(table(['page @connections', 'static', 'cache on', 'ratio', 'cache off', 'ratio', 'static ms', 'cache on ms', 'cache off ms'], pageRows));
  console.log(
    '\n   CPU time each server spent per answer (user + system, of the same runs). Where static and cache-on req/s are alike,\n' +
      '   the load generator, not the server, set the pace; these figures show what each answer really costs.',
  );
  console.log(table(['page @connections', 'static µs', 'cache on µs', 'cache off ms'], cpuRows));
  console.log('\n2. API: req/s and latency p50 / p99 in ms; the ratio is against a bare Fastify hello-world');
  console.log(table(['call @connections', 'req/s', 'ratio', 'p50 / p99 ms'], apiRows));
  console.log(`\n3. Memory: peak RSS during a burst of ${BURST.requests} page requests at ${BURST.connections} connections (each site's own pages)`);
  console.log(table(['site', 'answered 2xx', 'failed', 'req/s', 'peak RSS'], burstRows));
  console.log(`   Page cache (sites on Node.js ${process.version} unless named): RSS of each cache-on site once it has served every sitemap page (br, gzip), then after ${BURST.requests} uncached requests (goal ≤ 250 MB)`);
  console.log(table(['site', 'sitemap pages', 'failed', 'RSS after pages', 'burst failed', 'RSS after burst', 'its own (anonymous)', 'mapped files'], siteCacheRows));
  console.log(
    "   RSS is the process's own memory plus the pages of mapped files it touched, mostly the node binary's: shared by every process running it and\n" +
      "   given back under memory pressure. Kernels with large folios (6.x) map Node.js 24's binary in 2 MB pages, so its mapped files count ~35 MB more (decision 020).",
  );
  console.log(
    `   API during ${CONCURRENT_LOGINS} concurrent password logins to the demo account: peak RSS ${mb(logins.peaks.get(apiPid))} ` +
      `(${logins.result.join(', ')}; attempts beyond the lockout's 5 in flight are refused unhashed, code 300703, and past the ` +
      `network's budget of answers that tell whether an account exists, code 100429)`,
  );
  console.log(
    `   Sites while ${OVERSIZED.parallel} parallel ${mb(OVERSIZED.bytes)} chunked bodies went to each of ${SITE_ACTIONS.join(', ')} ` +
      '(each action refuses past its own limit as the bytes arrive):',
  );
  console.log(table(['site', 'answers', 'RSS before', 'peak RSS'], oversizedRows));
  console.log('   Peak RSS of each server over the whole run (VmHWM):');
  for (const [name, pid] of servers) console.log(`     ${name.padEnd(26)} ${mb(residentBytes(pid, 'VmHWM')).padStart(7)}`);
  console.log('\n4. First-load JavaScript, gzip KB (scripts): fetched before <html data-hydrated>, and in all until the network was quiet, untouched; and the footer\'s height');
  const widths = Object.keys(VIEWPORTS);
  console.log(table(['page', ...widths.map((width) => `to hydrate ${width} px`), ...widths.map((width) => `on load ${width} px`), `footer px (${widths.join(' / ')})`], firstLoadRows));
  console.log('\n5. Edge: req/s of each page as a browser asks for it (gzip, deflate, br; a desktop; a country header); ratios against nginx sending the same bytes as a file');
  if (edge) {
    console.log(`   nginx (one worker, TLS) file and cache hit: the faster of ${FAST_PAGE_RUNS} alternated runs; the site's cache hit and an uncached render: directly, plain HTTP, one run.`);
    console.log(table(edge.header, edge.rows));
  } else console.log(`   skipped: ${edgeSkipped}`);
  console.log('\n6. Captcha: what one answer to the slider costs a script, at the proof of work configured by CAPTCHA_POW_* (default otherwise)');
  await cleanUp();
  spawnSync(join(WORKSPACE_ROOT, 'node_modules/.bin/tsx'), ['--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/tools/bench-captcha.ts'], { cwd: WORKSPACE_ROOT, stdio: 'inherit' });
  if (failures.length > 0) {
    console.error(`\nnpm run bench: more than ${MAX_ERROR_RATE * 100}% errors on:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  process.exit(0);
}

main().catch(async (error) => {
  console.error(`\nnpm run bench: ${error.message}`);
  await cleanUp();
  process.exit(1);
});
