import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long a list's total (or a year or tag count) is reused; the sites cache whole pages as long. */
export const AGGREGATE_TTL_MS = 30_000;
/** Keys kept at most (a list per district, language and filter: markets, stocks, tags, years). */
const MAX_ENTRIES = 5_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  /** The content time (ISO) from which the value is wrong: a scheduled item goes live then. */
  validBefore?: string;
}

/** A computed value and, when known, the content time from which it no longer holds. */
export interface Aggregate<T> {
  value: T;
  validBefore?: string;
}

/**
 * Totals and counts of the content lists, computed once per key and reused for a short while
 * instead of counting the table on every request (issue 28). Identical computations in flight
 * share one query. Content has no write call in this API (editors write to the database), so an
 * edit shows in totals within {@link AGGREGATE_TTL_MS}; a writer in this process calls
 * {@link invalidateContentAggregates}. A value that depends on the time (published_at <= now)
 * also ends when the next scheduled item goes live.
 */
export class ContentAggregates {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clockMs: () => number = Date.now) {}

  get<T>(key: string, compute: () => Promise<Aggregate<T>>, contentNow?: string): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.clockMs() && !(contentNow && cached.validBefore && contentNow >= cached.validBefore)) {
      return cached.value as Promise<T>;
    }
    const entry: Entry = { value: Promise.resolve(), expiresAt: this.clockMs() + AGGREGATE_TTL_MS };
    entry.value = compute().then(
      (aggregate) => {
        entry.validBefore = aggregate.validBefore;
        return aggregate.value;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return entry.value as Promise<T>;
  }

  clear(): void {
    this.entries.clear();
  }
}

// Keyed by the database's adapter: each opened database has its own, and views of it (`withPlugin`,
// transactions) share it, so they share one cache.
const byDatabase = new WeakMap<object, ContentAggregates>();

/** The aggregates of one database (each test app has its own). */
export const contentAggregates = (db: Kysely<Database>): ContentAggregates => {
  const key = db.getExecutor().adapter;
  let aggregates = byDatabase.get(key);
  if (!aggregates) byDatabase.set(key, (aggregates = new ContentAggregates()));
  return aggregates;
};

/** Drops every cached total and count of `db`: call after writing content in this process. */
export const invalidateContentAggregates = (db: Kysely<Database>): void => byDatabase.get(db.getExecutor().adapter)?.clear();
