import type { BaseConfig, Branch, PageMetaEntry, PageText } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseJson } from '../shared';
import { notFound, type PageScope } from './shared';
import type { BranchesTable } from './tables';

const toBranch = (row: BranchesTable): Branch => ({
  id: row.id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  hoursWeekdays: row.hours_weekdays,
  hoursHolidays: row.hours_holidays,
  mapLink: row.map_link,
  mapImage: row.map_image,
});

const branchesOf = async (db: Kysely<Database>, { district, lang }: PageScope): Promise<Branch[]> => {
  const rows = await db.selectFrom('page_branch').selectAll().where('district', '=', district).where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
  return rows.map(toBranch);
};

export const listBranches = async (db: Kysely<Database>, scope: PageScope) => {
  const list = await branchesOf(db, scope);
  return { list, total: list.length };
};

export const findPageText = async (db: Kysely<Database>, params: PageScope & { page: string }): Promise<PageText> => {
  const rows = await db
    .selectFrom('page_text')
    .select(['text_id', 'text'])
    .where('page', '=', params.page)
    .where('district', '=', params.district)
    .where('lang', '=', params.lang)
    .orderBy('text_id')
    .execute();
  if (rows.length === 0) throw notFound();
  return { page: params.page, contentI18n: Object.fromEntries(rows.map((row) => [row.text_id, row.text])) };
};

export const getBaseConfig = async (db: Kysely<Database>, scope: PageScope): Promise<BaseConfig> => {
  const row = await db.selectFrom('page_base_config').select('config_json').where('district', '=', scope.district).where('lang', '=', scope.lang).executeTakeFirst();
  if (!row) throw notFound();
  return { ...parseJson<Omit<BaseConfig, 'branches'>>(row.config_json), branches: await branchesOf(db, scope) };
};

/**
 * Head/meta entries of the asked pages. `terminal` set: entries limited to the other terminal are
 * left out; `now` set: entries outside their validity window are left out.
 */
export const findPageMeta = async (
  db: Kysely<Database>,
  params: PageScope & { pages: string[]; terminal?: 'pc' | 'h5'; now?: string },
): Promise<{ items: Record<string, PageMetaEntry> }> => {
  const { terminal, now } = params;
  let select = db
    .selectFrom('page_meta')
    .select(['page', 'title', 'description', 'keywords'])
    .where('district', '=', params.district)
    .where('lang', '=', params.lang)
    .where('page', 'in', params.pages);
  if (terminal) select = select.where('platform', 'in', ['all', terminal]);
  if (now) {
    select = select
      .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', now)]))
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', now)]));
  }
  const rows = await select.execute();
  const items: Record<string, PageMetaEntry> = {};
  for (const row of rows) items[row.page] = { title: row.title, description: row.description, keywords: row.keywords };
  return { items };
};
