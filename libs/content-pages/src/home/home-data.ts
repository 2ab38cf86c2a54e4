import type { TradeRates } from '@brokerage/contracts';
/**
 * What the home page's loader (`homeLoader`) gives the page: the content API's answers, mapped.
 * The page builds the links (`homeLinks`). Dates are Hong Kong calendar dates (`YYYY-MM-DD`), so
 * every visitor sees the same day whatever their time zone. An empty list leaves its section out.
 */
export interface HomeData {
  /** The hero's introduction (page text `hero.subtitle`); null when the content API could not give it. */
  intro: string | null;
  texts: HomeTexts;
  /** The financial-investment products; the page highlights HOME_PRODUCT_SLUGS among them. */
  products: HomeProduct[];
  /** Fee plans, the default plan first. */
  plans: HomePlan[];
  /** Current promotions (activity list 0,1,4); empty when there are none or the fetch failed (spec 7, 8). */
  promotions: HomePromotion[];
  news: HomeNewsItem[];
  /** Upcoming talks and events, soonest first. */
  events: HomeEvent[];
}

/** Page texts of `home` the page shows besides the introduction; each may be missing. */
export interface HomeTexts {
  /** The district's main call to action (`hero.cta`): open an account (HK) or register (mainland). */
  heroCta?: string;
  /** Up to three short reasons to trust the broker (`points.*.title`). */
  trust: string[];
  /** The fee promise (`points.fees.text`). */
  fees?: string;
  /** App download band (`download.title`, `download.text`), used when the base config has none. */
  downloadTitle?: string;
  downloadText?: string;
}

export interface HomeProduct {
  slug: string;
  title: string;
  summary: string;
}

export interface HomePlan {
  id: number;
  name: string;
  tagline: string;
  highlights: string[];
  isDefault: boolean;
  /** The plan's Hong Kong stock rates (its fee table's data): the card works out an example trade's all-in cost from them; absent when they could not be loaded. */
  hkRates?: TradeRates;
}

export interface HomePromotion {
  id: number;
  title: string;
  summary: string;
  coverImage: string;
  startDate: string;
  endDate: string;
  /** The campaign's landing page (a page path or a URL), opened instead of the detail page when set. */
  linkUrl: string | null;
}

export interface HomeNewsItem {
  id: number;
  title: string;
  coverImage: string;
  date: string;
}

export interface HomeEvent {
  id: number;
  /** A talk (chair-list) or an event (activity list, fresh events). */
  kind: 'talk' | 'event';
  title: string;
  coverImage: string;
  date: string;
  location: string;
  online: boolean;
}

/** Page paths of the home page's links, without district and language (spec 2 routes). */
export const homeLinks = {
  products: '/products/financial-investment',
  product: (slug: string) => `/products/financial-investment/${slug}`,
  charges: '/charges',
  calculator: '/charges#calculator',
  promotions: '/promotion-and-activities',
  news: '/news-list',
  newsItem: (id: number) => `/news-detail/${id}`,
  events: '/events-and-exhibition',
  promotionOf: (promotion: Pick<HomePromotion, 'id' | 'linkUrl'>) => promotion.linkUrl || `/promotion-and-activities/detail/${promotion.id}`,
  eventOf: (event: Pick<HomeEvent, 'id' | 'kind'>) => (event.kind === 'talk' ? `/chair/detail/${event.id}` : `/events-and-exhibition/detail/${event.id}`),
} as const;

/** Product pages the home page highlights, in order: HK, US, A-shares, funds, bonds, options. */
export const HOME_PRODUCT_SLUGS = ['hk-stocks', 'us-stocks', 'a-shares', 'funds', 'bonds', 'us-share-option'] as const;
