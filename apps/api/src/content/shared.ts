import { sql, type SelectQueryBuilder } from 'kysely';
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

/** A deep page's first row, found in the list's index: `(published_at, id)` of the row at `offset`. */
interface Boundary {
  published_at: string;
  id: number;
}

/**
 * One page of a list ordered newest first by `(published_at, id)` (or oldest first, for the sitemap
 * feeds). Offset and limit stay the contract, but no page skips rows it then throws away: a page
 * past the first finds its first row with an index-only probe (`probe`: the same filter on the
 * table that carries the index), from whichever end is nearer (the total says which), then reads
 * `limit` rows from that row on. So page 1, page 100 and the last page of a 100,000-item list each
 * read about one page of rows (issue 28). `filtered` is the list's filter (joins included); `read`
 * adds the columns.
 */
export const newestFirstPage = async <TB extends keyof Database, PB extends keyof Database, Row>(options: {
  filtered: SelectQueryBuilder<Database, TB, object>;
  probe: SelectQueryBuilder<Database, PB, object>;
  /** Qualified columns of the order, e.g. `official_news.published_at`, `official_news.id`. */
  publishedAt: string;
  id: string;
  offset: number;
  limit: number;
  total: number;
  read: (query: SelectQueryBuilder<Database, TB, object>) => Promise<Row[]>;
  oldestFirst?: boolean;
}): Promise<Row[]> => {
  const { offset, limit, total, publishedAt, id } = options;
  if (offset >= total) return [];
  const order = options.oldestFirst ? 'asc' : 'desc';
  const reverse = options.oldestFirst ? 'desc' : 'asc';
  const inOrder = (query: SelectQueryBuilder<Database, TB, object>) => query.orderBy(sql.ref(publishedAt), order).orderBy(sql.ref(id), order).limit(limit);
  if (offset === 0) return options.read(inOrder(options.filtered));
  const fromOtherEnd = total - 1 - offset;
  const probeOrder = fromOtherEnd < offset ? reverse : order;
  const boundary = (await options.probe
    .select([sql<string>`${sql.ref(publishedAt)}`.as('published_at'), sql<number>`${sql.ref(id)}`.as('id')])
    .orderBy(sql.ref(publishedAt), probeOrder)
    .orderBy(sql.ref(id), probeOrder)
    .limit(1)
    .offset(probeOrder === order ? offset : fromOtherEnd)
    .executeTakeFirst()) as Boundary | undefined;
  // A total a moment old (content changed since it was counted) can miss the end: read the plain way.
  if (!boundary) return options.read(inOrder(options.filtered).offset(offset));
  const from = sql<boolean>`(${sql.ref(publishedAt)}, ${sql.ref(id)}) ${sql.raw(order === 'desc' ? '<=' : '>=')} (${boundary.published_at}, ${boundary.id})`;
  return options.read(inOrder(options.filtered.where(from)));
};
