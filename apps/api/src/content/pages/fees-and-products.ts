import type { MealPlan, MealPlanSummary, Product, QuoteService } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseJson } from '../shared';
import { notFound, type PageScope } from './shared';
import type { FeePlansTable, ProductsTable, QuoteServicesTable } from './tables';

const toMealPlanSummary = (row: FeePlansTable): MealPlanSummary => ({
  id: row.id,
  name: row.name,
  tagline: row.tagline,
  summary: row.summary,
  isDefault: row.is_default === 1,
  highlights: parseJson<string[]>(row.highlights_json),
});

const toMealPlan = (row: FeePlansTable): MealPlan => ({
  ...toMealPlanSummary(row),
  tables: parseJson<MealPlan['tables']>(row.tables_json),
  notes: parseJson<string[]>(row.notes_json),
});

const toQuoteService = (row: QuoteServicesTable): QuoteService => ({
  id: row.id,
  market: row.market as QuoteService['market'],
  name: row.name,
  description: row.description,
  audience: row.audience,
  priceCents: row.price_cents,
  currency: row.currency,
  period: row.period as QuoteService['period'],
  features: parseJson<string[]>(row.features_json),
});

const toProduct = (row: ProductsTable): Product => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  highlights: parseJson<Product['highlights']>(row.highlights_json),
  features: parseJson<Product['features']>(row.features_json),
  faq: parseJson<Product['faq']>(row.faq_json),
  riskNote: row.risk_note,
  // Optional in the contract: left out, not null, where the row has none.
  ...(row.fee_market === null ? {} : { feeMarket: row.fee_market }),
  ...(row.facts_json === null ? {} : { facts: parseJson<NonNullable<Product['facts']>>(row.facts_json) }),
  ...(row.steps_json === null ? {} : { steps: parseJson<NonNullable<Product['steps']>>(row.steps_json) }),
  ...(row.related_json === null ? {} : { related: parseJson<NonNullable<Product['related']>>(row.related_json) }),
});

const feePlansOf = (db: Kysely<Database>, { district, lang }: PageScope) =>
  db.selectFrom('page_fee_plan').selectAll().where('district', '=', district).where('lang', '=', lang);

export const listMealPlans = async (db: Kysely<Database>, scope: PageScope) => {
  const rows = await feePlansOf(db, scope).orderBy('sort').orderBy('id').execute();
  return { list: rows.map(toMealPlanSummary), total: rows.length };
};

/** Every fee plan with its fee tables, in the list's order: the charges page's calculator needs them all. */
export const listMealPlanDetails = async (db: Kysely<Database>, scope: PageScope) => {
  const rows = await feePlansOf(db, scope).orderBy('sort').orderBy('id').execute();
  return { list: rows.map(toMealPlan), total: rows.length };
};

/** One fee plan; without an id the default plan (charges/ without a meal id shows it). */
export const findMealPlan = async (db: Kysely<Database>, params: PageScope & { id?: number }): Promise<MealPlan> => {
  const plans = feePlansOf(db, params);
  const select = params.id === undefined ? plans.orderBy('is_default', 'desc').orderBy('sort').limit(1) : plans.where('id', '=', params.id);
  const row = await select.executeTakeFirst();
  if (!row) throw notFound();
  return toMealPlan(row);
};

export const listQuoteServices = async (db: Kysely<Database>, params: PageScope & { market?: string }) => {
  let select = db.selectFrom('page_quote_service').selectAll().where('district', '=', params.district).where('lang', '=', params.lang);
  if (params.market) select = select.where('market', '=', params.market);
  const rows = await select.orderBy('sort').orderBy('id').execute();
  return { list: rows.map(toQuoteService), total: rows.length };
};

export const listProducts = async (db: Kysely<Database>, { district, lang }: PageScope) => {
  const rows = await db.selectFrom('page_product').select(['slug', 'title', 'summary']).where('district', '=', district).where('lang', '=', lang).orderBy('sort').execute();
  return { list: rows, total: rows.length };
};

export const findProduct = async (db: Kysely<Database>, params: PageScope & { slug: string }): Promise<Product> => {
  const row = await db
    .selectFrom('page_product')
    .selectAll()
    .where('slug', '=', params.slug)
    .where('district', '=', params.district)
    .where('lang', '=', params.lang)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toProduct(row);
};
