// `npm run bench`: builds both sites, starts the API and the sites on free loopback ports
// (APP_ENV=sit, a throw-away SQLite file under tmp/, or with --postgres a throw-away database on
// DATABASE_URL's server), warms each target up, then sends a fixed number of requests per target
// and prints throughput and latency percentiles. Figures are for comparison between runs on the
// same machine: nothing here asserts on timings. Exit code 1 only when the stack does not start
// or a target answers more than 1% of its requests wrongly; Ctrl-C stops everything it started.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { formatTable, rejectResponse, runLoad, summarize } from './lib/bench-load.mjs';
import { formatFirstLoad } from './lib/first-load.mjs';
import { buildSites, describeExit, distinctFreePorts, launchStack, WORKSPACE_ROOT } from './lib/stack.mjs';

const MAX_ERROR_RATE = 0.01;
const WARM_UP_REQUESTS = 100;
const WARM_UP_MAX_SECONDS = 20;
const LOG_DIR = join(WORKSPACE_ROOT, 'tmp/bench-logs');

const USAGE = `Usage: npm run bench -- [options]

  --requests N      measured requests per target (default 2000)
  --concurrency N   requests in flight at once (default 20)
  --max-seconds N   time cap of the measured run per target (default 60)
  --postgres        run the API on a throw-away database created on DATABASE_URL's PostgreSQL
                    server (dropped afterwards) instead of a throw-away SQLite file
  -h, --help        this text

The API logs at LOG_LEVEL (default info) to ${relative(WORKSPACE_ROOT, LOG_DIR)}/; the sites log there too.`;

// ---------- options ----------

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      requests: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '20' },
      'max-seconds': { type: 'string', default: '60' },
      postgres: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const positive = (name, max) => {
    const raw = values[name];
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > max) throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${raw}"`);
    return value;
  };
  const options = {
    help: values.help,
    requests: positive('requests', 1_000_000),
    concurrency: positive('concurrency', 1_000),
    maxSeconds: positive('max-seconds', 3_600),
    postgres: values.postgres,
  };
  if (options.postgres && !/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
    throw new Error('--postgres needs DATABASE_URL set to a postgres:// URL (its server is where the throw-away database is created)');
  }
  return options;
}

// ---------- targets ----------

/** X-Lang / X-Type values of libs/contracts/src/envelope.ts: Traditional Chinese, Hong Kong district. */
const API_HEADERS = { 'X-Lang': '2', 'X-Type': '2', Accept: 'application/json' };

/** An API answer is right when it is HTTP 200 with the envelope's `code` 0. */
function checkEnvelope(response, body) {
  if (response.status !== 200) rejectResponse(`HTTP ${response.status}`);
  let envelope;
  try {
    envelope = JSON.parse(body);
  } catch {
    rejectResponse('answer is not JSON');
  }
  if (envelope?.code !== 0) rejectResponse(`envelope code ${envelope?.code}: ${envelope?.msg}`);
}

/** A site answer is right when it is HTTP 200 of the expected type and arrived complete. */
const checkDocument = (contentType, closingTag) => (response, body) => {
  if (response.status !== 200) rejectResponse(`HTTP ${response.status}${response.headers.get('location') ? ` to ${response.headers.get('location')}` : ''}`);
  if (!(response.headers.get('content-type') ?? '').includes(contentType)) rejectResponse(`content-type ${response.headers.get('content-type')}`);
  if (!body.includes(closingTag)) rejectResponse(`answer does not contain ${closingTag}`);
};

const checkSitemap = (response, body) => {
  checkDocument('xml', '<urlset')(response, body);
  if (!body.trimEnd().endsWith('</urlset>')) rejectResponse('sitemap is cut short');
};

