// `npm run bench -- --scale` (issue 28): content that grows. For SQLite, and PostgreSQL when
// DATABASE_URL names one, starts the API on a scratch database (apps/api/src/tools/bench-scale-server.ts)
// grown to 1,000 and then 100,000 items per language in news, media and blog, and prints, at both
// sizes: req/s and p99 of each list call at page 1, page 100 and the last page (autocannon, 10
// connections, 127.0.0.1 only) with the API's longest event-loop stall during it, the longest stall
// per phase, its warm-up runs apart from its measured ones (and how much of the longest gap the API's main thread was computing, and its longest GC
// pause: on a shared machine a stall can be the API waiting for a core), what a list's total costs read from the counters against
// counted over the table (what every request paid before issue 28), and the sitemap: files, the
// largest file's size and the time to read the feeds and write them. Prints only; never part of `npm test`.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { WORKSPACE_ROOT } from './lib/stack.mjs';

const BASE = '/official-website-config/api/v1';
const HEADERS = { 'x-lang': '3', 'x-type': '2' }; // en, Hong Kong
const LIMIT = 10;
const MAX_OFFSET = 100_000;
const SITEMAP_URLS = 50_000;
const FEED_PAGE = 1_000;
const LISTS = [
  ['news', `${BASE}/news-list`],
  ['media', `${BASE}/media-list`],
  ['blog', `${BASE}/blog-list`],
];
const FEEDS = [
  ['news', `${BASE}/news-sitemap-feed?`, (id) => `news-detail/${id}`],
  ['media', `${BASE}/article-sitemap-feed?channel=media&`, (id) => `about-us/media-centre/detail/${id}`],
  ['blog', `${BASE}/article-sitemap-feed?channel=blog&`, (id) => `blog/detail/${id}`],
];

const { values: options } = parseArgs({ args: process.argv.slice(2), options: { scale: { type: 'boolean' }, seconds: { type: 'string', default: '3' } }, allowPositionals: true });
const seconds = Math.max(1, Number(options.seconds) || 3);

