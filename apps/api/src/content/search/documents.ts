/**
 * Where the search documents come from: for each content table, the SELECT that makes its rows
 * into `search_document` rows, and which documents a changed row touches. The migration turns these
 * into triggers on both databases, so the index follows every write to the content tables
 * (seed, an editor's SQL, a test's insert) without a write path having to remember it.
 *
 * Every SELECT yields, in order: source, ref, kind, district, lang, title, body, path, published,
 * published_at. Bodies keep their HTML or JSON: SQLite has no way to strip it in a trigger, so the
 * search strips it when it reads a candidate (search.ts) and checks the words against the text.
 */

export const DOCUMENT_COLUMNS = ['source', 'ref', 'kind', 'district', 'lang', 'title', 'body', 'path', 'published', 'published_at'] as const;

/** A table whose rows feed documents. `match` narrows the SELECT to the documents of one changed row (`row` is NEW or OLD). */
export interface DocumentTrigger {
  table: string;
  /** Condition on the SELECT's aliases for the documents of `row`. */
  rows: (row: string) => string;
  /** The same documents as a condition on `search_document`'s columns. */
  documents: (row: string) => string;
}

export interface DocumentSource {
  /** Value of `search_document.source`. */
  source: string;
  /** SELECT … FROM … WHERE (the caller appends `AND <condition>`). */
  select: string;
  triggers: DocumentTrigger[];
}

const text = (expression: string) => `CAST(${expression} AS TEXT)`;
const joined = (...parts: string[]) => parts.map((part) => `COALESCE(${part}, '')`).join(` || ' ' || `);

/** A table keyed by its own id (or slug) plus district and language: one document per row. */
const localisedTable = (table: string, key: string, kind: string, title: string, body: string, path: string, publishedAt = `''`): DocumentSource => ({
  source: table,
  select: `SELECT '${table}', ${text(`s.${key}`)}, ${kind}, s.district, s.lang, s.${title}, ${body}, ${path}, 1, ${publishedAt} FROM ${table} s WHERE 1 = 1`,
  triggers: [
    {
      table,
      rows: (row) => `s.${key} = ${row}.${key} AND s.district = ${row}.district AND s.lang = ${row}.lang`,
      documents: (row) => `source = '${table}' AND ref = ${text(`${row}.${key}`)} AND district = ${row}.district AND lang = ${row}.lang`,
    },
  ],
});

/** An item with language-neutral fields in `base` and one row per language in `base_i18n`: a change to either refreshes the item's documents. */
const translatedTable = (base: string, foreignKey: string, baseKey: string, kind: string, body: string, path: string): DocumentSource => ({
  source: base,
  select:
    `SELECT '${base}', ${text(`s.${baseKey}`)}, ${kind}, s.district, i.lang, i.title, ${body}, ${path}, s.published, s.published_at ` +
    `FROM ${base} s JOIN ${base}_i18n i ON i.${foreignKey} = s.${baseKey} WHERE 1 = 1`,
  triggers: [
    { table: base, rows: (row) => `s.${baseKey} = ${row}.${baseKey}`, documents: (row) => `source = '${base}' AND ref = ${text(`${row}.${baseKey}`)}` },
    {
      table: `${base}_i18n`,
      rows: (row) => `s.${baseKey} = ${row}.${foreignKey} AND i.lang = ${row}.lang`,
      documents: (row) => `source = '${base}' AND ref = ${text(`${row}.${foreignKey}`)} AND lang = ${row}.lang`,
    },
  ],
});

/** Company and legal pages: the slug is the page's path, under about-us/ for the first three. */
const infoPagePath = `CASE WHEN s.slug IN ('company-profile', 'contact-us', 'important-notice') THEN 'about-us/' || s.slug ELSE s.slug END`;

export const DOCUMENT_SOURCES: DocumentSource[] = [
  localisedTable('page_help_question', 'id', `'help'`, 'question', joined('s.answer_html'), `'help-centre/' || ${text('s.catalog_id')} || '/detail/' || ${text('s.id')}`),
  localisedTable(
    'page_article',
    'id',
    `CASE s.channel WHEN 'flash' THEN 'flash' WHEN 'special' THEN 'special' WHEN 'blog' THEN 'blog' ELSE 'news' END`,
    'title',
    joined('s.summary', 's.body_html', 's.author'),
    `CASE s.channel WHEN 'media' THEN 'about-us/media-centre/detail/' || ${text('s.id')} WHEN 'blog' THEN 'blog/detail/' || ${text('s.id')} ELSE 'news-detail/' || s.channel || '/' || ${text('s.id')} END`,
    's.published_at',
  ),
  localisedTable('page_special_column', 'id', `'special'`, 'title', joined('s.summary', 's.author'), `'special-detail/' || ${text('s.id')}`),
  localisedTable(
    'page_product',
    'slug',
    `'product'`,
    'title',
    joined('s.summary', 's.highlights_json', 's.features_json', 's.faq_json', 's.risk_note'),
    `'products/financial-investment/' || s.slug`,
  ),
  localisedTable('page_fee_plan', 'id', `'fee'`, 'name', joined('s.tagline', 's.summary', 's.highlights_json', 's.tables_json', 's.notes_json'), `'charges/' || ${text('s.id')}`),
  localisedTable('page_info', 'slug', `'page'`, 'title', joined('s.summary', 's.sections_json'), infoPagePath, 's.updated_at'),
  translatedTable('official_news', 'news_id', 'id', `'news'`, joined('i.summary', 'i.content_html', 'i.source'), `'news-detail/' || ${text('s.id')}`),
  translatedTable(
    'official_activity',
    'activity_id',
    'id',
    `CASE s.kind WHEN 'event' THEN 'event' ELSE 'promotion' END`,
    joined('i.summary', 'i.content_html', 'i.location'),
    `CASE s.kind WHEN 'event' THEN 'events-and-exhibition' ELSE 'promotion-and-activities' END || '/detail/' || ${text('s.id')}`,
  ),
  translatedTable('official_talk', 'talk_id', 'id', `'talk'`, joined('i.summary', 'i.content_html', 'i.speaker_name', 'i.speaker_title', 'i.location'), `'chair/detail/' || ${text('s.id')}`),
  translatedTable('official_book', 'book_name', 'name', `'book'`, joined('i.subtitle', 'i.author', 'i.summary', 'i.content_html'), `'book/detail/' || s.name`),
];