function targets({ api, hk, mainland }) {
  const apiGet = (name, path) => ({
    name,
    request: () => ({ url: `${api}${path}`, init: { headers: API_HEADERS } }),
    check: checkEnvelope,
  });
  const page = (name, url) => ({
    name,
    request: () => ({ url, init: { headers: { Accept: 'text/html' } } }),
    check: checkDocument('text/html', '</html>'),
  });
  const sitemap = (name, url) => ({ name, request: () => ({ url }), check: checkSitemap });
  return [
    apiGet('API ip-info', '/config-manager/api/ip-info/v1'),
    apiGet('API page-text home', '/official-website-config/api/v1/page-text?page=home'),
    apiGet('API news-list', '/official-website-config/api/v1/news-list?offset=0&limit=10'),
    apiGet('API activity-list', '/official-website-config/api/v1/activity-list?offset=0&limit=10&type=0'),
    {
      name: 'API check-phone',
      // A different (unregistered) Hong Kong number each time, so every call looks the phone up.
      request: (index) => ({
        url: `${api}/user-server/web/check-phone/v2?areaCode=852&phoneNumber=${90_000_000 + (index % 10_000_000)}`,
        init: { headers: API_HEADERS },
      }),
      check: checkEnvelope,
    },
    page('HK home /zh-hk (SSR)', `${hk}/zh-hk`),
    page('Mainland home /mainland/zh-cn (SSR)', `${mainland}/mainland/zh-cn`),
    sitemap('HK /sitemap.xml', `${hk}/sitemap.xml`),
    sitemap('Mainland /sitemap.xml', `${mainland}/sitemap.xml`),
  ];
}

// ---------- throw-away databases ----------

