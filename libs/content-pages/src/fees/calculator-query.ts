import type { MealPlan, TradeRates } from '@brokerage/contracts';
import { differsOnlyInViewState, VIEW_STATE_PARAMS } from '@brokerage/domain';
import type { ShouldRevalidateFunction } from '@remix-run/react';

// What the charges route, its loader and the plan comparison need of the calculator without its
// component: once the calculator is a deferred part again (see charges-page.tsx for why it is not
// yet), these still load with the page.

/** One plan as the calculator offers it: its markets with structured rates (from the content API). */
export interface CalculatorPlan {
  id: number;
  name: string;
  markets: { market: string; title: string; rates: TradeRates }[];
}

/** The calculator's market key of a table's options ('us-stocks' → 'us-options'). */
const optionsMarketOf = (market: string) => `${market.split('-')[0]}-options`;

/** A fee plan as the calculator offers it: the markets whose fee table carries rates, and their options where the plan prices them per contract. */
export const calculatorPlanOf = (plan: MealPlan): CalculatorPlan => ({
  id: plan.id,
  name: plan.name,
  markets: plan.tables.flatMap((table) => [
    ...(table.rates ? [{ market: table.market, title: table.title, rates: table.rates }] : []),
    ...(table.options ? [{ market: optionsMarketOf(table.market), title: table.options.title, rates: table.options.rates }] : []),
  ]),
});

/**
 * The calculator's fields as query parameters: without JavaScript the form is a GET form to the
 * page itself, and the loader hands them back so the page renders the result.
 */
export interface CalculatorQuery {
  market?: string;
  side?: string;
  price?: string;
  quantity?: string;
  plan?: string;
  order?: string;
}

/** Names of the query parameters the calculator form sends: the site's view-state parameters. */
export const CALCULATOR_PARAMS = VIEW_STATE_PARAMS;

/**
 * The calculator keeps its fields in the URL as they change (so a reload, a shared link or a
 * language switch keeps the trade); those changes need no new data from the page's loader.
 */
export const chargesShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && differsOnlyInViewState(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

/** The query string of `search` with the calculator's fields set to `query` (empty fields left out), other parameters kept. */
export const withCalculatorQuery = (search: URLSearchParams, query: CalculatorQuery): URLSearchParams => {
  const next = new URLSearchParams(search);
  for (const name of CALCULATOR_PARAMS) {
    const value = query[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
};
