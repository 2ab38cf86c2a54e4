import { setImmediate as nextTurn } from 'node:timers/promises';
import { SqliteAdapter, sql, type Kysely, type Migration, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** Kysely types a count as string | number | bigint; libs/db already returns numbers on both dialects, this narrows the type. */
export const toCount = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

/** A clock reading as stored timestamps are written: ISO-8601 UTC, so string comparison orders correctly. */
export const toIso = (epochMs: number): string => new Date(epochMs).toISOString();

/** JSON columns are written by the seed or an editor; a broken one is a server fault, not the caller's. */
export const parseJson = <T>(text: string): T => JSON.parse(text) as T;

/**
 * One page of a filtered query and the total without paging, read together. `page` adds the
 * columns, order, offset and limit to the same filter the total counts.
 */
export const pageWithTotal = async <TB extends keyof Database, Row>(
  filtered: SelectQueryBuilder<Database, TB, object>,
  page: (query: SelectQueryBuilder<Database, TB, object>) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> => {
  const [rows, count] = await Promise.all([page(filtered), filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()]);
  return { rows, total: toCount(count.total) };
};

/** A row's place in a list ordered by `(published_at, id)`. */
interface ListKey {
  published_at: string;
  id: number;
}

/**
 * Index entries one read may skip on SQLite. Its driver is synchronous: skipping 50,000 entries to
 * the middle of a 100,000-item list in one read held the API's event loop 8-14 ms. In steps of
 * this many (about 0.2 ms each) with a turn of the loop between them, other requests go on.
 */
export const SQLITE_SKIP_STEP = 1_000;

interface PageOptions<PB extends keyof Database> {
  /** The database the probe reads (its dialect decides how a long skip is read). */
  db: Kysely<Database>;
  probe: SelectQueryBuilder<Database, PB, object>;
  /** Qualified columns of the order, e.g. `official_news.published_at`, `official_news.id`. */
  publishedAt: string;
  id: string;
  offset: number;
  limit: number;
  total: number;
  oldestFirst?: boolean;
  /**
   * Bounds on the publication time (ISO): at or after `from`, before `before`, at or before
   * `until`. Kept out of `probe`: next to the walk's row-value range a range on the same column
   * made SQLite's planner sort the range instead of reading the index in order.
   */
  published?: { from?: string; before?: string; until?: string };
}

/** The keys of one page, in the list's order, from the list's index alone (see `newestFirstPage`); the sitemap feeds need no more. */
export const pageKeys = async <PB extends keyof Database>(options: PageOptions<PB>): Promise<ListKey[]> => {
  const { offset, limit, total, publishedAt, id } = options;
  if (offset >= total) return [];
  const order = options.oldestFirst ? 'asc' : 'desc';
  const reverse = options.oldestFirst ? 'desc' : 'asc';
  const { from, before, until } = options.published ?? {};
  const inBounds = (key: ListKey) => (from === undefined || key.published_at >= from) && (before === undefined || key.published_at < before) && (until === undefined || key.published_at <= until);
  const keysAfter = async (direction: 'asc' | 'desc', after: ListKey | undefined, skip: number, take: number) => {
    let query = options.probe;
    if (after) {
      // A row-value range on the index's last columns: the walk goes on where its previous step ended.
      // The bounds stay out of the query: the walk started inside them, and in either direction the
      // rows past them come last, so they are dropped here.
      query = query.where(sql<boolean>`(${sql.ref(publishedAt)}, ${sql.ref(id)}) ${sql.raw(direction === 'desc' ? '<' : '>')} (${after.published_at}, ${after.id})`);
    } else {
      if (from !== undefined) query = query.where(sql.ref(publishedAt), '>=', from);
      if (before !== undefined) query = query.where(sql.ref(publishedAt), '<', before);
      if (until !== undefined) query = query.where(sql.ref(publishedAt), '<=', until);
    }
    const keys = (await query
      .select([sql<string>`${sql.ref(publishedAt)}`.as('published_at'), sql<number>`${sql.ref(id)}`.as('id')])
      .orderBy(sql.ref(publishedAt), direction)
      .orderBy(sql.ref(id), direction)
      .limit(take)
      .offset(skip)
      .execute()) as ListKey[];
    return after ? keys.filter(inBounds) : keys;
  };
  const keysFrom = async (direction: 'asc' | 'desc', skip: number, take: number): Promise<ListKey[]> => {
    if (!(options.db.getExecutor().adapter instanceof SqliteAdapter)) return keysAfter(direction, undefined, skip, take);
    let after: ListKey | undefined;
    for (; skip > SQLITE_SKIP_STEP; skip -= SQLITE_SKIP_STEP) {
      [after] = await keysAfter(direction, after, SQLITE_SKIP_STEP - 1, 1);
      if (!after) return [];
      await nextTurn();
    }
    return keysAfter(direction, after, skip, take);
  };
  // The page is rows offset … offset+limit-1; from the other end they are (total-1-offset) down to (total-offset-limit).
  const lastFromOtherEnd = total - 1 - offset;
  const firstFromOtherEnd = Math.max(0, total - offset - limit);
  if (lastFromOtherEnd >= offset) return keysFrom(order, offset, limit);
  const keys = (await keysFrom(reverse, firstFromOtherEnd, lastFromOtherEnd - firstFromOtherEnd + 1)).reverse();
  // A total a moment old (content changed since it was counted) misses the end: ask from the top.
  return keys.length === lastFromOtherEnd - firstFromOtherEnd + 1 ? keys : keysFrom(order, offset, limit);
};

/**
 * One page of a list ordered newest first by `(published_at, id)`. Offset and limit stay the
 * contract, but no page reads rows it then throws away: the page's keys come from an index-only
 * scan of the list's index (`probe`: the same filter on the table that carries the index), from
 * whichever end is nearer (the total says which), then its rows by id. So page 1, page 100 and the
 * last page of a 100,000-item list each read one page of rows, and the deepest page at most half
 * the list's index entries (issue 28). `read` gets `filtered` (the list's filter, joins included)
 * narrowed to the page's ids and adds the columns.
 */
export const newestFirstPage = async <TB extends keyof Database, PB extends keyof Database, Row extends { id: number }>(
  options: PageOptions<PB> & {
    filtered: SelectQueryBuilder<Database, TB, object>;
    read: (query: SelectQueryBuilder<Database, TB, object>) => Promise<Row[]>;
  },
): Promise<Row[]> => {
  const keys = await pageKeys(options);
  if (keys.length === 0) return [];
  const rows = await options.read(options.filtered.where(sql.ref(options.id), 'in', keys.map((key) => key.id)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return keys.flatMap((key) => byId.get(key.id) ?? []);
};

/**
 * The migration that adds optional (nullable) text columns to `table`, for content fields that came
 * later: rows written before them read as without those fields. One statement per column, as
 * SQLite's ALTER TABLE adds one at a time; dropped in reverse on the way back.
 */
export const optionalTextColumns = (table: string, columns: readonly string[]): Migration => ({
  async up(db) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  },
  async down(db) {
    for (const column of [...columns].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
  },
});
