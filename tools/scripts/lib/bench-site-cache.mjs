// The site's own page cache and the memory it holds, for `npm run bench` (issue 31): a site process
// that has served every page its sitemap lists, as a browser asks for them (brotli or gzip), and the
// same process after a burst of renders the cache stays out of.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Pages asked for at once while the cache fills: a crawler's pace, not a burst. */
const FILL_CONCURRENCY = 4;
const ACCEPT_ENCODING = 'br, gzip';

/**
 * `VmRSS` (now), `VmHWM` (peak since start), or RSS's parts `RssAnon` (the process's own memory) and
 * `RssFile` (mapped files: the node binary's pages, shared with every process running it) of a
 * process in bytes; 0 when it is gone.
 */
export function residentBytes(pid, field = 'VmRSS') {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const locsOf = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.trim());

/** Every page path the site's sitemap lists (the index, then each of its files), each once. */
export async function sitemapPagePaths(siteUrl) {
  const index = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = new Set();
  for (const file of locsOf(index)) {
    const { pathname } = new URL(file);
    const xml = await (await fetch(`${siteUrl}${pathname}`)).text();
    for (const loc of locsOf(xml)) paths.add(new URL(loc).pathname);
  }
  return [...paths];
}

/**
 * RSS of the site process `pid` once it has served every page of its sitemap (each kept in its
 * page cache), and again after `burst.requests` requests at `burst.connections` connections that
 * the cache stays out of (each with its own query string, so each is rendered).
 */
export async function siteCacheMemory({ siteUrl, pid, burst }) {
  const paths = await sitemapPagePaths(siteUrl);
  let failed = 0;
  let next = 0;
  const fill = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const response = await fetch(`${siteUrl}${path}`, { headers: { 'Accept-Encoding': ACCEPT_ENCODING } });
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: FILL_CONCURRENCY }, fill));
  const afterPages = residentBytes(pid);

  let sent = 0;
  const result = await autocannon({
    url: siteUrl,
    connections: burst.connections,
    amount: burst.requests,
    timeout: 30,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: [{ setupRequest: (request) => ({ ...request, path: `${paths[sent % paths.length]}?bench-uncached=${sent++}` }) }],
  });
  return {
    pages: paths.length,
    failed,
    afterPages,
    burstFailed: result.non2xx + result.errors + result.timeouts,
    afterBurst: residentBytes(pid),
    anonymousAfterBurst: residentBytes(pid, 'RssAnon'),
    filesAfterBurst: residentBytes(pid, 'RssFile'),
  };
}

// Run alone (`node tools/scripts/lib/bench-site-cache.mjs [--max-mb N] [--node PATH]`): bench section
// 3b for the HK site only, on a throw-away SQLite database, without the rest of `npm run bench`; with
// --node, the site runs on that Node.js (the images' release: `$DEPLOY_NODE` in .ci/run). The sites
// must be built (it does not build them).
if (process.argv[1] && (await import('node:url')).pathToFileURL(process.argv[1]).href === import.meta.url) {
  const { mkdirSync, mkdtempSync, rmSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { launchStack, WORKSPACE_ROOT } = await import('./stack.mjs');
  const { values } = (await import('node:util')).parseArgs({ options: { 'max-mb': { type: 'string' }, node: { type: 'string' }, 'hk-port': { type: 'string', default: '3295' }, 'api-port': { type: 'string', default: '4295' } } });
  mkdirSync(join(WORKSPACE_ROOT, 'tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(WORKSPACE_ROOT, 'tmp/bench-site-cache-'));
  const stack = launchStack({
    ports: { api: Number(values['api-port']), hk: Number(values['hk-port']), mainland: 0 },
    databaseUrl: `sqlite:${join(dataDir, 'broker.sqlite')}`,
    uploadDir: join(dataDir, 'uploads'),
    logDir: dataDir,
    only: ['api', 'hk'],
    siteEnv: values['max-mb'] === undefined ? undefined : { PAGE_CACHE_MAX_MB: values['max-mb'] },
    siteNode: values.node,
  });
  try {
    await stack.ready;
    const hk = stack.services.find(({ name }) => name === 'hk');
    const figures = await siteCacheMemory({ siteUrl: `http://127.0.0.1:${values['hk-port']}`, pid: hk.child.pid, burst: { requests: 2000, connections: 50 } });
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    const { execFileSync } = await import('node:child_process');
    const version = execFileSync(values.node ?? process.execPath, ['--version'], { encoding: 'utf8' }).trim();
    console.log(`hk site on Node.js ${version}, PAGE_CACHE_MAX_MB ${values['max-mb'] ?? 'default'}: ${figures.pages} sitemap pages (${figures.failed} failed), RSS ${mb(figures.afterPages)}; burst of 2000 (${figures.burstFailed} failed), RSS ${mb(figures.afterBurst)} (anonymous ${mb(figures.anonymousAfterBurst)}, files ${mb(figures.filesAfterBurst)})`);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
