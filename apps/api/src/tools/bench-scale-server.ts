import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import type { DatabaseDialect } from '@brokerage/db';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { seedDatabase } from '../db/seed-database';
import { growContent } from '../testing/grow-content';
import { createTestDatabase, testConfig } from '../testing/test-app';
import { warmUp } from '../warm-up';

/**
 * The API side of `npm run bench -- --scale` (tools/scripts/bench-scale.mjs): a scratch database of
 * the dialect, seeded and grown to 1,000 items per language in news, media and blog, the API warmed
 * as main.ts warms it before it listens (`warm-up.ts`) and on a loopback port, and a control port
 * that grows the content to 100,000, reports the API's longest event-loop stall since the last
 * asking (and how much of the longest gap its main thread was computing: on a shared machine a
 * stall may be the process waiting for a core), its longest GC pause and its kind, and times a
 * total counted over the table (what every request paid before issue 28) against read from the
 * counters. Prints one READY line of JSON (with the start's warm-up in ms); stops on SIGTERM and
 * drops the database.
 * Usage: npx tsx --tsconfig apps/api/tsconfig.json apps/api/src/tools/bench-scale-server.ts sqlite|postgres
 */
const FIRST = 1_000;
const GROWN = 100_000;
const collections = (count: number) => ({ news: count, articles: { media: [['', count]] as [string, number][], blog: [['1', count]] as [string, number][] } });

const main = async () => {
  const dialect = (process.argv[2] ?? 'sqlite') as DatabaseDialect;
  const database = await createTestDatabase(dialect);
  const app = await buildApp(testConfig({ databaseUrl: database.url, logLevel: 'silent' }), { seed: seedDatabase });
  await app.ready();
  let started = performance.now();
  await growContent(app.db, { ...collections(FIRST), district: 'hk' });
  const growth: Record<string, number> = { [`to ${FIRST}`]: performance.now() - started };
  // As main.ts starts the API: its content calls asked once before it listens.
  started = performance.now();
  await warmUp(app);
  const warmUpMs = performance.now() - started;
  await app.listen({ host: '127.0.0.1', port: 0 });

  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  // How long the loop was held by the API's own work: on a shared machine a long gap between ticks is
  // often the process waiting for a core. Per gap between 5 ms ticks, the main thread's CPU time in it
  // (Linux: /proc/thread-self/schedstat, nanoseconds; elsewhere the whole process's, GC helpers included).
  const mainThreadCpuMs = (() => {
    try {
      readFileSync('/proc/thread-self/schedstat');
      return () => Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;
    } catch {
      return () => {
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1000;
      };
    }
  })();
  let busyMaxMs = 0;
  let lastTick = performance.now();
  let lastCpu = mainThreadCpuMs();
  setInterval(() => {
    const tick = performance.now();
    const cpu = mainThreadCpuMs();
    if (tick - lastTick > 10) busyMaxMs = Math.max(busyMaxMs, Math.min(tick - lastTick, cpu - lastCpu));
    lastTick = tick;
    lastCpu = cpu;
  }, 5).unref();
  let gcMaxMs = 0;
  let gcMaxKind = '';
  const gcKinds: Record<number, string> = { [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= gcMaxMs) continue;
      gcMaxMs = entry.duration;
      gcMaxKind = gcKinds[(entry as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
    }
  }).observe({ entryTypes: ['gc'] });
  const resetStall = () => {
    loop.reset();
    busyMaxMs = 0;
    gcMaxMs = 0;
    gcMaxKind = '';
  };
  const countMs = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let index = 0; index < 5; index++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    return Math.min(...times);
  };
  const now = new Date().toISOString();
  const articles = (channel: string) =>
    app.db.selectFrom('page_article').where('channel', '=', channel).where('district', '=', 'hk').where('lang', '=', 'en').select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();

  const control = createServer(async (request, response) => {
    const reply = (body: unknown) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/stall') {
      const stall = { maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6, busyMaxMs, gcMaxMs, gcMaxKind };
      resetStall();
      return reply(stall);
    }
    if (request.url === '/grow') {
      started = performance.now();
      await growContent(app.db, { ...collections(GROWN - FIRST), district: 'hk', from: FIRST });
      growth[`to ${GROWN}`] = performance.now() - started;
      resetStall();
      return reply(growth);
    }
    if (request.url === '/count') {
      // What every list request paid before issue 28: counting its rows (21 ms SQLite, 138 ms PostgreSQL);
      // and what a total costs now: the counter rows (news: less the items scheduled after now).
      const counters = (channel: string) =>
        app.db.selectFrom('page_article_count').where('channel', '=', channel).where('district', '=', 'hk').where('lang', '=', 'en').select((eb) => eb.fn.sum('items').as('total')).executeTakeFirst();
      return reply({
        'news count(*)': await countMs(() =>
          app.db
            .selectFrom('official_news')
            .innerJoin('official_news_i18n', (join) => join.onRef('official_news_i18n.news_id', '=', 'official_news.id').on('official_news_i18n.lang', '=', 'en'))
            .where('official_news.district', 'in', ['hk', 'all'])
            .where('official_news.published', '=', 1)
            .where('official_news.published_at', '<=', now)
            .select((eb) => eb.fn.countAll().as('total'))
            .executeTakeFirst(),
        ),
        'media count(*)': await countMs(() => articles('media')),
        'blog count(*)': await countMs(() => articles('blog')),
        'news counters': await countMs(() =>
          app.db
            .selectNoFrom((eb) => [
              eb.selectFrom('official_news_count').where('district', 'in', ['hk', 'all']).select((counts) => counts.fn.sum('items').as('n')).as('counted'),
              eb
                .selectFrom('official_news')
                .where('published', '=', 1)
                .where('published_at', '>', now)
                .where('district', 'in', ['hk', 'all'])
                .select((scheduled) => scheduled.fn.countAll().as('n'))
                .as('scheduled'),
            ])
            .executeTakeFirst(),
        ),
        'media counters': await countMs(() => counters('media')),
        'blog counters': await countMs(() => counters('blog')),
        select1: await countMs(() => sql`select 1`.execute(app.db)),
      });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const address = app.server.address();
  const controlAddress = control.address();
  if (!address || typeof address === 'string' || !controlAddress || typeof controlAddress === 'string') throw new Error('no port');
  console.log(`READY ${JSON.stringify({ api: `http://127.0.0.1:${address.port}`, control: `http://127.0.0.1:${controlAddress.port}`, warmUpMs })}`);

  const stop = async () => {
    control.close();
    await app.close();
    await database.dispose();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
