import { contentEndpoints, type BaseConfig, type Branch, type District, type Lang, type PageMetaEntry } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { registerEndpoint } from '../../../http/register-endpoint';
import { parseJson, toIso } from '../../shared';
import { notFound } from '../shared';
import type { BranchesTable } from '../tables';

export const toBranch = (row: BranchesTable): Branch => ({
  id: row.id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  hoursWeekdays: row.hours_weekdays,
  hoursHolidays: row.hours_holidays,
  mapLink: row.map_link,
  mapImage: row.map_image,
});

export const listBranches = (db: Kysely<Database>, district: District, lang: Lang) =>
  db.selectFrom('page_branch').selectAll().where('district', '=', district).where('lang', '=', lang).orderBy('sort').orderBy('id').execute();

/** X-Terminal of the main client: 1 pc, 2 h5. Calls without it count as pc. */
const terminalOf = (header: string | string[] | undefined): 'pc' | 'h5' => (header === '2' ? 'h5' : 'pc');

export const registerSiteRoutes = (app: FastifyInstance): void => {
  registerEndpoint(app, contentEndpoints.pageText, async ({ query, lang, district }) => {
    const rows = await app.db
      .selectFrom('page_text')
      .select(['text_id', 'text'])
      .where('page', '=', query.page)
      .where('district', '=', district)
      .where('lang', '=', lang)
      .orderBy('text_id')
      .execute();
    if (rows.length === 0) throw notFound();
    return { page: query.page, contentI18n: Object.fromEntries(rows.map((row) => [row.text_id, row.text])) };
  });

  registerEndpoint(app, contentEndpoints.baseConfig, async ({ lang, district }) => {
    const row = await app.db
      .selectFrom('page_base_config')
      .select('config_json')
      .where('district', '=', district)
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!row) throw notFound();
    const branches = await listBranches(app.db, district, lang);
    return { ...parseJson<Omit<BaseConfig, 'branches'>>(row.config_json), branches: branches.map(toBranch) };
  });

  registerEndpoint(app, contentEndpoints.pageMeta, async ({ query, lang, district, request }) => {
    let select = app.db
      .selectFrom('page_meta')
      .select(['page', 'title', 'description', 'keywords'])
      .where('district', '=', district)
      .where('lang', '=', lang)
      .where('page', 'in', query.key_ids);
    if (query.platform_check) {
      select = select.where('platform', 'in', ['all', terminalOf(request.headers['x-terminal'])]);
    }
    if (query.time_check) {
      const now = toIso(app.clock.now());
      select = select
        .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', now)]))
        .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', now)]));
    }
    const rows = await select.execute();
    const items: Record<string, PageMetaEntry> = {};
    for (const row of rows) items[row.page] = { title: row.title, description: row.description, keywords: row.keywords };
    return { items };
  });
};
