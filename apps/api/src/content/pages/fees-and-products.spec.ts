import { CODES, contentEndpoints as content, PRODUCT_SLUGS, PRODUCT_STEP_SCREENS, type MealPlan, type MealPlanSummary, type Product, type ProductSummary, type QuoteService } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../testing/test-app';
import { ask, pagesOnly } from './spec-support';

type List<T> = { list: T[]; total: number };
const invalid = { status: 400, code: CODES.INVALID_INPUT };
const notFound = { status: 404, code: CODES.NOT_FOUND };

describeEachDatabase(
  'page content: fees, quote services, products',
  (getApp) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
    });

    describe('meal-plans and meal-plan-detail', () => {
      it('lists the four fee plans with the default first', async () => {
        const { data } = await ask<List<MealPlanSummary>>(app, content.mealPlans);
        expect(data.total).toBe(4);
        expect(data.list.map((plan) => [plan.id, plan.name, plan.isDefault])).toEqual([
          [1, 'Standard', true],
          [2, 'Active Trader', false],
          [3, 'Flat Fee', false],
          [4, 'Professional Investor', false],
        ]);
        const zhCn = await ask<List<MealPlanSummary>>(app, content.mealPlans, {}, 'zh-cn', 'mainland');
        expect(zhCn.data.list[0].name).toBe('标准套餐');
      });

      it('answers a plan with its fee tables for HK stocks, US stocks, A-shares and funds', async () => {
        const { code, data } = await ask<MealPlan>(app, content.mealPlanDetail, { id: 2 });
        expect(code).toBe(0);
        expect(data).toMatchObject({ id: 2, name: 'Active Trader', isDefault: false });
        expect(data.tables.map((table) => table.market)).toEqual(['hk-stocks', 'us-stocks', 'a-shares', 'funds']);
        const hk = data.tables[0].rows.map((row) => row.item);
        expect(hk).toEqual(expect.arrayContaining(['Commission', 'Stamp duty', 'Trading fee', 'SFC transaction levy', 'Settlement fee']));
        expect(data.tables[0].rows.find((row) => row.item === 'SFC transaction levy')).toEqual({ item: 'SFC transaction levy', charge: '0.0027% of trade value', collectedBy: 'SFC' });
        expect(data.notes.length).toBeGreaterThan(1);
      });

      it('answers every plan with its fee tables in one call, in the list order and the same as each plan alone', async () => {
        const { code, data } = await ask<List<MealPlan>>(app, content.mealPlanDetails, {}, 'zh-hk');
        expect(code).toBe(0);
        expect(data.list.map((plan) => plan.id)).toEqual([1, 2, 3, 4]);
        for (const plan of data.list) expect(plan).toEqual((await ask<MealPlan>(app, content.mealPlanDetail, { id: plan.id }, 'zh-hk')).data);
        const mainland = await ask<List<MealPlan>>(app, content.mealPlanDetails, {}, 'zh-cn', 'mainland');
        expect(mainland.data.list[0]).toMatchObject({ name: '标准套餐', isDefault: true });
        expect(await ask(app, content.mealPlanDetails, { id: 1 })).toMatchObject(invalid);
      });

      it('answers the default plan when no id is given (charges/ without a meal id)', async () => {
        const { data } = await ask<MealPlan>(app, content.mealPlanDetail, {}, 'zh-hk');
        expect(data).toMatchObject({ id: 1, name: '標準套餐', isDefault: true });
        expect(data.tables[0].rows[0]).toEqual({ item: '佣金', charge: '成交金額的0.03%，每單最低港幣3元', collectedBy: '港灣證券' });
      });

      it('gives every stock market of every plan its rates as data for the calculator, in the request language', async () => {
        for (const id of [1, 2, 3, 4]) {
          const { data } = await ask<MealPlan>(app, content.mealPlanDetail, { id }, 'zh-hk');
          expect(data.tables.map((table) => [table.market, table.rates?.currency ?? null])).toEqual([
            ['hk-stocks', 'HKD'],
            ['us-stocks', 'USD'],
            ['a-shares', 'CNY'],
            ['funds', null],
          ]);
        }
        const { data } = await ask<MealPlan>(app, content.mealPlanDetail, { id: 1 }, 'zh-hk');
        const hk = data.tables[0].rates;
        expect(hk?.charges.find((charge) => charge.key === 'stamp-duty')).toEqual({ key: 'stamp-duty', label: '印花稅', side: 'both', rounding: 'unit-up', basis: 'value', percent: '0.1' });
        expect(hk?.charges.find((charge) => charge.key === 'settlement-fee')).toMatchObject({ percent: '0.002', min: '2', max: '100', rounding: 'cent' });
        expect(data.tables[2].rates).toMatchObject({ buyLot: 100 });
        expect(data.tables[1].rates?.charges.filter((charge) => charge.side === 'sell').map((charge) => charge.key)).toEqual(['sec-fee', 'finra-taf']);
      });

      it('prices US options per contract of 100 shares in every plan, with the plan’s own options commission', async () => {
        const commissions: string[] = [];
        for (const id of [1, 2, 3, 4]) {
          const { data } = await ask<MealPlan>(app, content.mealPlanDetail, { id }, 'zh-hk');
          const options = data.tables.find((table) => table.market === 'us-stocks')?.options;
          expect(options).toMatchObject({ title: '美股期權', rates: { currency: 'USD', contractSize: 100 } });
          expect(options?.rates.charges.map((charge) => charge.key)).toEqual(['options-commission', 'sec-fee', 'options-regulatory-fee', 'occ-clearing-fee']);
          const commission = options?.rates.charges[0];
          if (commission?.basis === 'shares') commissions.push(`${commission.perShare}/${commission.min}`);
        }
        expect(commissions).toEqual(['0.65/1.99', '0.50/1.49', '0.65/1.99', '0.40/0.99']);
      });

      it('keeps the calculator rates and the fee tables saying the same thing', async () => {
        for (const id of [1, 2, 3, 4]) {
          const { data } = await ask<MealPlan>(app, content.mealPlanDetail, { id });
          for (const table of data.tables.filter((entry) => entry.rates)) {
            const charges = table.rows.map((row) => row.charge).join(' | ');
            for (const rule of [...(table.rates?.charges ?? []), ...(table.options?.rates.charges ?? [])]) {
              // Every number of a rule is written in the table; 0 (no charge) is written as 'Nil'.
              const numbers =
                rule.basis === 'value'
                  ? [`${rule.percent}%`, rule.min, rule.max]
                  : rule.basis === 'shares'
                    ? [rule.perShare, rule.fixed, rule.min, rule.max, rule.maxPercentOfValue && `${rule.maxPercentOfValue}%`]
                    : rule.basis === 'order'
                      ? [rule.amount === '0' ? 'Nil' : rule.amount]
                      : rule.tiers.flatMap((tier) => [`${tier.fromOrder}`, tier.amount]);
              const missing = numbers.filter((number): number is string => !!number && !charges.includes(number));
              expect({ plan: id, market: table.market, rule: rule.key, missing }).toEqual({ plan: id, market: table.market, rule: rule.key, missing: [] });
            }
          }
        }
      });

      it('says not found for an unknown plan and rejects ids that are not positive whole numbers', async () => {
        expect(await ask(app, content.mealPlanDetail, { id: 99 })).toMatchObject(notFound);
        expect(await ask(app, content.mealPlanDetail, { id: 'abc' })).toMatchObject(invalid);
        expect(await ask(app, content.mealPlanDetail, { id: 0 })).toMatchObject(invalid);
        expect(await ask(app, content.mealPlanDetail, { id: '1.5' })).toMatchObject(invalid);
        expect(await ask(app, content.mealPlanDetail, { id: 1, plan: 'standard' })).toMatchObject(invalid);
        expect(await ask(app, content.mealPlans, { offset: 0 })).toMatchObject(invalid);
      });
    });

    describe('quote-services', () => {
      it('lists every package, free ones first within each market', async () => {
        const { data } = await ask<List<QuoteService>>(app, content.quoteServices);
        expect(data.total).toBe(8);
        expect(new Set(data.list.map((service) => service.market))).toEqual(new Set(['hk', 'us', 'a']));
        expect(data.list[0]).toMatchObject({ market: 'hk', name: 'HK stocks Level 1', priceCents: 0, period: 'free' });
      });

      it('narrows to one market and speaks the request language', async () => {
        const { data } = await ask<List<QuoteService>>(app, content.quoteServices, { market: 'a' }, 'zh-hk');
        expect(data.total).toBe(2);
        expect(data.list.map((service) => service.name)).toEqual(['A股Level 1', 'A股Level 2']);
        expect(data.list[1]).toMatchObject({ priceCents: 3800, currency: 'CNY', period: 'month' });
      });

      it('rejects an unknown market', async () => {
        expect(await ask(app, content.quoteServices, { market: 'jp' })).toMatchObject(invalid);
      });
    });

    describe('products and product-detail', () => {
      it('lists the overview and the eleven product pages in menu order', async () => {
        const { data } = await ask<List<ProductSummary>>(app, content.products);
        expect(data.list.map((product) => product.slug)).toEqual([...PRODUCT_SLUGS]);
        expect(data.total).toBe(12);
      });

      it('answers a product page with highlights, features, FAQ and risk note', async () => {
        const { data } = await ask<Product>(app, content.productDetail, { slug: 'margin-account' });
        expect(data).toMatchObject({ slug: 'margin-account', title: 'Margin account' });
        expect(data.highlights.length).toBeGreaterThanOrEqual(3);
        expect(data.features.length).toBeGreaterThanOrEqual(3);
        expect(data.faq.length).toBeGreaterThanOrEqual(2);
        expect(data.riskNote).toMatch(/losses in excess of your cash/);
      });

      it('answers every product in every language and district', async () => {
        for (const slug of PRODUCT_SLUGS) {
          for (const [lang, district] of [['zh-hk', 'hk'], ['zh-cn', 'mainland'], ['en', 'mainland']] as const) {
            const { code, data } = await ask<Product>(app, content.productDetail, { slug }, lang, district);
            expect({ slug, lang, code, hasTitle: data.title.length > 0 }).toEqual({ slug, lang, code: 0, hasTitle: true });
          }
        }
      });

      it('answers each product page with its fee market, market facts, three steps on app screens, five questions or more and three or four related products', async () => {
        const { data: plan } = await ask<MealPlan>(app, content.mealPlanDetail, {});
        const pricedMarkets = plan.tables.flatMap((table) => [table.market, ...(table.options ? [`${table.market.split('-')[0]}-options`] : [])]);
        for (const slug of PRODUCT_SLUGS.filter((entry) => entry !== 'index')) {
          for (const [lang, district] of [['zh-hk', 'hk'], ['en', 'mainland']] as const) {
            const { data } = await ask<Product>(app, content.productDetail, { slug }, lang, district);
            expect({
              slug,
              lang,
              feeMarketPriced: data.feeMarket === undefined || pricedMarkets.includes(data.feeMarket),
              facts: (data.facts?.length ?? 0) >= 4,
              steps: data.steps?.length,
              screens: data.steps?.every((step) => (PRODUCT_STEP_SCREENS as readonly string[]).includes(step.screen)),
              faq: data.faq.length >= 5,
              related: (data.related?.length ?? 0) >= 3 && (data.related?.length ?? 0) <= 4,
              relatedArePages: data.related?.every((entry) => entry !== slug && entry !== 'index' && (PRODUCT_SLUGS as readonly string[]).includes(entry)),
            }).toEqual({ slug, lang, feeMarketPriced: true, facts: true, steps: 3, screens: true, faq: true, related: true, relatedArePages: true });
          }
        }
        const { data: hk } = await ask<Product>(app, content.productDetail, { slug: 'hk-stocks' }, 'zh-hk');
        expect(hk.feeMarket).toBe('hk-stocks');
        expect(hk.facts?.[0]).toEqual({ label: '交易時間', value: expect.stringContaining('9:30-12:00') });
      });

      it('answers a product written before the trading details without those fields (the page leaves their sections out)', async () => {
        const where = { slug: 'bonds', district: 'hk', lang: 'en' } as const;
        await app.db
          .updateTable('page_product')
          .set({ fee_market: null, facts_json: null, steps_json: null, related_json: null })
          .where('slug', '=', where.slug)
          .where('district', '=', where.district)
          .where('lang', '=', where.lang)
          .execute();
        const { code, data } = await ask<Product>(app, content.productDetail, { slug: 'bonds' }, 'en', 'hk');
        expect(code).toBe(0);
        expect(Object.keys(data).sort()).toEqual(['faq', 'features', 'highlights', 'riskNote', 'slug', 'summary', 'title']);
      });

      it('says not found for an unknown product and rejects a malformed slug', async () => {
        expect(await ask(app, content.productDetail, { slug: 'crypto' })).toMatchObject(notFound);
        expect(await ask(app, content.productDetail, { slug: 'HK_STOCKS' })).toMatchObject(invalid);
        expect(await ask(app, content.productDetail, {})).toMatchObject(invalid);
      });
    });
  },
  pagesOnly,
);
