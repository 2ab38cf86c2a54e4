import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Totals and counts of the content lists in flight: identical reads that overlap share one query
 * (a burst on one list page asks the database once). Nothing is kept once it settles: the counts
 * are read from counter tables the database keeps exact on every write (`list-counts.ts`), so a
 * read costs a few rows and an editor's change shows at once (issue 28).
 */
export class ContentAggregates {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const value = compute().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, value);
    return value;
  }
}

// Keyed by the database's adapter: each opened database has its own, and views of it (`withPlugin`,
// transactions) share it.
const byDatabase = new WeakMap<object, ContentAggregates>();

/** The aggregates of one database (each test app has its own). */
export const contentAggregates = (db: Kysely<Database>): ContentAggregates => {
  const key = db.getExecutor().adapter;
  let aggregates = byDatabase.get(key);
  if (!aggregates) byDatabase.set(key, (aggregates = new ContentAggregates()));
  return aggregates;
};
