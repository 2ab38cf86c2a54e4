import type { SelectQueryBuilder } from 'kysely';
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