const getJson = async (url) => {
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

const startServer = (dialect) =>
  new Promise((resolve, reject) => {
    const child = spawn(join(WORKSPACE_ROOT, 'node_modules/.bin/tsx'), ['--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/tools/bench-scale-server.ts', dialect], {
      cwd: WORKSPACE_ROOT,
      env: { ...process.env, APP_ENV: 'sit' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`the ${dialect} API stopped (exit ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ...JSON.parse(line.slice(6)) });
    });
  });

const load = async (url) => {
  const result = await autocannon({ url, headers: HEADERS, connections: 10, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

const measureLists = async (server) => {
  const rows = [];
  for (const [name, path] of LISTS) {
    await getJson(`${server.control}/stall`); // the first call of a list counts in its page 1's warm-up
    const { data } = await getJson(`${server.api}${path}?offset=0&limit=${LIMIT}`);
    const last = Math.min(Math.floor((data.total - 1) / LIMIT) * LIMIT, MAX_OFFSET);
    for (const [page, offset] of [['page 1', 0], ['page 100', 99 * LIMIT], [`last (offset ${last})`, last]]) {
      await load(`${server.api}${path}?offset=${offset}&limit=${LIMIT}`); // warm-up at the same target
      const warm = await getJson(`${server.control}/stall`);
      const measured = await load(`${server.api}${path}?offset=${offset}&limit=${LIMIT}`);
      const stall = await getJson(`${server.control}/stall`);
      // The phase's warm-up stall (first plans, compiled code) and its measured one, kept apart.
      rows.push({ list: name, page, total: data.total, ...measured, stall: stall.maxMs, busy: stall.busyMaxMs, phase: [warm, stall] });
    }
  }
  return rows;
};

const sitemapOf = async (server) => {
  const rows = [];
  for (const [name, feed, path] of FEEDS) {
    const start = performance.now();
    const files = [];
    let lines = [];
    for (let offset = 0, total = Infinity; offset < total; offset += FEED_PAGE) {
      const { data } = await getJson(`${server.api}${feed}offset=${offset}&limit=${FEED_PAGE}`);
      total = data.total;
      for (const item of data.list) {
        lines.push(`  <url><loc>https://www.example.com.hk/en/${path(item.id)}</loc><lastmod>${item.lastmod}</lastmod></url>`);
        if (lines.length === SITEMAP_URLS) {
          files.push(lines.join('\n'));
          lines = [];
        }
      }
    }
    if (lines.length) files.push(lines.join('\n'));
    const bytes = files.map((file) => Buffer.byteLength(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${file}\n</urlset>\n`));
    rows.push({ collection: `${name} (en)`, files: files.length, largestMB: Math.max(...bytes) / 2 ** 20, ms: performance.now() - start });
  }
  return rows;
};

const print = (title, rows) => {
  console.log(`\n${title}`);
  console.table(rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(2)) : value]))));
};

const dialects = ['sqlite', ...(/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? ['postgres'] : [])];
if (dialects.length === 1) console.log('DATABASE_URL is not a postgres:// URL: SQLite only.');
let failed = false;
for (const dialect of dialects) {
  console.log(`\n=== ${dialect}: seeding and growing to 1,000 items per language (news, media, blog) ...`);
  const server = await startServer(dialect);
  try {
    await getJson(`${server.control}/stall`);
    const small = await measureLists(server);
    console.log(`growing to 100,000 items per language ...`);
    const growth = await getJson(`${server.control}/grow`);
    const large = await measureLists(server);
    const counts = await getJson(`${server.control}/count`);
    await getJson(`${server.control}/stall`);
    const sitemap = await sitemapOf(server);
    const sitemapStall = await getJson(`${server.control}/stall`);

    print(`${dialect}: list calls, 10 connections, ${seconds} s each (hk, en, ${LIMIT} a page)`, small.map((row, index) => ({
      list: row.list,
      page: row.page.replace(/ \(offset \d+\)/, ''),
      'req/s 1k': row.rps,
      'p99 ms 1k': row.p99,
      'req/s 100k': large[index].rps,
      'p99 ms 100k': large[index].p99,
      'offset 100k': large[index].page.match(/offset (\d+)/)?.[1] ?? '',
      '100k / 1k': large[index].rps / row.rps,
      'stall ms 1k': row.stall,
      'busy ms 1k': row.busy,
      'stall ms 100k': large[index].stall,
      'busy ms 100k': large[index].busy,
      errors: row.errors + large[index].errors,
    })));
    failed ||= [...small, ...large].some((row) => row.errors > 0);
    print(`${dialect}: a list's total at 100k: counted over the table (before issue 28) and read from the counters (ms, best of 5)`, [counts]);
    print(`${dialect}: sitemap files from the feeds at 100k (site's file format)`, sitemap);
    // A phase's stalls apart: its warm-up runs (the 3 s load before each measured one, the first call
    // of each list counted in its page 1's) and its measured runs. A fresh process's code is still
    // being optimised in its first loads; the steady state is what the measured runs see.
    const worst = (stalls) => {
      const longestGc = stalls.reduce((longest, stall) => (stall.gcMaxMs > longest.gcMaxMs ? stall : longest));
      return { max: Math.max(...stalls.map((stall) => stall.maxMs)), busy: Math.max(...stalls.map((stall) => stall.busyMaxMs)), gc: longestGc.gcMaxMs, 'gc kind': longestGc.gcMaxKind };
    };
    print(`${dialect}: longest event-loop stall of the API (ms; busy: the API's main thread computing in a gap, read to the scheduler's tick, a few ms; gc: longest GC pause, wall time)`, [
      { phase: 'lists at 1k', runs: 'warm-up', ...worst(small.map((row) => row.phase[0])) },
      { phase: 'lists at 1k', runs: 'measured', ...worst(small.map((row) => row.phase[1])) },
      { phase: 'lists at 100k', runs: 'warm-up', ...worst(large.map((row) => row.phase[0])) },
      { phase: 'lists at 100k', runs: 'measured', ...worst(large.map((row) => row.phase[1])) },
      { phase: 'sitemap feeds at 100k', runs: 'all', ...worst([sitemapStall]) },
    ]);
    console.log(`the API's warm-up at start (as main.ts): ${Math.round(server.warmUpMs)} ms`);
    console.log(`growth (ms): ${JSON.stringify(Object.fromEntries(Object.entries(growth).map(([key, value]) => [key, Math.round(value)])))}`);
  } finally {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}
process.exit(failed ? 1 : 0);
