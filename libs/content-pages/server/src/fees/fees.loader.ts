import type { LoaderFunctionArgs } from '@remix-run/node';
import { CALCULATOR_PARAMS, calculatorPlanOf, type CalculatorQuery, type ChargesData, type MarketData } from '@brokerage/content-pages';
import { langOfPath } from '@brokerage/domain';
import { logger, requestApi, siteContextOf } from '@brokerage/site-server';

/** Content pages whose texts (title, intro, table headers...) the fees pages show. */
export const FEES_PAGE_TEXTS = { charges: 'charges', market: 'market' } as const;

const notFound = () => new Response(null, { status: 404 });
const unavailable = () => new Response(null, { status: 503 });

/** `charges/{mealId}`: a positive whole number, or nothing (the default plan); anything else is not a page. */
const mealIdOf = (param: string | undefined): number | undefined => {
  if (param === undefined || param === '') return undefined;
  if (!/^\d{1,9}$/.test(param) || Number(param) < 1) throw notFound();
  return Number(param);
};

/** The calculator's fields from the query string (a GET form without JavaScript), each capped in length. */
const calculatorQueryOf = (url: URL): CalculatorQuery =>
  Object.fromEntries(CALCULATOR_PARAMS.flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [[name, value.slice(0, 32)]];
  }));

const scopeOf = ({ request, context }: LoaderFunctionArgs) => {
  const { site } = siteContextOf(context);
  const url = new URL(request.url);
  return { url, lang: langOfPath(site, url.pathname), district: site.district };
};

/**
 * charges/{mealId?}: the page texts and every fee plan with its rates, in one call (the calculator
 * and the plan comparison need them all), and the plan shown: the one of the id, else the default
 * plan. A malformed or unknown meal id is a 404; when the plans cannot be loaded the page is
 * unavailable (503). Page texts are optional: their failure is logged and the page renders without them.
 */
export const chargesLoader = async (args: LoaderFunctionArgs): Promise<ChargesData> => {
  const { url, lang, district } = scopeOf(args);
  const mealId = mealIdOf(args.params['mealId']);
  const where = { district, lang, mealId };
  const api = await requestApi({ request: args.request, context: args.context, lang });

  const [texts, details] = await Promise.allSettled([api.content.pageText({ page: FEES_PAGE_TEXTS.charges }), api.content.mealPlanDetails()]);
  if (details.status === 'rejected') {
    logger.error('Fee plans could not be loaded', { ...where, error: details.reason });
    throw unavailable();
  }
  if (texts.status === 'rejected') logger.warn('Charges page texts could not be loaded', { ...where, error: texts.reason });

  const plans = details.value.list;
  // Without an id, the default plan (the API's order puts plans by their sort; the default may be any of them).
  const plan = mealId === undefined ? (plans.find((entry) => entry.isDefault) ?? plans[0]) : plans.find((entry) => entry.id === mealId);
  if (!plan) throw notFound();
  return {
    texts: texts.status === 'fulfilled' ? texts.value.contentI18n : {},
    plans: plans.map(({ id, name, tagline, summary, isDefault, highlights }) => ({ id, name, tagline, summary, isDefault, highlights })),
    plan,
    calculatorPlans: plans.map(calculatorPlanOf),
    calculatorQuery: calculatorQueryOf(url),
  };
};

/**
 * market: the quote services of every market and the page texts. Without the services the page is
 * unavailable (503); missing texts are logged and replaced by the UI's own.
 */
export const marketLoader = async (args: LoaderFunctionArgs): Promise<MarketData> => {
  const { lang, district } = scopeOf(args);
  const api = await requestApi({ request: args.request, context: args.context, lang });
  const [texts, services] = await Promise.allSettled([api.content.pageText({ page: FEES_PAGE_TEXTS.market }), api.content.quoteServices()]);
  if (services.status === 'rejected') {
    logger.error('Quote services could not be loaded', { district, lang, error: services.reason });
    throw unavailable();
  }
  if (texts.status === 'rejected') logger.warn('Market page texts could not be loaded', { district, lang, error: texts.reason });
  return { texts: texts.status === 'fulfilled' ? texts.value.contentI18n : {}, services: services.value.list };
};
