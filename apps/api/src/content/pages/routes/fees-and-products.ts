import { contentEndpoints, type MealPlan, type MealPlanSummary, type Product, type QuoteService } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { parseJson } from '../../shared';
import { notFound } from '../shared';
import type { FeePlansTable, ProductsTable, QuoteServicesTable } from '../tables';

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
});

export const registerFeeAndProductRoutes = (app: FastifyInstance): void => {
  registerEndpoint(app, contentEndpoints.mealPlans, async ({ lang, district }) => {
    const rows = await app.db
      .selectFrom('page_fee_plan')
      .selectAll()
      .where('district', '=', district)
      .where('lang', '=', lang)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return { list: rows.map(toMealPlanSummary), total: rows.length };
  });

  registerEndpoint(app, contentEndpoints.mealPlanDetail, async ({ query, lang, district }) => {
    let select = app.db.selectFrom('page_fee_plan').selectAll().where('district', '=', district).where('lang', '=', lang);
    // charges/ without a meal id shows the default plan.
    select = query.id === undefined ? select.orderBy('is_default', 'desc').orderBy('sort').limit(1) : select.where('id', '=', query.id);
    const row = await select.executeTakeFirst();
    if (!row) throw notFound();
    return toMealPlan(row);
  });

  registerEndpoint(app, contentEndpoints.quoteServices, async ({ query, lang, district }) => {
    let select = app.db.selectFrom('page_quote_service').selectAll().where('district', '=', district).where('lang', '=', lang);
    if (query.market) select = select.where('market', '=', query.market);
    const rows = await select.orderBy('sort').orderBy('id').execute();
    return { list: rows.map(toQuoteService), total: rows.length };
  });

  registerEndpoint(app, contentEndpoints.products, async ({ lang, district }) => {
    const rows = await app.db
      .selectFrom('page_product')
      .select(['slug', 'title', 'summary'])
      .where('district', '=', district)
      .where('lang', '=', lang)
      .orderBy('sort')
      .execute();
    return { list: rows, total: rows.length };
  });

  registerEndpoint(app, contentEndpoints.productDetail, async ({ query, lang, district }) => {
    const row = await app.db
      .selectFrom('page_product')
      .selectAll()
      .where('slug', '=', query.slug)
      .where('district', '=', district)
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toProduct(row);
  });
};
