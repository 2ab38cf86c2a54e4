import type { LoaderFunctionArgs } from '@remix-run/node';
import type { HomeData } from '@brokerage/content-pages';
import { ACTIVITY_TYPES, OTHER_ACTIVITY_TYPES, type ActivitySummary, type PageText, type TalkSummary } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import { hongKongDay } from '@brokerage/i18n';
import { logger, requestApi, siteContextOf } from '@brokerage/site-server';

/** Page whose texts the home page shows, and the text id of its introduction. */
export const HOME_PAGE_TEXT = { page: 'home', textId: 'hero.subtitle' } as const;

/** How many items each list section of the home page shows. */
export const HOME_LIST_SIZES = { promotions: 3, news: 3, events: 3 } as const;

/** Page texts behind the hero's trust ticks, in order. */
const TRUST_TEXT_IDS = ['points.markets.title', 'points.fees.title', 'points.safety.title'] as const;

type HomeTexts = HomeData['texts'];
type HomeEvent = HomeData['events'][number];

const textsOf = (contentI18n: PageText['contentI18n']): HomeTexts => {
  const text = (id: string) => contentI18n[id]?.trim() || undefined;
  return {
    heroCta: text('hero.cta'),
    trust: TRUST_TEXT_IDS.map(text).filter((value): value is string => Boolean(value)),
    fees: text('points.fees.text'),
    downloadTitle: text('download.title'),
    downloadText: text('download.text'),
  };
};

const talkEvent = (talk: TalkSummary): HomeEvent => ({
  id: talk.id,
  kind: 'talk',
  title: talk.title,
  coverImage: talk.coverImage,
  date: hongKongDay(talk.startAt),
  location: talk.location,
  online: talk.format === 'online',
});

const activityEvent = (event: ActivitySummary): HomeEvent => ({
  id: event.id,
  kind: 'event',
  title: event.title,
  coverImage: event.coverImage,
  date: hongKongDay(event.startAt),
  location: event.location,
  online: false,
});

/**
 * Home page: its texts, products, fee plans, current promotions, latest news and upcoming talks
 * and events, fetched in parallel. Every part is optional: a failed call leaves its section out
 * (logged) and the page still renders. Promotions follow spec 7's other-activity rule: the
 * activity list of types 0, 1 and 4 shows them when its total is above 0, and a failed fetch hides them.
 */
export const homeLoader = async ({ request, context }: LoaderFunctionArgs): Promise<HomeData> => {
  const { site } = siteContextOf(context);
  const lang = langOfPath(site, new URL(request.url).pathname);
  const where = { district: site.district, lang };
  let api: Awaited<ReturnType<typeof requestApi>>;
  try {
    api = await requestApi({ request, context, lang });
  } catch (error) {
    // No API client for this request: the hero alone, with its UI texts.
    logger.error('Home page content could not be loaded', { ...where, error });
    return { intro: null, texts: { trust: [] }, products: [], plans: [], promotions: [], news: [], events: [] };
  }
  const [pageText, products, plans, promotions, news, talks, events] = await Promise.allSettled([
    api.content.pageText({ page: HOME_PAGE_TEXT.page }),
    api.content.products(),
    api.content.mealPlanDetails(),
    api.officialWebsiteConfig.activityList({ type: OTHER_ACTIVITY_TYPES.join(','), offset: '0', limit: String(HOME_LIST_SIZES.promotions) }),
    api.officialWebsiteConfig.newsList({ offset: '0', limit: String(HOME_LIST_SIZES.news) }),
    api.officialWebsiteConfig.chairList({ status: 'upcoming', offset: '0', limit: String(HOME_LIST_SIZES.events) }),
    api.officialWebsiteConfig.activityList({ type: String(ACTIVITY_TYPES.EVENTS_FRESH), offset: '0', limit: String(HOME_LIST_SIZES.events) }),
  ]);

  /** The value of a settled call, or null after logging why the section is left out. */
  const valueOf = <T>(section: string, result: PromiseSettledResult<T>): T | null => {
    if (result.status === 'fulfilled') return result.value;
    logger.warn('Home page section could not be loaded, leaving it out', { ...where, section, error: result.reason });
    return null;
  };

  let intro: string | null = null;
  let texts: HomeTexts = { trust: [] };
  if (pageText.status === 'fulfilled') {
    texts = textsOf(pageText.value.contentI18n);
    intro = pageText.value.contentI18n[HOME_PAGE_TEXT.textId]?.trim() || null;
    if (!intro) logger.warn('Home page text has no introduction', { ...where, textId: HOME_PAGE_TEXT.textId });
  } else {
    logger.error('Home page text could not be loaded', { ...where, error: pageText.reason });
  }

  // Each plan with its Hong Kong stock rates, for the all-in cost its card shows (one call, from the shared content cache).
  const planList = valueOf('plans', plans)?.list ?? [];

  const promotionList = valueOf('promotions', promotions);
  const talkList = valueOf('talks', talks)?.list ?? [];
  const eventList = valueOf('events', events)?.list ?? [];

  return {
    intro,
    texts,
    products: (valueOf('products', products)?.list ?? []).map(({ slug, title, summary }) => ({ slug, title, summary })),
    plans: planList.map(({ id, name, tagline, highlights, isDefault, tables }) => {
      const hkRates = tables.find((table) => table.market === 'hk-stocks')?.rates;
      return { id, name, tagline, highlights, isDefault, ...(hkRates ? { hkRates } : {}) };
    }),
    promotions:
      promotionList && promotionList.total > 0
        ? promotionList.list.map((promotion) => ({
            id: promotion.id,
            title: promotion.title,
            summary: promotion.summary,
            coverImage: promotion.coverImage,
            startDate: hongKongDay(promotion.startAt),
            endDate: hongKongDay(promotion.endAt),
            linkUrl: promotion.linkUrl,
          }))
        : [],
    news: (valueOf('news', news)?.list ?? []).map((item) => ({
      id: item.id,
      title: item.title,
      coverImage: item.coverImage,
      date: hongKongDay(item.publishedAt),
    })),
    // Talks and events together, soonest first.
    events: [...talkList.map((talk) => ({ at: talk.startAt, event: talkEvent(talk) })), ...eventList.map((event) => ({ at: event.startAt, event: activityEvent(event) }))]
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
      .slice(0, HOME_LIST_SIZES.events)
      .map(({ event }) => event),
  };
};
