import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * A content table's rows counted per list key (district, year, …) in a counter table that triggers
 * keep on every insert, update and delete, so a list's total is the sum of a few counter rows
 * instead of a count over the table (issue 28, docs/decisions/021-content-lists-at-scale.md).
 */
export interface ListCounter {
  /** Prefix of the triggers and functions. */
  name: string;
  /** The counted table. */
  table: string;
  /** The counter table: `keyColumns` (its primary key) and `items`. */
  counter: string;
  keyColumns: [column: string, type: 'text' | 'integer'][];
  /** The key of a row (`NEW`, `OLD` or the table's name), one SQL expression per key column. */
  key: (row: string) => string[];
  /** Which rows count (SQL on `row`); all when absent. */
  counts?: (row: string) => string;
  /** Columns of the table whose change moves a row to another key or in or out of the count. */
  watched: string[];
}

/** Published news of a district (`all` included) per year; drafts and scheduled items are told apart at read time. */
export const NEWS_COUNTER: ListCounter = {
  name: 'official_news_count',
  table: 'official_news',
  counter: 'official_news_count',
  keyColumns: [['district', 'text'], ['year', 'integer']],
  key: (row) => [`${row}.district`, `${row}.year`],
  counts: (row) => `${row}.published = 1`,
  watched: ['district', 'year', 'published'],
};

/** Articles per channel, district, language, group and year of publication (the year a media list filters by: UTC, as stored). */
export const ARTICLE_COUNTER: ListCounter = {
  name: 'page_article_count',
  table: 'page_article',
  counter: 'page_article_count',
  keyColumns: [['channel', 'text'], ['district', 'text'], ['lang', 'text'], ['group_key', 'text'], ['year', 'integer']],
  key: (row) => [`${row}.channel`, `${row}.district`, `${row}.lang`, `${row}.group_key`, `cast(substr(${row}.published_at, 1, 4) as integer)`],
  watched: ['channel', 'district', 'lang', 'group_key', 'published_at'],
};

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

const keyNames = (counter: ListCounter) => counter.keyColumns.map(([column]) => column);

const countsCondition = (counter: ListCounter, row: string) => counter.counts?.(row) ?? '1 = 1';

// `counter.items`, qualified: PostgreSQL would find a bare `items` ambiguous with `excluded`.
const increment = (counter: ListCounter, row: string) =>
  `INSERT INTO ${counter.counter} (${keyNames(counter).join(', ')}, items) SELECT ${counter.key(row).join(', ')}, 1 WHERE ${countsCondition(counter, row)}
   ON CONFLICT (${keyNames(counter).join(', ')}) DO UPDATE SET items = ${counter.counter}.items + 1;`;

const decrement = (counter: ListCounter, row: string) =>
  `UPDATE ${counter.counter} SET items = items - 1 WHERE ${keyNames(counter).map((column, index) => `${column} = ${counter.key(row)[index]}`).join(' AND ')} AND ${countsCondition(counter, row)};`;

const triggerStatements = (counter: ListCounter, postgres: boolean): string[] =>
  postgres
    ? [
        `CREATE FUNCTION ${counter.name}_fn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
           IF TG_OP <> 'INSERT' THEN ${decrement(counter, 'OLD')} END IF;
           IF TG_OP <> 'DELETE' THEN ${increment(counter, 'NEW')} END IF;
           RETURN NULL;
         END $$`,
        `CREATE TRIGGER ${counter.name}_trg AFTER INSERT OR DELETE OR UPDATE OF ${counter.watched.join(', ')} ON ${counter.table} FOR EACH ROW EXECUTE FUNCTION ${counter.name}_fn()`,
        // TRUNCATE skips row triggers: it empties the counts with the table.
        `CREATE FUNCTION ${counter.name}_truncate_fn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM ${counter.counter}; RETURN NULL; END $$`,
        `CREATE TRIGGER ${counter.name}_truncate_trg AFTER TRUNCATE ON ${counter.table} FOR EACH STATEMENT EXECUTE FUNCTION ${counter.name}_truncate_fn()`,
      ]
    : [
        `CREATE TRIGGER ${counter.name}_ai AFTER INSERT ON ${counter.table} BEGIN ${increment(counter, 'NEW')} END`,
        `CREATE TRIGGER ${counter.name}_ad AFTER DELETE ON ${counter.table} BEGIN ${decrement(counter, 'OLD')} END`,
        `CREATE TRIGGER ${counter.name}_au AFTER UPDATE OF ${counter.watched.join(', ')} ON ${counter.table} BEGIN ${decrement(counter, 'OLD')} ${increment(counter, 'NEW')} END`,
      ];

/** Counts the table afresh: after writes that bypassed the triggers (a bulk load with triggers set aside). */
export const recountList = async (db: Kysely<unknown>, counter: ListCounter): Promise<void> => {
  const key = counter.key(counter.table);
  await sql.raw(`DELETE FROM ${counter.counter}`).execute(db);
  await sql
    .raw(
      `INSERT INTO ${counter.counter} (${keyNames(counter).join(', ')}, items)
       SELECT ${key.join(', ')}, count(*) FROM ${counter.table} WHERE ${countsCondition(counter, counter.table)} GROUP BY ${key.join(', ')}`,
    )
    .execute(db);
};

/** Migration step: the counter table, its triggers, and the counts of the rows already there. */
export const createListCounter = async (db: Kysely<unknown>, counter: ListCounter): Promise<void> => {
  let table = db.schema.createTable(counter.counter);
  for (const [column, type] of counter.keyColumns) table = table.addColumn(column, type, (c) => c.notNull());
  await table
    .addColumn('items', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${counter.counter}_pk`, keyNames(counter) as never)
    .execute();
  for (const statement of triggerStatements(counter, isPostgres(db))) await sql.raw(statement).execute(db);
  await recountList(db, counter);
};

/** Migration step back: the triggers (functions on PostgreSQL) and the counter table. */
export const dropListCounter = async (db: Kysely<unknown>, counter: ListCounter): Promise<void> => {
  if (isPostgres(db)) {
    for (const fn of [`${counter.name}_fn`, `${counter.name}_truncate_fn`]) await sql.raw(`DROP FUNCTION ${fn}() CASCADE`).execute(db);
  } else {
    for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER ${counter.name}_${suffix}`).execute(db);
  }
  await db.schema.dropTable(counter.counter).execute();
};

/** The migration that keeps `counter`: created with its triggers and the current counts, dropped on the way back. */
export const listCounterMigration = (counter: ListCounter): Migration => ({
  up: (db) => createListCounter(db, counter),
  down: (db) => dropListCounter(db, counter),
});
