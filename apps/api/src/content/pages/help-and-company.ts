import type { DownloadForm, HelpQuestion, InfoPage } from '@brokerage/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pageWithTotal, parseJson, toCount } from '../shared';
import { notFound, type PageScope, type Paging } from './shared';
import type { DownloadFormsTable, HelpQuestionsTable } from './tables';

/** Questions related to one: the rest of its catalog, in catalog order. */
const RELATED_QUESTIONS = 5;

const toQuestionSummary = (row: Pick<HelpQuestionsTable, 'id' | 'catalog_id' | 'question' | 'is_hot'>) => ({
  id: row.id,
  catalogId: row.catalog_id,
  question: row.question,
  isHot: row.is_hot === 1,
});

const toDownloadForm = (row: DownloadFormsTable): DownloadForm => ({
  id: row.id,
  category: row.category as DownloadForm['category'],
  title: row.title,
  description: row.description,
  fileName: row.file_name,
  fileSize: row.file_size,
  urlPath: row.url_path,
  updatedAt: row.updated_at,
});

/** LIKE wildcards typed by a visitor are searched for literally. */
const likePattern = (keyword: string): string => `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const questionsOf = (db: Kysely<Database>, { district, lang }: PageScope) =>
  db.selectFrom('page_help_question').where('district', '=', district).where('lang', '=', lang);

const catalogsOf = (db: Kysely<Database>, { district, lang }: PageScope) =>
  db.selectFrom('page_help_catalog').where('district', '=', district).where('lang', '=', lang);

export const listHelpCatalogs = async (db: Kysely<Database>, scope: PageScope) => {
  const [catalogs, counts] = await Promise.all([
    catalogsOf(db, scope).selectAll().orderBy('sort').orderBy('id').execute(),
    questionsOf(db, scope)
      .select((eb) => ['catalog_id', eb.fn.countAll().as('count')])
      .groupBy('catalog_id')
      .execute(),
  ]);
  const countByCatalog = new Map(counts.map((row) => [row.catalog_id, toCount(row.count)]));
  const list = catalogs.map((catalog) => ({
    id: catalog.id,
    title: catalog.title,
    description: catalog.description,
    icon: catalog.icon,
    questionCount: countByCatalog.get(catalog.id) ?? 0,
  }));
  return { list, total: list.length };
};

/** Questions of a catalog (an unknown one is not found), the hot (FAQ) ones, or a keyword search. */
export const listHelpQuestions = async (db: Kysely<Database>, params: PageScope & Paging & { catalogId?: number; hot?: boolean; keyword?: string }) => {
  let select = questionsOf(db, params);
  if (params.catalogId !== undefined) {
    const catalog = await catalogsOf(db, params).select('id').where('id', '=', params.catalogId).executeTakeFirst();
    if (!catalog) throw notFound();
    select = select.where('catalog_id', '=', params.catalogId);
  }
  if (params.hot !== undefined) select = select.where('is_hot', '=', params.hot ? 1 : 0);
  if (params.keyword !== undefined) {
    const pattern = likePattern(params.keyword);
    // ESCAPE spelled out: SQLite has no default LIKE escape character, PostgreSQL's is the same backslash.
    select = select.where(sql<boolean>`lower(question) like ${pattern} escape '\\'`);
  }
  const { rows, total } = await pageWithTotal(select, (filtered) =>
    filtered.select(['id', 'catalog_id', 'question', 'is_hot']).orderBy('catalog_id').orderBy('sort').orderBy('id').offset(params.offset).limit(params.limit).execute(),
  );
  return { list: rows.map(toQuestionSummary), total };
};

export const findHelpQuestion = async (db: Kysely<Database>, params: PageScope & { id: number }): Promise<HelpQuestion> => {
  const row = await questionsOf(db, params).selectAll().where('id', '=', params.id).executeTakeFirst();
  if (!row) throw notFound();
  const [catalog, related] = await Promise.all([
    catalogsOf(db, params).select(['id', 'title']).where('id', '=', row.catalog_id).executeTakeFirstOrThrow(),
    questionsOf(db, params)
      .select(['id', 'question'])
      .where('catalog_id', '=', row.catalog_id)
      .where('id', '!=', row.id)
      .orderBy('sort')
      .orderBy('id')
      .limit(RELATED_QUESTIONS)
      .execute(),
  ]);
  return { ...toQuestionSummary(row), answerHtml: row.answer_html, catalog, related };
};

export const listDownloadForms = async (db: Kysely<Database>, params: PageScope & Paging & { category?: string }) => {
  let select = db.selectFrom('page_download_form').where('district', '=', params.district).where('lang', '=', params.lang);
  if (params.category) select = select.where('category', '=', params.category);
  const { rows, total } = await pageWithTotal(select, (filtered) => filtered.selectAll().orderBy('sort').orderBy('id').offset(params.offset).limit(params.limit).execute());
  return { list: rows.map(toDownloadForm), total };
};

export const findInfoPage = async (db: Kysely<Database>, params: PageScope & { slug: string }): Promise<InfoPage> => {
  const row = await db
    .selectFrom('page_info')
    .selectAll()
    .where('slug', '=', params.slug)
    .where('district', '=', params.district)
    .where('lang', '=', params.lang)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    sections: parseJson<InfoPage['sections']>(row.sections_json),
    updatedAt: row.updated_at,
    ...(row.profile_json ? { profile: parseJson<NonNullable<InfoPage['profile']>>(row.profile_json) } : {}),
  };
};
