import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EphemeralStore } from './ephemeral-store';

/** EphemeralStore on the `ephemeral_entries` table; every operation is one atomic statement. */
export class DatabaseStore implements EphemeralStore {
  constructor(private readonly db: Kysely<Database>) {}

  async put(key: string, value: string, expiresAt: number): Promise<void> {
    await this.db
      .insertInto('ephemeral_entries')
      .values({ key, value, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, expires_at: expiresAt }))
      .execute();
  }

  async putIfAbsent(key: string, value: string, expiresAt: number, now: number): Promise<boolean> {
    const stored = await this.db
      .insertInto('ephemeral_entries')
      .values({ key, value, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({ value, expires_at: expiresAt })
          .where('ephemeral_entries.expires_at', '<=', now),
      )
      .returning('key')
      .executeTakeFirst();
    return stored !== undefined;
  }

  async get(key: string, now: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('ephemeral_entries')
      .select('value')
      .where('key', '=', key)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  async take(key: string, now: number): Promise<string | null> {
    const row = await this.db
      .deleteFrom('ephemeral_entries')
      .where('key', '=', key)
      .where('expires_at', '>', now)
      .returning('value')
      .executeTakeFirst();
    return row?.value ?? null;
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('ephemeral_entries').where('key', '=', key).execute();
  }

  async increment(key: string, expiresAt: number, now: number): Promise<number> {
    const live = sql<boolean>`ephemeral_entries.expires_at > ${now}`;
    const row = await this.db
      .insertInto('ephemeral_entries')
      .values({ key, value: '1', expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          value: sql<string>`CASE WHEN ${live} THEN CAST(CAST(ephemeral_entries.value AS INTEGER) + 1 AS TEXT) ELSE '1' END`,
          expires_at: sql<number>`CASE WHEN ${live} THEN ephemeral_entries.expires_at ELSE ${expiresAt} END`,
        }),
      )
      .returning('value')
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  /**
   * One upsert: the conflicting row is locked (PostgreSQL) and the WHERE re-checked on its latest
   * version, so no concurrent caller sees a stale count; SQLite runs each statement as its own
   * serialised transaction. A refused caller changes nothing and gets no row back.
   */
  async incrementBelow(key: string, limit: number, expiresAt: number, now: number): Promise<number | null> {
    if (limit < 1) return null;
    const live = sql<boolean>`ephemeral_entries.expires_at > ${now}`;
    const row = await this.db
      .insertInto('ephemeral_entries')
      .values({ key, value: '1', expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            value: sql<string>`CASE WHEN ${live} THEN CAST(CAST(ephemeral_entries.value AS INTEGER) + 1 AS TEXT) ELSE '1' END`,
            expires_at: sql<number>`CASE WHEN ${live} THEN ephemeral_entries.expires_at ELSE ${expiresAt} END`,
          })
          .where(sql<boolean>`NOT (${live}) OR CAST(ephemeral_entries.value AS INTEGER) < ${limit}`),
      )
      .returning('value')
      .executeTakeFirst();
    return row ? Number(row.value) : null;
  }

  async purgeExpired(now: number): Promise<void> {
    await this.db.deleteFrom('ephemeral_entries').where('expires_at', '<=', now).execute();
  }

  async close(): Promise<void> {
    // The database belongs to the app; it closes it.
  }
}
