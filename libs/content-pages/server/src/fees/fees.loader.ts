import type { LoaderFunctionArgs } from '@remix-run/node';
import { isEnvelope } from '@brokerage/api-client';
import { CALCULATOR_PARAMS, calculatorPlanOf, type CalculatorQuery, type ChargesData, type MarketData } from '@brokerage/content-pages';
import { CODES, type MealPlan } from '@brokerage/contracts';
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
 * charges/{mealId?}: the page texts, the plan list, the plan shown (the default plan without an
 * id) and every plan's rates for the calculator. A malformed or unknown meal id is a 404; when the
 * plans cannot be loaded the page is unavailable (503). Page texts and the other plans' rates are
 * optional: their failures are logged and the page renders without them.
 */
export const chargesLoader = async (args: LoaderFunctionArgs): Promise<ChargesData> => {
  const { url, lang, district } = scopeOf(args);
  const mealId = mealIdOf(args.params['mealId']);
  const where = { district, lang, mealId };
  const api = await requestApi({ request: args.request, context: args.context, lang });

  const [texts, list, current] = await Promise.allSettled([
    api.content.pageText({ page: FEES_PAGE_TEXTS.charges }),
    api.content.mealPlans(),
    api.content.mealPlanDetail(mealId === undefined ? {} : { id: mealId }),
  ]);
  if (current.status === 'rejected') {
    if (isEnvelope(current.reason) && current.reason.code === CODES.NOT_FOUND) throw notFound();
    logger.error('Fee plan could not be loaded', { ...where, error: current.reason });
    throw unavailable();
  }
  if (list.status === 'rejected') {
    logger.error('Fee plans could not be loaded', { ...where, error: list.reason });
    throw unavailable();
  }
  if (texts.status === 'rejected') logger.warn('Charges page texts could not be loaded', { ...where, error: texts.reason });

  const plan = current.value;
  const others = list.value.list.filter((entry) => entry.id !== plan.id);
  const otherDetails = await Promise.allSettled(others.map((entry) => api.content.mealPlanDetail({ id: entry.id })));
  const detailOf = new Map<number, MealPlan>([[plan.id, plan]]);
  otherDetails.forEach((result, index) => {
    if (result.status === 'fulfilled') detailOf.set(result.value.id, result.value);
    else logger.warn('Fee plan rates could not be loaded, leaving the plan out of the calculator', { ...where, planId: others[index].id, error: result.reason });
  });

  const plans = list.value.list.some((entry) => entry.id === plan.id) ? list.value.list : [plan, ...list.value.list];
  return {
    texts: texts.status === 'fulfilled' ? texts.value.contentI18n : {},
    plans: plans.map(({ id, name, tagline, summary, isDefault, highlights }) => ({ id, name, tagline, summary, isDefault, highlights })),
    plan,
    calculatorPlans: plans.flatMap((entry) => {
      const detail = detailOf.get(entry.id);
      return detail ? [calculatorPlanOf(detail)] : [];
    }),
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
