import { contentEndpoints, type DownloadForm, type InfoPage } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerEndpoint } from '../../../http/register-endpoint';
import { pageWithTotal, parseJson, toCount } from '../../shared';
import { notFound } from '../shared';
import type { HelpQuestionsTable } from '../tables';
import { listBranches, toBranch } from './site';

/** Questions related to one: the rest of its catalog, in catalog order. */
const RELATED_QUESTIONS = 5;

const toQuestionSummary = (row: Pick<HelpQuestionsTable, 'id' | 'catalog_id' | 'question' | 'is_hot'>) => ({
  id: row.id,
  catalogId: row.catalog_id,
  question: row.question,
  isHot: row.is_hot === 1,
});

/** LIKE wildcards typed by a visitor are searched for literally. */
const likePattern = (keyword: string): string => `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const registerHelpAndCompanyRoutes = (app: FastifyInstance): void => {
  registerEndpoint(app, contentEndpoints.helpCatalogs, async ({ lang, district }) => {
    const [catalogs, counts] = await Promise.all([
      app.db.selectFrom('page_help_catalog').selectAll().where('district', '=', district).where('lang', '=', lang).orderBy('sort').orderBy('id').execute(),
      app.db
        .selectFrom('page_help_question')
        .select((eb) => ['catalog_id', eb.fn.countAll().as('count')])
        .where('district', '=', district)
        .where('lang', '=', lang)
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
  });

  registerEndpoint(app, contentEndpoints.helpQuestions, async ({ query, lang, district }) => {
    let select = app.db.selectFrom('page_help_question').where('district', '=', district).where('lang', '=', lang);
    if (query.catalogId !== undefined) {
      const catalog = await app.db
        .selectFrom('page_help_catalog')
        .select('id')
        .where('id', '=', query.catalogId)
        .where('district', '=', district)
        .where('lang', '=', lang)
        .executeTakeFirst();
      if (!catalog) throw notFound();
      select = select.where('catalog_id', '=', query.catalogId);
    }
    if (query.hot !== undefined) select = select.where('is_hot', '=', query.hot ? 1 : 0);
    if (query.keyword !== undefined) {
      const pattern = likePattern(query.keyword);
      // ESCAPE spelled out: SQLite has no default LIKE escape character, PostgreSQL's is the same backslash.
      select = select.where(sql<boolean>`lower(question) like ${pattern} escape '\\'`);
    }
    const { rows, total } = await pageWithTotal(select, (filtered) =>
      filtered.select(['id', 'catalog_id', 'question', 'is_hot']).orderBy('catalog_id').orderBy('sort').orderBy('id').offset(query.offset).limit(query.limit).execute(),
    );
    return { list: rows.map(toQuestionSummary), total };
  });

  registerEndpoint(app, contentEndpoints.helpDetail, async ({ query, lang, district }) => {
    const row = await app.db
      .selectFrom('page_help_question')
      .selectAll()
      .where('id', '=', query.id)
      .where('district', '=', district)
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!row) throw notFound();
    const [catalog, related] = await Promise.all([
      app.db
        .selectFrom('page_help_catalog')
        .select(['id', 'title'])
        .where('id', '=', row.catalog_id)
        .where('district', '=', district)
        .where('lang', '=', lang)
        .executeTakeFirstOrThrow(),
      app.db
        .selectFrom('page_help_question')
        .select(['id', 'question'])
        .where('catalog_id', '=', row.catalog_id)
        .where('id', '!=', row.id)
        .where('district', '=', district)
        .where('lang', '=', lang)
        .orderBy('sort')
        .orderBy('id')
        .limit(RELATED_QUESTIONS)
        .execute(),
    ]);
    return { ...toQuestionSummary(row), answerHtml: row.answer_html, catalog, related };
  });

  registerEndpoint(app, contentEndpoints.downloadForms, async ({ query, lang, district }) => {
    let select = app.db.selectFrom('page_download_form').where('district', '=', district).where('lang', '=', lang);
    if (query.category) select = select.where('category', '=', query.category);
    const { rows, total } = await pageWithTotal(select, (filtered) => filtered.selectAll().orderBy('sort').orderBy('id').offset(query.offset).limit(query.limit).execute());
    const list = rows.map(
      (row): DownloadForm => ({
        id: row.id,
        category: row.category as DownloadForm['category'],
        title: row.title,
        description: row.description,
        fileName: row.file_name,
        fileSize: row.file_size,
        urlPath: row.url_path,
        updatedAt: row.updated_at,
      }),
    );
    return { list, total };
  });

  registerEndpoint(app, contentEndpoints.branches, async ({ lang, district }) => {
    const rows = await listBranches(app.db, district, lang);
    return { list: rows.map(toBranch), total: rows.length };
  });

  registerEndpoint(app, contentEndpoints.infoPage, async ({ query, lang, district }) => {
    const row = await app.db
      .selectFrom('page_info')
      .selectAll()
      .where('slug', '=', query.slug)
      .where('district', '=', district)
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      sections: parseJson<InfoPage['sections']>(row.sections_json),
      updatedAt: row.updated_at,
    };
  });
};
