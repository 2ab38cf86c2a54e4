import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { ARTICLE_COUNTER, NEWS_COUNTER, recountList } from '../content/list-counts';

/** Grown rows' ids start here, far above the seed's. */
export const GROWN_ID_BASE = 10_000_000;
/** Ids per grown channel and group. */
const ID_RANGE = 1_000_000;
/** Grown items are one minute apart, the newest at this time (well before any test clock). */
const NEWEST_EPOCH_S = Date.UTC(2026, 0, 1) / 1000;

export interface GrowOptions {
  /** News items (district `all`, every language). */
  news?: number;
  /** Articles per channel and group, in each language of `district`: e.g. `{ media: [['', 1000]], blog: [['1', 500]] }`. */
  articles?: Partial<Record<'media' | 'blog' | 'flash' | 'special' | 'stock', [group: string, count: number][]>>;
  district?: 'hk' | 'mainland';
  langs?: string[];
  /** Items already grown by an earlier call: the new ones come after (older, other ids). */
  from?: number;
  /** Runs ANALYZE afterwards (PostgreSQL plans by statistics; SQLite by them once they exist). */
  analyze?: boolean;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Grows a database's content with generated items, in bulk inside the database (a recursive
 * series), for the query-plan, sitemap and scale tests and `npm run bench -- --scale`. Items are
 * published, one minute apart, newest first by id; ids never collide with the seed's.
 */
export const growContent = async (db: Kysely<Database>, options: GrowOptions): Promise<void> => {
  const postgres = isPostgres(db);
  if (postgres) {
    // The site search's triggers (issue 29) index each new row in a trigram GIN index, which makes a
    // bulk insert take minutes on PostgreSQL: grown rows stay out of the search (replica role skips
    // triggers; the connection is pinned so the setting holds for every insert).
    await db.connection().execute(async (connection) => {
      await sql`set session_replication_role = replica`.execute(connection);
      try {
        await insertGrown(connection, options, true);
      } finally {
        await sql`set session_replication_role = origin`.execute(connection);
      }
    });
  } else {
    // SQLite has no switch for triggers: the search's (issue 29) are set aside for the inserts and put back.
    const { rows: triggers } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('official_news', 'official_news_i18n', 'page_article')`.execute(db);
    for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(db);
    try {
      await insertGrown(db, options, false);
    } finally {
      for (const trigger of triggers) await sql.raw(trigger.sql).execute(db);
    }
  }
  // The list counters' triggers were skipped or set aside with the search's: count the grown tables afresh.
  if (options.news) await recountList(db as Kysely<unknown>, NEWS_COUNTER);
  if (options.articles) await recountList(db as Kysely<unknown>, ARTICLE_COUNTER);
  // VACUUM also marks pages all-visible, as autovacuum would, so PostgreSQL can read an index alone.
  if (options.analyze ?? true) await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
};

const insertGrown = async (db: Kysely<Database>, options: GrowOptions, postgres: boolean): Promise<void> => {
  const district = options.district ?? 'hk';
  const langs = options.langs ?? ['zh-hk', 'zh-cn', 'en'];
  // published_at of item n (1 = newest), ISO-8601 UTC as the seed writes it; and its Hong Kong year.
  const publishedAt = (n: RawBuilder<unknown>): RawBuilder<string> =>
    postgres
      ? sql`to_char(to_timestamp(${sql.lit(NEWEST_EPOCH_S)} - ${n} * 60) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(NEWEST_EPOCH_S)} - ${n} * 60, 'unixepoch')`;
  const hongKongYear = (n: RawBuilder<unknown>): RawBuilder<number> =>
    postgres
      ? sql`cast(extract(year from to_timestamp(${sql.lit(NEWEST_EPOCH_S)} - ${n} * 60 + 28800) at time zone 'UTC') as integer)`
      : sql`cast(strftime('%Y', ${sql.lit(NEWEST_EPOCH_S)} - ${n} * 60 + 28800, 'unixepoch') as integer)`;
  const from = options.from ?? 0;
  const series = (count: number) =>
    postgres
      ? sql`with series(n) as (select generate_series(${sql.lit(from + 1)}, ${sql.lit(from + count)}))`
      : sql`with recursive series(n) as (select ${sql.lit(from + 1)} union all select n + 1 from series where n < ${sql.lit(from + count)})`;
  const n = sql.ref('n');
  const text = (value: string) => sql.lit(value);

  if (options.news) {
    const id = sql`${sql.lit(GROWN_ID_BASE)} + n`;
    await sql`${series(options.news)}
      insert into official_news (id, district, year, category, cover_image, published, published_at)
      select ${id}, 'all', ${hongKongYear(n)}, 'market', '/images/news/cover.jpg', 1, ${publishedAt(n)} from series`.execute(db);
    for (const lang of langs) {
      await sql`${series(options.news)}
        insert into official_news_i18n (news_id, lang, title, summary, content_html, source)
        select ${id}, ${text(lang)}, 'Grown news ' || n, 'Summary of grown news ' || n, '<p>Body of grown news ' || n || '</p>', 'Grown' from series`.execute(db);
    }
  }

  // Each channel and group has its own range of ids, so later calls (`from`) never collide.
  let range = 0;
  for (const [channel, groups] of Object.entries(options.articles ?? {})) {
    for (const [group, count] of groups) {
      range += 1;
      const id = sql`${sql.lit(GROWN_ID_BASE + range * ID_RANGE)} + n`;
      for (const lang of langs) {
        await sql`${series(count)}
          insert into page_article (id, channel, group_key, district, lang, title, summary, body_html, source, author, cover_image, published_at)
          select ${id}, ${text(channel)}, ${text(group)}, ${text(district)}, ${text(lang)}, 'Grown ' || ${text(channel)} || ' ' || n,
            'Summary ' || n, '<p>Body ' || n || '</p>', 'Grown', 'Grown author', '/images/cover.jpg', ${publishedAt(n)} from series`.execute(db);
      }
    }
  }
};
