import type { FeeTable, MealPlan, TradeRates } from '@brokerage/contracts';
import { TYPICAL_ORDERS } from '../fees/plan-comparison';
import type { Trade } from '../fees/trade-cost';
import { calculatorPlanOf } from '../fees/calculator-query';

/**
 * What a product page's pricing snippet shows: one market of a fee plan (the default plan), as
 * the fee page and its calculator have it. The figures are worked out on the page by the
 * calculator's engine from these rates, so the snippet cannot disagree with the fee page.
 */
export interface ProductPricing {
  planId: number;
  planName: string;
  /** The calculator's market key ('hk-stocks', 'us-options', …): the calculator link's preset. */
  market: string;
  /** The fee table's title (or its options' title). */
  title: string;
  /** The market's rates and the order the snippet prices; absent for a table the calculator does not price (funds). */
  example?: { rates: TradeRates; trade: Trade };
  /** The fee table's rows: shown instead of an example where there is none. */
  rows: FeeTable['rows'];
}

/**
 * The pricing of `market` under `plan`: the example is the fee comparison's typical order of that
 * market (HK$10,000 of Hong Kong stocks, 50 US shares at US$100, …), the same on every page; null
 * when the plan has no fee table for the market.
 */
export const productPricingOf = (plan: MealPlan, market: string | undefined): ProductPricing | null => {
  if (!market) return null;
  const priced = calculatorPlanOf(plan).markets.find((entry) => entry.market === market);
  const table = plan.tables.find((entry) => entry.market === market);
  const order = TYPICAL_ORDERS.find((entry) => entry.market === market);
  if (priced && order) return { planId: plan.id, planName: plan.name, market, title: priced.title, example: { rates: priced.rates, trade: order.trade }, rows: [] };
  if (table) return { planId: plan.id, planName: plan.name, market, title: table.title, rows: table.rows };
  return null;
};
