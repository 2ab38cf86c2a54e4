import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { createDatabase, DEFAULT_SQLITE_FILE, dialectOf, isDatabaseUnavailable, sqlitePathOf } from './create-database';
import { migrateToLatest, MigrationError } from './migrate';
import { createScratchPostgresDatabase, type ScratchDatabase } from './scratch-postgres';

interface Tables {
  notes: { id: string; body: string; created_at: number };
}

const migrations: Record<string, Migration> = {
  '0001-notes': {
    up: (db: Kysely<unknown>) =>
      db.schema
        .createTable('notes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute(),
  },
};

describe('database urls', () => {
  it('chooses the dialect from the url', () => {
    expect(dialectOf(undefined)).toBe('sqlite');
    expect(dialectOf('')).toBe('sqlite');
    expect(dialectOf(':memory:')).toBe('sqlite');
    expect(dialectOf('data/x.sqlite')).toBe('sqlite');
    expect(dialectOf('postgres://u@h/db')).toBe('postgres');
    expect(dialectOf('postgresql://u@h/db')).toBe('postgres');
  });

  it('maps SQLite urls to files, defaulting to data/broker.sqlite', () => {
    expect(sqlitePathOf(undefined)).toBe(DEFAULT_SQLITE_FILE);
    expect(DEFAULT_SQLITE_FILE).toBe('data/broker.sqlite');
    expect(sqlitePathOf(':memory:')).toBe(':memory:');
    expect(sqlitePathOf('sqlite:tmp/a.sqlite')).toBe('tmp/a.sqlite');
    expect(sqlitePathOf('file:///tmp/a.sqlite')).toBe('/tmp/a.sqlite');
  });
});

describe('SQLite', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'db-lib-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('creates the file and its directory on first use, migrates once and keeps data', async () => {
    const file = join(directory, 'nested', 'dir', 'broker.sqlite');
    const db = createDatabase<Tables>({ url: file });
    expect(await migrateToLatest(db as Kysely<unknown>, migrations)).toEqual(['0001-notes']);
    expect(await migrateToLatest(db as Kysely<unknown>, migrations)).toEqual([]);
    await db.insertInto('notes').values({ id: 'a', body: '你好', created_at: 1_800_000_000_000 }).execute();
    await db.destroy();
    expect(existsSync(file)).toBe(true);

    const reopened = createDatabase<Tables>({ url: file });
    expect(await reopened.selectFrom('notes').selectAll().execute()).toEqual([{ id: 'a', body: '你好', created_at: 1_800_000_000_000 }]);
    await reopened.destroy();
  });

  it('answers repeated queries (kept compiled) with current rows and columns, also after a schema change', async () => {
    const db = createDatabase<Tables>({ url: ':memory:' });
    await migrateToLatest(db as Kysely<unknown>, migrations);
    const everyNote = () => db.selectFrom('notes').selectAll().orderBy('id').execute();
    await db.insertInto('notes').values({ id: 'a', body: 'one', created_at: 1 }).execute();
    expect(await everyNote()).toEqual([{ id: 'a', body: 'one', created_at: 1 }]);
    await db.insertInto('notes').values({ id: 'b', body: 'two', created_at: 2 }).execute();
    expect(await everyNote()).toHaveLength(2);
    await sql`alter table notes add column tag text not null default 'x'`.execute(db);
    expect(await everyNote()).toEqual([
      { id: 'a', body: 'one', created_at: 1, tag: 'x' },
      { id: 'b', body: 'two', created_at: 2, tag: 'x' },
    ]);
    // More distinct statements than are kept: the oldest are dropped and compiled again when used.
    for (let size = 1; size <= 600; size += 1) {
      const ids = Array.from({ length: size }, (_, index) => `id-${index}`).concat('b');
      expect(await db.selectFrom('notes').select('id').where('id', 'in', ids).execute()).toEqual([{ id: 'b' }]);
    }
    expect(await everyNote()).toHaveLength(2);
    await db.destroy();
  });

  it('reports the failing migration by name', async () => {
    const db = createDatabase<Tables>({ url: ':memory:' });
    const broken = { ...migrations, '0002-broken': { up: (trx: Kysely<unknown>) => sql`create tabel nope`.execute(trx).then(() => undefined) } };
    await expect(migrateToLatest(db as Kysely<unknown>, broken)).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(db as Kysely<unknown>, broken)).rejects.toThrow(/0002-broken/);
    await db.destroy();
  });
});

describe('isDatabaseUnavailable', () => {
  const failureOf = async (run: () => Promise<unknown>): Promise<unknown> => run().then(() => new Error('no failure'), (error: unknown) => error);

  it('is true for a PostgreSQL server that does not answer, false for a wrong query or a broken constraint', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const down = createDatabase<Tables>({ url: 'postgres://postgres@127.0.0.1:1/none' });
    expect(isDatabaseUnavailable(await failureOf(() => down.selectFrom('notes').selectAll().execute()))).toBe(true);
    await down.destroy();

    const db = createDatabase<Tables>({ url: ':memory:' });
    await migrateToLatest(db as Kysely<unknown>, migrations);
    expect(isDatabaseUnavailable(await failureOf(() => sql`select * from no_such_table`.execute(db)))).toBe(false);
    await db.insertInto('notes').values({ id: 'a', body: 'x', created_at: 1 }).execute();
    expect(isDatabaseUnavailable(await failureOf(() => db.insertInto('notes').values({ id: 'a', body: 'y', created_at: 2 }).execute()))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    await db.destroy();
  });
});

const postgresUrl = process.env['DATABASE_URL'];
const describePostgres = postgresUrl && dialectOf(postgresUrl) === 'postgres' ? describe : describe.skip;
if (!postgresUrl && process.env['CI']) throw new Error('CI is set but DATABASE_URL is not: the PostgreSQL tests cannot run.');
if (!postgresUrl) console.warn('\n*** DATABASE_URL is not set: PostgreSQL tests of libs/db SKIPPED. ***\n');

describePostgres('PostgreSQL', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(postgresUrl as string, 'db_lib');
  });
  afterAll(async () => scratch.drop());

  it('migrates a scratch database and returns bigint columns and counts as numbers', async () => {
    const db = createDatabase<Tables>({ url: scratch.url });
    expect(await migrateToLatest(db as Kysely<unknown>, migrations)).toEqual(['0001-notes']);
    await db.insertInto('notes').values({ id: 'a', body: 'note', created_at: 1_800_000_000_000 }).execute();
    const row = await db.selectFrom('notes').select(['created_at', (eb) => eb.fn.countAll().as('count')]).groupBy('created_at').executeTakeFirstOrThrow();
    expect(row).toEqual({ created_at: 1_800_000_000_000, count: 1 });
    await db.destroy();
  });
});

describePostgres('PostgreSQL connection loss', () => {
  it('survives an idle connection being terminated and reconnects on next use', async () => {
    const scratch = await createScratchPostgresDatabase(postgresUrl as string, 'db_lib_loss');
    const lost: Error[] = [];
    const db = createDatabase<Tables>({ url: scratch.url, onConnectionError: (error) => lost.push(error) });
    try {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;
      const admin = createDatabase<Tables>({ url: postgresUrl });
      await sql`select pg_terminate_backend(${pid})`.execute(admin);
      await admin.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lost.map((error) => error.message).join()).toMatch(/terminat/);
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await scratch.drop();
    }
  });
});
