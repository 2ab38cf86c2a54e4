import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { DOCUMENT_COLUMNS, DOCUMENT_SOURCES, type DocumentSource, type DocumentTrigger } from './documents';

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

const insertDocuments = (source: DocumentSource, condition: string) =>
  `INSERT INTO search_document (${DOCUMENT_COLUMNS.join(', ')}) ${source.select} AND ${condition}`;

/** Replaces the documents of one row (`NEW` or `OLD`) with what the content tables now say. */
const refresh = (source: DocumentSource, trigger: DocumentTrigger, row: string) =>
  `DELETE FROM search_document WHERE ${trigger.documents(row)}; ${insertDocuments(source, trigger.rows(row))};`;

const triggerName = (trigger: DocumentTrigger, suffix: string) => `search_doc_${trigger.table}_${suffix}`;

/** SQLite: one trigger per table and operation; an update refreshes the old row's documents and the new row's. */
const sqliteTriggers = (source: DocumentSource, trigger: DocumentTrigger): string[] => [
  `CREATE TRIGGER ${triggerName(trigger, 'ai')} AFTER INSERT ON ${trigger.table} BEGIN ${refresh(source, trigger, 'NEW')} END`,
  `CREATE TRIGGER ${triggerName(trigger, 'au')} AFTER UPDATE ON ${trigger.table} BEGIN ${refresh(source, trigger, 'OLD')} ${refresh(source, trigger, 'NEW')} END`,
  `CREATE TRIGGER ${triggerName(trigger, 'ad')} AFTER DELETE ON ${trigger.table} BEGIN ${refresh(source, trigger, 'OLD')} END`,
];

/** PostgreSQL: one row trigger per table running a function that does the same. */
const postgresTriggers = (source: DocumentSource, trigger: DocumentTrigger): string[] => [
  `CREATE FUNCTION ${triggerName(trigger, 'fn')}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     IF TG_OP <> 'INSERT' THEN ${refresh(source, trigger, 'OLD')} END IF;
     IF TG_OP <> 'DELETE' THEN ${refresh(source, trigger, 'NEW')} END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER ${triggerName(trigger, 'trg')} AFTER INSERT OR UPDATE OR DELETE ON ${trigger.table} FOR EACH ROW EXECUTE FUNCTION ${triggerName(trigger, 'fn')}()`,
];

/**
 * The search index (docs/decisions/019-site-search.md): `search_document` holds one row per
 * published-or-not item, language and district, filled from the content tables by triggers; the
 * full-text index over its title and body is FTS5 with the trigram tokenizer on SQLite and pg_trgm
 * GIN indexes on PostgreSQL. Both match any substring of three characters or more, which is what
 * Chinese (no spaces between words) needs, and English as well.
 */
const createSearchIndex: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    await db.schema
      .createTable('search_document')
      .addColumn('id', postgres ? 'bigserial' : 'integer', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('search_document_source').on('search_document').columns(['source', 'ref']).execute();
    await db.schema.createIndex('search_document_scope').on('search_document').columns(['lang', 'district', 'published']).execute();

    const statements: string[] = [];
    if (postgres) {
      // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
      statements.push(
        'CREATE EXTENSION IF NOT EXISTS pg_trgm',
        'CREATE INDEX search_document_title_trgm ON search_document USING gin (title gin_trgm_ops)',
        'CREATE INDEX search_document_body_trgm ON search_document USING gin (body gin_trgm_ops)',
      );
    } else {
      statements.push(
        `CREATE VIRTUAL TABLE search_fts USING fts5(title, body, content='search_document', content_rowid='id', tokenize='trigram')`,
        // An external-content FTS table follows its table through these three triggers (the FTS5 manual's pattern).
        `CREATE TRIGGER search_fts_ai AFTER INSERT ON search_document BEGIN INSERT INTO search_fts (rowid, title, body) VALUES (NEW.id, NEW.title, NEW.body); END`,
        `CREATE TRIGGER search_fts_ad AFTER DELETE ON search_document BEGIN INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', OLD.id, OLD.title, OLD.body); END`,
        `CREATE TRIGGER search_fts_au AFTER UPDATE ON search_document BEGIN INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', OLD.id, OLD.title, OLD.body); INSERT INTO search_fts (rowid, title, body) VALUES (NEW.id, NEW.title, NEW.body); END`,
      );
    }
    for (const source of DOCUMENT_SOURCES) {
      for (const trigger of source.triggers) statements.push(...(postgres ? postgresTriggers(source, trigger) : sqliteTriggers(source, trigger)));
      // Content written before this migration (an existing database) is indexed now.
      statements.push(insertDocuments(source, '1 = 1'));
    }
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    for (const source of DOCUMENT_SOURCES) {
      for (const trigger of source.triggers) {
        if (postgres) await sql.raw(`DROP FUNCTION ${triggerName(trigger, 'fn')}() CASCADE`).execute(db);
        else for (const suffix of ['ai', 'au', 'ad']) await sql.raw(`DROP TRIGGER ${triggerName(trigger, suffix)}`).execute(db);
      }
    }
    if (!postgres) await sql.raw('DROP TABLE search_fts').execute(db);
    await db.schema.dropTable('search_document').execute();
  },
};

/** Names sort the run order across areas: after the content tables (official 0100-, pages 0200-). */
export const searchMigrations: Record<string, Migration> = {
  '0300-search-001-documents': createSearchIndex,
};
