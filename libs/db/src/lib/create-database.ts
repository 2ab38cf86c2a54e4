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

/** How long a request waits for a new PostgreSQL connection before it fails (a server that is down refuses at once; a lost network would hang). */
const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

/** Node's codes for a database that cannot be reached or went away mid-query. */
const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
/** PostgreSQL SQLSTATEs of a server that is shutting down, starting, or out of connections (class 08 is checked apart). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres throws, without a code, when its connection ends or cannot be made in time; SQLite's busy database. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database is locked)/;

/**
 * Whether `error` says the database cannot serve right now (down, restarting, unreachable, busy)
 * rather than that a query is wrong: callers answer 503 and the pool reconnects once it is back.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  // Not `instanceof Error`: errors made in another realm (a VM context, a worker) fail that test.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_ERRORS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_BUSY')) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
};

/**
 * One Kysely instance for either dialect. Queries written against it must stay portable:
 * text/integer columns, JSON as text, booleans as 0/1, timestamps as ISO text or epoch-ms integers.
 */
export const createDatabase = <DB>(options: DatabaseOptions = {}): Kysely<DB> => {
  if (dialectOf(options.url) === 'postgres') {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS, types: pgTypeParsers });
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
