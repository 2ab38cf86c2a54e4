import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { Pool, types as pgTypes } from 'pg';

/** The embedded default: a SQLite file under `data/`, relative to the working directory. */
export const DEFAULT_SQLITE_FILE = 'data/broker.sqlite';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /**
   * `postgres://…` / `postgresql://…` → PostgreSQL; `:memory:` → in-memory SQLite;
   * `sqlite:<path>`, `file:<path>` or a bare path → SQLite file; empty → {@link DEFAULT_SQLITE_FILE}.
   */
  url?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  log?: LogConfig;
  /**
   * Called when an idle PostgreSQL connection breaks (server restart, failover, terminated backend).
   * The pool replaces it on next use; without a listener the error would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

export const dialectOf = (url: string | undefined): DatabaseDialect => (url && /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite');

/** File path for a SQLite url (`:memory:` stays as is). */
export const sqlitePathOf = (url: string | undefined): string => {
  const raw = (url ?? '').trim();
  if (!raw) return DEFAULT_SQLITE_FILE;
  if (raw === ':memory:') return raw;
  return raw.replace(/^(sqlite|file):(\/\/)?/i, '') || DEFAULT_SQLITE_FILE;
};

// int8 (e.g. COUNT(*) and bigint epoch-ms columns) would otherwise arrive as strings; all our
// int8 values are far below 2^53, so numbers are safe and match what SQLite returns.
const INT8_OID = 20;
const pgTypeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pgTypes.getTypeParser(oid, format as 'text')) as typeof pgTypes.getTypeParser,
};

/** Distinct SQL texts whose compiled statements are kept (queries with IN-lists of varying length make more). */
const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and compiling SQL was a third of the API's database time;
 * better-sqlite3 statements are reusable, so they are kept per SQL text (least recently used dropped).
 */
const withStatementCache = (sqlite: SqliteDatabase.Database): KyselySqliteDatabase => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > SQLITE_STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
};

/**
 * One Kysely instance for either dialect. Queries written against it must stay portable:
 * text/integer columns, JSON as text, booleans as 0/1, timestamps as ISO text or epoch-ms integers.
 */
export const createDatabase = <DB>(options: DatabaseOptions = {}): Kysely<DB> => {
  if (dialectOf(options.url) === 'postgres') {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10, types: pgTypeParsers });
    pool.on('error', options.onConnectionError ?? ((error) => console.warn(`PostgreSQL connection lost: ${error.message}`)));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: options.log });
  }
  const file = sqlitePathOf(options.url);
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log: options.log });
};
