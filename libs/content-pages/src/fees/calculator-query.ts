import type { MealPlan, TradeRates } from '@brokerage/contracts';

// What the page and its loader need of the calculator, apart from its component: the page hydrates
// the calculator only when a visitor comes near it (its code is not in the page's first load).

/** One plan as the calculator offers it: its markets with structured rates (from the content API). */
export interface CalculatorPlan {
  id: number;
  name: string;
  markets: { market: string; title: string; rates: TradeRates }[];
}

/** A fee plan as the calculator offers it: the markets whose fee table carries rates. */
export const calculatorPlanOf = (plan: MealPlan): CalculatorPlan => ({
  id: plan.id,
  name: plan.name,
  markets: plan.tables.flatMap((table) => (table.rates ? [{ market: table.market, title: table.title, rates: table.rates }] : [])),
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

/** Names of the query parameters the calculator form sends. */
export const CALCULATOR_PARAMS = ['market', 'side', 'price', 'quantity', 'plan', 'order'] as const;

/** Anchor of the calculator section (the home page links to charges#calculator). */
export const CALCULATOR_ANCHOR = 'calculator';