function createSqliteDatabase() {
  mkdirSync(join(WORKSPACE_ROOT, 'tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(WORKSPACE_ROOT, 'tmp/bench-'));
  return {
    description: `SQLite ${relative(WORKSPACE_ROOT, join(dataDir, 'broker.sqlite'))} (removed afterwards)`,
    url: `sqlite:${join(dataDir, 'broker.sqlite')}`,
    uploadDir: join(dataDir, 'uploads'),
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
  const uploadDir = mkdtempSync(join(WORKSPACE_ROOT, 'tmp/bench-uploads-'));
  return {
    description: `PostgreSQL database ${name} on ${url.host} (dropped afterwards)`,
    url: url.toString(),
    uploadDir,
    dispose: async () => {
      rmSync(uploadDir, { recursive: true, force: true });
      await withClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

// ---------- report ----------

function machineFacts() {
  const cpus = os.cpus();
  return [
    `Node ${process.version} on ${os.type()} ${os.release()} (${os.arch()})`,
    `${cpus.length} cores (${os.availableParallelism()} available), ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
  ].join('\n');
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

// ---------- run ----------

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

let stack;
let database;
let interrupted = false;
const interruption = new AbortController();

async function cleanUp() {
  await stack?.stop();
  await database?.dispose().catch((error) => console.error(`Could not remove the throw-away database: ${error.message}`));
}

// The services run in their own process groups: a Ctrl-C reaches only this process, which stops them.
const onSignal = (signal, exitCode) => async () => {
  if (interrupted) return;
  interrupted = true;
  interruption.abort(new Error(signal));
  console.log(`\n${signal}: stopping the API and both sites…`);
  await cleanUp();
  console.log('Stopped.');
  process.exit(exitCode);
};
process.on('SIGINT', onSignal('Ctrl-C', 130));
process.on('SIGTERM', onSignal('SIGTERM', 143));
// Last resort if this process ends any other way: do not leave the services running.
process.once('exit', () => stack?.kill());

async function fail(message) {
  console.error(`\nnpm run bench: ${message}`);
  await cleanUp();
  process.exit(1);
}

async function main() {
  console.log('Building the HK and mainland sites (Nx cache: fast when nothing changed)…');
  try {
    await buildSites({ quiet: true });
  } catch (error) {
    if (!interrupted) await fail(error.message);
    return;
  }
  if (interrupted) return;

  try {
    database = options.postgres ? await createPostgresDatabase(process.env.DATABASE_URL) : createSqliteDatabase();
  } catch (error) {
    if (!interrupted) await fail(`could not create the throw-away database: ${error.message}`);
    return;
  }
  if (interrupted) return;

  const [hk, mainland, api] = await distinctFreePorts(3);
  mkdirSync(LOG_DIR, { recursive: true });
  console.log(`Starting the API and both sites (APP_ENV=sit, ${database.description}; logs in ${relative(WORKSPACE_ROOT, LOG_DIR)}/)…`);
  stack = launchStack({ ports: { hk, mainland, api }, appEnv: 'sit', databaseUrl: database.url, uploadDir: database.uploadDir, logDir: LOG_DIR });
  // A service that stops during the run would turn every later request into an error: stop at once instead.
  let crashed;
  for (const service of stack.services) {
    service.exited.then((exit) => {
      if (interrupted || crashed) return;
      crashed = `${service.name} stopped unexpectedly (${describeExit(exit)}); see ${relative(WORKSPACE_ROOT, service.logFile)}`;
      interruption.abort(new Error(crashed));
    });
  }
  try {
    await stack.ready;
  } catch (error) {
    if (!interrupted) await fail(`the stack did not start: ${error.message}`);
    return;
  }
  if (interrupted) return;

  const urls = { api: `http://127.0.0.1:${api}`, hk: `http://127.0.0.1:${hk}`, mainland: `http://127.0.0.1:${mainland}` };
  const loadBefore = loadAverage();
  console.log(
    `Up. Per target: ${Math.min(WARM_UP_REQUESTS, options.requests)} warm-up requests, then ${options.requests} measured ` +
      `at concurrency ${options.concurrency} (time cap ${options.maxSeconds} s).\n`,
  );

  const rows = [];
  for (const target of targets(urls)) {
    if (interruption.signal.aborted) break;
    const common = { concurrency: options.concurrency, signal: interruption.signal };
    await runLoad(target, { ...common, total: Math.min(WARM_UP_REQUESTS, options.requests), maxMs: WARM_UP_MAX_SECONDS * 1000 });
    if (interruption.signal.aborted) break;
    const result = await runLoad(target, { ...common, total: options.requests, maxMs: options.maxSeconds * 1000 });
    if (interruption.signal.aborted) break;
    const figures = summarize(result);
    const note = result.cappedByTime ? `time cap ${options.maxSeconds} s` : undefined;
    rows.push({ name: target.name, figures, note, errorKinds: result.errorKinds });
    console.log(
      `  ${target.name}: ${figures.requests} requests in ${(result.elapsedMs / 1000).toFixed(1)} s` +
        `${figures.errors ? `, ${figures.errors} errors` : ''}${note ? ` (stopped by the ${note})` : ''}`,
    );
  }
  if (interrupted) return;
  if (crashed) {
    await fail(crashed);
    return;
  }

  console.log(`\n${machineFacts()}`);
  console.log(`Load average (1/5/15 min): ${loadBefore} before, ${loadAverage()} after`);
  console.log(
    `APP_ENV=sit, NODE_ENV=production, ${database.description}; load generated by this process on the same machine ` +
      '(shares the cores with the servers), loopback only. Latency: successful requests, send to last byte.\n',
  );
  console.log(formatTable(rows));
  const clientDir = (district) => join(WORKSPACE_ROOT, 'apps', district, 'build/client');
  console.log(
    `\n${await formatFirstLoad([
      { name: 'hk /zh-hk (home)', url: `${urls.hk}/zh-hk`, clientDir: clientDir('hk') },
      { name: 'hk /en/charges', url: `${urls.hk}/en/charges`, clientDir: clientDir('hk') },
      { name: 'hk /en/sta-regform (panel)', url: `${urls.hk}/en/sta-regform`, clientDir: clientDir('hk') },
      { name: 'mainland /mainland/zh-cn', url: `${urls.mainland}/mainland/zh-cn`, clientDir: clientDir('mainland') },
    ])}`,
  );

  const failing = rows.filter(({ figures }) => figures.errorRate > MAX_ERROR_RATE);
  for (const { name, errorKinds } of rows.filter(({ errorKinds }) => errorKinds.length > 0)) {
    console.log(`\n${name} errors: ${errorKinds.map(([kind, count]) => `${kind} ×${count}`).join('; ')}`);
  }
  await cleanUp();
  if (failing.length > 0) {
    console.error(`\nnpm run bench: more than ${MAX_ERROR_RATE * 100}% errors on ${failing.map(({ name }) => name).join(', ')}`);
    process.exit(1);
  }
  // Idle keep-alive sockets of fetch would otherwise hold the process open for a few seconds.
  process.exit(0);
}

await main();
