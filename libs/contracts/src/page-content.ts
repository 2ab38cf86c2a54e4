import { z } from 'zod';
import { splitList, unique, wholeNumber } from './query-params';
import { PRODUCT_SLUGS, QUOTE_MARKETS } from './constants';
import { defineEndpoint, listOf } from './endpoint';

/**
 * Page content calls (spec 7 "Page content calls" and the data behind the content pages of
 * spec 2): page texts, base site config, head/meta, fees, quote services, product pages,
 * media centre, special columns, news flash, stock news, blog, help centre, download forms,
 * branches and information pages. Every call reads the district from X-Type and the language
 * from X-Lang; nothing here needs a token.
 *
 * Rich bodies (`*Html`) are simple CMS HTML (p, h3, ul/ol/li, strong, a, table); the sites
 * sanitise them before rendering.
 */

const BASE = '/official-website-config/api/v1';

// ---------- query parameter schemas (query strings arrive as text; typed clients may pass numbers) ----------

const queryFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]);

/** A page, slug or key id: lower-case words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case id such as hk-stocks').max(64);

/** `a,b,c` or repeated `key_ids=a&key_ids=b`; at most 50 distinct ids. */
const slugList = splitList.pipe(z.array(slug).min(1).max(50)).transform(unique);

/** Paging of every list: `offset` is page index times page size, `limit` defaults to 10 (spec 9). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const paging = {
  offset: wholeNumber(0, 100_000).default(0),
  limit: wholeNumber(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

const idQuery = z.strictObject({ id: wholeNumber(1, 1_000_000_000) });
/** Calls without parameters still reject unknown ones. */
const noQuery = z.strictObject({});

// ---------- shared shapes ----------

/** Schemes a link written in the CMS may use: anything else (`javascript:`, `data:`) would run or load in the page. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Whether a CMS link may be rendered as one: a path on the site (`/charges`, not `//host`), a
 * fragment, or an http(s), mailto or tel URL. Read as a browser reads an href: tabs and line
 * breaks inside dropped, spaces and controls around it trimmed.
 */
export const isSafeLink = (href: string): boolean => {
  // eslint-disable-next-line no-control-regex -- browsers drop these from an href, so a check must too
  const link = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (link.startsWith('#') || (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\'))) return true;
  return URL.canParse(link) && LINK_SCHEMES.has(new URL(link).protocol);
};

/** A link field of CMS content: an unsafe link arrives as '' (rendered as no link), never as written. */
export const cmsLinkSchema = z.string().transform((href) => (isSafeLink(href) ? href : ''));

/** A link inside the site: `href` is a path without the district/lang prefix (the site adds it), or an absolute URL. */
export const contentLinkSchema = z.object({ label: z.string(), href: cmsLinkSchema });
export type ContentLink = z.infer<typeof contentLinkSchema>;

// ---------- page texts, base config, head/meta ----------

export const pageTextSchema = z.object({
  page: z.string(),
  /** The page's texts keyed by text id, in the request's language and district. */
  contentI18n: z.record(z.string(), z.string()),
});
export type PageText = z.infer<typeof pageTextSchema>;

export const branchSchema = z.object({
  /** 'a' to 'e' (spec 3). */
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Mon-Sat hours line, then the Sunday and public holiday line. */
  hoursWeekdays: z.string(),
  hoursHolidays: z.string(),
  /** Map service of the district: Google Maps on the HK site, Amap on the mainland site. */
  mapLink: cmsLinkSchema,
  /** Static map image for the request's language. */
  mapImage: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'telegram', 'tiktok', 'whatsapp', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const LICENCE_TYPES = [1, 4, 6, 9] as const;

/**
 * The broker's proof (issue 26), shown under the home hero and, compact, in the footer: a few figures,
 * the SFC licence with its public-register entry, and how client assets are protected.
 */
export const trustSchema = z.object({
  figures: z.array(z.object({ value: z.string(), label: z.string() })),
  /** Null where the district shows no licence (the mainland site). */
  licence: z.object({ label: z.string(), registerUrl: cmsLinkSchema }).nullable(),
  protections: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type Trust = z.infer<typeof trustSchema>;

export const baseConfigSchema = z.object({
  brandName: z.string(),
  /** Text next to the logo; differs by district. */
  logoText: z.string(),
  hotline: z.object({ label: z.string(), display: z.string(), tel: z.string(), hours: z.string() }),
  emails: z.array(z.object({ label: z.string(), address: z.string() })),
  /** Two headquarters addresses. */
  headquarters: z.array(z.object({ name: z.string(), address: z.string() })),
  tradingHours: z.object({ title: z.string(), lines: z.array(z.string()) }),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), label: z.string(), url: cmsLinkSchema })),
  appDownload: z.object({
    title: z.string(),
    text: z.string(),
    ios: z.string(),
    android: z.string(),
    apk: z.string(),
    qrCode: z.string(),
  }),
  footerLinks: z.object({
    service: z.object({ title: z.string(), links: z.array(contentLinkSchema) }),
    about: z.object({ title: z.string(), links: z.array(contentLinkSchema) }),
    agreement: z.object({ title: z.string(), links: z.array(contentLinkSchema) }),
  }),
  businessCollaboration: z.object({ title: z.string(), text: z.string(), email: z.string(), buttonLabel: z.string() }),
  /**
   * How long an Open API application takes to review, as one sentence ('We review applications
   * within three working days.'): the one place the landing page, the application forms and the
   * personal centre read it from.
   */
  openApiReviewTime: z.string().optional(),
  /** The HK site's licence and risk notice; null on the mainland site. */
  licenceNotice: z
    .object({
      title: z.string(),
      ceNumber: z.string(),
      licences: z.array(z.object({ type: z.number().int(), name: z.string() })),
      text: z.string(),
      riskNotice: z.string(),
    })
    .nullable(),
  trust: trustSchema,
  copyright: z.string(),
  /** Five branch tabs of the footer (spec 9). */
  branches: z.array(branchSchema),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export const pageMetaEntrySchema = z.object({ title: z.string(), description: z.string(), keywords: z.string() });
export type PageMetaEntry = z.infer<typeof pageMetaEntrySchema>;

// ---------- fees and quote services ----------

export const feeRowSchema = z.object({ item: z.string(), charge: z.string(), collectedBy: z.string() });

/**
 * A non-negative decimal written as text, so rates keep every digit (0.00565 is not a float):
 * amounts in currency units ('8.30'), percentages ('0.00565' = 0.00565%) or amounts per share.
 */
export const decimalTextSchema = z.string().regex(/^\d{1,12}(\.\d{1,12})?$/, 'must be a decimal such as 0.00565');

/** Which orders a charge applies to. */
export const CHARGE_SIDES = ['buy', 'sell', 'both'] as const;
/**
 * How a charge is rounded once worked out: `cent` to the nearest cent (half a cent rounds up),
 * `unit-up` up to the next whole currency unit (HK stamp duty).
 */
export const CHARGE_ROUNDINGS = ['cent', 'unit-up'] as const;

const chargeRuleBase = {
  /** Stable id of the charge: 'stamp-duty', 'settlement-fee'... */
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The charge's name in the request's language. */
  label: z.string(),
  side: z.enum(CHARGE_SIDES),
  rounding: z.enum(CHARGE_ROUNDINGS),
};

/**
 * One charge of a trade, as the trade-cost calculator works it out. The amount is computed
 * exactly, held between `min` and `max` (and `maxPercentOfValue`), then rounded.
 */
export const chargeRuleSchema = z.discriminatedUnion('basis', [
  /** A percentage of the trade value (price × quantity). */
  z.object({ ...chargeRuleBase, basis: z.literal('value'), percent: decimalTextSchema, min: decimalTextSchema.optional(), max: decimalTextSchema.optional() }),
  /** `fixed` plus `perShare` for every share above `sharesIncluded`. */
  z.object({
    ...chargeRuleBase,
    basis: z.literal('shares'),
    perShare: decimalTextSchema,
    fixed: decimalTextSchema.optional(),
    sharesIncluded: z.number().int().min(0).optional(),
    min: decimalTextSchema.optional(),
    max: decimalTextSchema.optional(),
    /** A cap as a percentage of the trade value (US clearing fee: 0.5). */
    maxPercentOfValue: decimalTextSchema.optional(),
  }),
  /** A fixed amount per order. */
  z.object({ ...chargeRuleBase, basis: z.literal('order'), amount: decimalTextSchema }),
  /** A fixed amount per order that depends on the order's number in the calendar month (tiers sorted by `fromOrder`). */
  z.object({
    ...chargeRuleBase,
    basis: z.literal('monthly-orders'),
    tiers: z.array(z.object({ fromOrder: z.number().int().min(1), amount: decimalTextSchema })).min(1),
  }),
]);
export type ChargeRule = z.infer<typeof chargeRuleSchema>;

/** The structured rates of one market of a fee plan, for the trade-cost calculator. */
export const tradeRatesSchema = z.object({
  /** ISO 4217 code of the trading currency (two decimal places). */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Buy orders must be a whole multiple of this many shares (A-shares: 100); 1 when any quantity goes. */
  buyLot: z.number().int().min(1),
  /**
   * Shares per contract when the market trades contracts (US options: 100): the quantity is a
   * number of contracts, the price is per share (the premium), the trade value is price × quantity
   * × contractSize, and `shares` rules charge per contract. Absent for shares.
   */
  contractSize: z.number().int().min(1).optional(),
  charges: z.array(chargeRuleSchema),
});
export type TradeRates = z.infer<typeof tradeRatesSchema>;

export const feeTableSchema = z.object({
  /** 'hk-stocks' | 'us-stocks' | 'a-shares' | 'funds' */
  market: z.string(),
  title: z.string(),
  rows: z.array(feeRowSchema),
  /** The same charges as data for the trade-cost calculator; absent for markets it does not cover (funds). */
  rates: tradeRatesSchema.optional(),
  /** The per-contract charges of the options traded in this market (US options), for the calculator; absent when the plan has none. */
  options: z.object({ title: z.string(), rates: tradeRatesSchema }).optional(),
});
export type FeeTable = z.infer<typeof feeTableSchema>;

export const mealPlanSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string(),
  summary: z.string(),
  isDefault: z.boolean(),
  highlights: z.array(z.string()),
});
export type MealPlanSummary = z.infer<typeof mealPlanSummarySchema>;

export const mealPlanSchema = mealPlanSummarySchema.extend({
  tables: z.array(feeTableSchema),
  notes: z.array(z.string()),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

export const quoteServiceSchema = z.object({
  id: z.number().int(),
  market: z.enum(QUOTE_MARKETS),
  name: z.string(),
  description: z.string(),
  audience: z.string(),
  /** Price in minor units of `currency` per `period`; 0 = free. */
  priceCents: z.number().int(),
  currency: z.string(),
  period: z.enum(['month', 'free']),
  features: z.array(z.string()),
});
export type QuoteService = z.infer<typeof quoteServiceSchema>;

// ---------- products ----------

export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

/** The app screens a product page's how-to-trade steps can show (the UI library's `AppScreen` kinds). */
export const PRODUCT_STEP_SCREENS = ['quote', 'order', 'portfolio', 'ipo', 'fees'] as const;

export const productSummarySchema = z.object({ slug: z.string(), title: z.string(), summary: z.string() });
/**
 * One financial-investment page. The spec says nothing of this call's fields beyond the page's
 * sections, so what product pages gained later (`feeMarket`, `facts`, `steps`, `related`) is
 * optional: content written before them still renders, without those sections.
 */
export const productSchema = productSummarySchema.extend({
  highlights: z.array(z.object({ value: z.string(), label: z.string() })),
  features: z.array(z.object({ title: z.string(), text: z.string() })),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  riskNote: z.string(),
  /**
   * The fee calculator's market whose charges price this product ('hk-stocks', 'us-stocks',
   * 'a-shares', 'us-options', or a fee table without rates such as 'funds'): the page's pricing
   * comes from the fee plans, never from figures written here.
   */
  feeMarket: z.string().optional(),
  /** Market facts: trading hours, currencies, lot rules, settlement (label and value). */
  facts: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  /** How to trade, step by step, each with the app screen it happens on. */
  steps: z.array(z.object({ title: z.string(), text: z.string(), screen: z.enum(PRODUCT_STEP_SCREENS) })).optional(),
  /** Slugs of the products shown beside this one (three or four), in order. */
  related: z.array(z.string()).optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
export type Product = z.infer<typeof productSchema>;

// ---------- articles: media centre, special columns, news flash, stock news, blog ----------

export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  author: z.string(),
  coverImage: z.string(),
  /** ISO-8601 time. */
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

const articleNeighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();
export const articleSchema = articleSummarySchema.extend({
  /** 'media' | 'special' | 'flash' | 'stock' | 'blog' */
  channel: z.string(),
  /** Special column id, flash type, stock code or blog tag id; '' for media. */
  groupKey: z.string(),
  bodyHtml: z.string(),
  /** Older and newer article of the same channel and group. */
  previous: articleNeighbourSchema,
  next: articleNeighbourSchema,
});
export type Article = z.infer<typeof articleSchema>;

export const specialColumnSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  coverImage: z.string(),
  articleCount: z.number().int(),
  latestPublishedAt: z.string().nullable(),
});
export type SpecialColumn = z.infer<typeof specialColumnSchema>;

export const NEWS_FLASH_TYPES = ['hk', 'us', 'a'] as const;
export type NewsFlashType = (typeof NEWS_FLASH_TYPES)[number];

export const newsStockSchema = z.object({ code: z.string(), name: z.string(), market: z.string() });

export const blogTagSchema = z.object({ id: z.number().int(), name: z.string(), postCount: z.number().int() });
export type BlogTag = z.infer<typeof blogTagSchema>;

// ---------- help centre, download forms, information pages ----------

export const helpCatalogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  questionCount: z.number().int(),
});
export type HelpCatalog = z.infer<typeof helpCatalogSchema>;

export const helpQuestionSummarySchema = z.object({ id: z.number().int(), catalogId: z.number().int(), question: z.string(), isHot: z.boolean() });
export const helpQuestionSchema = helpQuestionSummarySchema.extend({
  answerHtml: z.string(),
  catalog: z.object({ id: z.number().int(), title: z.string() }),
  /** Other questions of the same catalog, for the "related questions" box. */
  related: z.array(z.object({ id: z.number().int(), question: z.string() })),
});
export type HelpQuestionSummary = z.infer<typeof helpQuestionSummarySchema>;
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;

export const DOWNLOAD_FORM_CATEGORIES = ['account-opening', 'tax', 'funds-transfer', 'account-maintenance', 'derivatives'] as const;
export const downloadFormSchema = z.object({
  id: z.number().int(),
  category: z.enum(DOWNLOAD_FORM_CATEGORIES),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  /** Path on the site's static host, e.g. /files/forms/w-8ben.pdf. */
  urlPath: z.string(),
  updatedAt: z.string(),
});
export type DownloadForm = z.infer<typeof downloadFormSchema>;

/**
 * Sitemap feeds (issue 28): a collection's published detail pages as ids and dates only, oldest
 * first so a sitemap file keeps its items as the collection grows. Offset and limit page through
 * it; the sites build their child sitemaps of 50,000 URLs from these pages.
 */
export const SITEMAP_FEED_MAX_LIMIT = 1_000;
export const sitemapFeedQuery = {
  offset: wholeNumber(0, 100_000_000).default(0),
  limit: wholeNumber(1, SITEMAP_FEED_MAX_LIMIT).default(SITEMAP_FEED_MAX_LIMIT),
};
export const sitemapFeedSchema = listOf(z.object({ id: z.number().int(), lastmod: z.string().describe('ISO-8601 UTC time the item was published') }));
export type SitemapFeed = z.infer<typeof sitemapFeedSchema>;
/** Article channels with a detail page per article that the sitemap lists (stock news is reached from its stock's page). */
export const SITEMAP_ARTICLE_CHANNELS = ['media', 'flash', 'special', 'blog'] as const;
export type SitemapArticleChannel = (typeof SITEMAP_ARTICLE_CHANNELS)[number];

export const INFO_PAGE_SLUGS = ['company-profile', 'contact-us', 'important-notice', 'privacy', 'disclaimer', 'statement'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
/**
 * The structured part of the company profile (issue 26): its milestones and its exchange and
 * clearing memberships. The licences, figures and offices come from the base config.
 */
export const companyProfileSchema = z.object({
  /** Oldest first; `year` as written ('2012'). */
  milestones: z.array(z.object({ year: z.string(), title: z.string(), text: z.string() })),
  memberships: z.array(z.object({ name: z.string(), text: z.string() })),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const infoPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), html: z.string() })),
  updatedAt: z.string(),
  /** Only the company profile has one; content written before it has none and shows its sections alone. */
  profile: companyProfileSchema.optional(),
});
export type InfoPage = z.infer<typeof infoPageSchema>;

// ---------- endpoints ----------

export const contentEndpoints = {
  pageText: defineEndpoint({
    name: 'pageText',
    shareable: true,
    method: 'GET',
    path: `${BASE}/page-text`,
    query: z.strictObject({ page: slug }),
    data: pageTextSchema,
    auth: 'none',
    summary: 'Texts of one page (contentI18n keyed by text id) in the X-Lang language for the X-Type district.',
  }),
  baseConfig: defineEndpoint({
    name: 'baseConfig',
    shareable: true,
    method: 'GET',
    path: `${BASE}/base-config`,
    /** The original client asks for page `base`; nothing else is accepted. */
    query: z.strictObject({ page: z.literal('base').optional() }),
    data: baseConfigSchema,
    auth: 'none',
    summary: 'Site-wide config (page `base`): hotline, e-mails, headquarters, trading hours, social and app links, footer links, licence notice, branches.',
  }),
  pageMeta: defineEndpoint({
    name: 'pageMeta',
    shareable: true,
    method: 'GET',
    path: `${BASE}/page-meta`,
    query: z.strictObject({
      type: z.literal('meta'),
      /** When true, entries outside their validity window are left out. */
      time_check: queryFlag.default(false),
      /** When true, entries limited to the other terminal (X-Terminal 1 pc, 2 h5) are left out. */
      platform_check: queryFlag.default(true),
      key_ids: slugList,
    }),
    data: z.object({ items: z.record(z.string(), pageMetaEntrySchema) }),
    auth: 'none',
    summary: 'Head title, description and keywords per page id (key_ids); unknown ids are left out.',
  }),
  mealPlans: defineEndpoint({
    name: 'mealPlans',
    shareable: true,
    method: 'GET',
    path: `${BASE}/meal-plans`,
    query: noQuery,
    data: listOf(mealPlanSummarySchema),
    auth: 'none',
    summary: 'The fee plans shown at charges.',
  }),
  mealPlanDetail: defineEndpoint({
    name: 'mealPlanDetail',
    shareable: true,
    method: 'GET',
    path: `${BASE}/meal-plan-detail`,
    query: z.strictObject({ id: wholeNumber(1, 1_000_000_000).optional() }),
    data: mealPlanSchema,
    auth: 'none',
    summary: 'One fee plan with its fee tables (charges/{mealId}); without id, the default plan.',
  }),
  mealPlanDetails: defineEndpoint({
    name: 'mealPlanDetails',
    shareable: true,
    method: 'GET',
    path: `${BASE}/meal-plan-details`,
    query: noQuery,
    data: listOf(mealPlanSchema),
    auth: 'none',
    summary: 'Every fee plan of charges with its fee tables, in the order of meal-plans: what the calculator and the plan comparison need, in one call.',
  }),
  quoteServices: defineEndpoint({
    name: 'quoteServices',
    method: 'GET',
    path: `${BASE}/quote-services`,
    query: z.strictObject({ market: z.enum(QUOTE_MARKETS).optional() }),
    data: listOf(quoteServiceSchema),
    auth: 'none',
    summary: 'Real-time quote packages of the market page, optionally for one market.',
  }),
  products: defineEndpoint({
    name: 'products',
    shareable: true,
    method: 'GET',
    path: `${BASE}/products`,
    query: noQuery,
    data: listOf(productSummarySchema),
    auth: 'none',
    summary: 'The financial-investment pages (index and the eleven products) for menus and the overview.',
  }),
  productDetail: defineEndpoint({
    name: 'productDetail',
    shareable: true,
    method: 'GET',
    path: `${BASE}/product-detail`,
    query: z.strictObject({ slug }),
    data: productSchema,
    auth: 'none',
    summary: 'One financial-investment page: title, summary, highlights, features, FAQ, risk note, and (optional) its fee market, market facts, how-to-trade steps and related products.',
  }),
  mediaYears: defineEndpoint({
    name: 'mediaYears',
    shareable: true,
    method: 'GET',
    path: `${BASE}/media-years`,
    query: noQuery,
    data: z.object({ list: z.array(z.number().int()) }),
    auth: 'none',
    summary: 'Years that have press releases, newest first.',
  }),
  mediaList: defineEndpoint({
    name: 'mediaList',
    shareable: true,
    method: 'GET',
    path: `${BASE}/media-list`,
    query: z.strictObject({ year: wholeNumber(2000, 2100).optional(), ...paging }),
    data: listOf(articleSummarySchema),
    auth: 'none',
    summary: 'Press releases and media coverage, newest first, optionally of one year.',
  }),
  mediaDetail: defineEndpoint({
    name: 'mediaDetail',
    method: 'GET',
    path: `${BASE}/media-detail`,
    query: idQuery,
    data: articleSchema,
    auth: 'none',
    summary: 'One press release.',
  }),
  specialList: defineEndpoint({
    name: 'specialList',
    shareable: true,
    method: 'GET',
    path: `${BASE}/special-list`,
    query: z.strictObject(paging),
    data: listOf(specialColumnSchema),
    auth: 'none',
    summary: 'Special columns (investment courses).',
  }),
  specialDetail: defineEndpoint({
    name: 'specialDetail',
    shareable: true,
    method: 'GET',
    path: `${BASE}/special-detail`,
    query: z.strictObject({ id: wholeNumber(1, 1_000_000_000), ...paging }),
    data: listOf(articleSummarySchema).extend({ column: specialColumnSchema }),
    auth: 'none',
    summary: 'One special column with a page of its articles, newest first.',
  }),
  articleDetail: defineEndpoint({
    name: 'articleDetail',
    method: 'GET',
    path: `${BASE}/article-detail`,
    query: idQuery,
    data: articleSchema,
    auth: 'none',
    summary: 'One article of a special column, the news flash or stock news (news-detail/{categoryId}/{id}).',
  }),
  newsFlashList: defineEndpoint({
    name: 'newsFlashList',
    shareable: true,
    method: 'GET',
    path: `${BASE}/news-flash-list`,
    query: z.strictObject({ type: z.enum(NEWS_FLASH_TYPES).default('hk'), ...paging }),
    data: listOf(articleSummarySchema),
    auth: 'none',
    summary: 'Market news flash of one market (hk, us or a for A-shares), newest first.',
  }),
  stockNews: defineEndpoint({
    name: 'stockNews',
    shareable: true,
    method: 'GET',
    path: `${BASE}/stock-news`,
    query: z.strictObject({
      id: z.string().regex(/^[0-9A-Z]{1,10}\.(HK|US|SH|SZ)$/, 'must be a stock code such as 00700.HK'),
      ...paging,
    }),
    data: listOf(articleSummarySchema).extend({ stock: newsStockSchema }),
    auth: 'none',
    summary: 'News about one stock (news-stock/{id}), newest first.',
  }),
  blogTags: defineEndpoint({
    name: 'blogTags',
    shareable: true,
    method: 'GET',
    path: `${BASE}/blog-tags`,
    query: noQuery,
    data: listOf(blogTagSchema),
    auth: 'none',
    summary: 'Blog tags with their post counts.',
  }),
  blogList: defineEndpoint({
    name: 'blogList',
    shareable: true,
    method: 'GET',
    path: `${BASE}/blog-list`,
    query: z.strictObject({ tagId: wholeNumber(1, 1_000_000_000).optional(), ...paging }),
    data: listOf(articleSummarySchema.extend({ tagId: z.number().int() })),
    auth: 'none',
    summary: 'Blog posts, newest first, optionally of one tag.',
  }),
  blogDetail: defineEndpoint({
    name: 'blogDetail',
    method: 'GET',
    path: `${BASE}/blog-detail`,
    query: idQuery,
    data: articleSchema.extend({ tag: z.object({ id: z.number().int(), name: z.string() }) }),
    auth: 'none',
    summary: 'One blog post with its tag.',
  }),
  articleSitemapFeed: defineEndpoint({
    name: 'articleSitemapFeed',
    method: 'GET',
    path: `${BASE}/article-sitemap-feed`,
    query: z.strictObject({ channel: z.enum(SITEMAP_ARTICLE_CHANNELS), ...sitemapFeedQuery }),
    data: sitemapFeedSchema,
    auth: 'none',
    summary: "One article channel's items (press releases, news flash, special-column lessons, blog posts) as ids and publication times, oldest first, for the sitemaps.",
  }),
  helpCatalogs: defineEndpoint({
    name: 'helpCatalogs',
    method: 'GET',
    path: `${BASE}/help-catalogs`,
    query: noQuery,
    data: listOf(helpCatalogSchema),
    auth: 'none',
    summary: 'Help-centre catalogs with their question counts.',
  }),
  helpQuestions: defineEndpoint({
    name: 'helpQuestions',
    method: 'GET',
    path: `${BASE}/help-questions`,
    query: z.strictObject({
      catalogId: wholeNumber(1, 1_000_000_000).optional(),
      /** Only the questions shown on help-centre/faq. */
      hot: queryFlag.optional(),
      /** Case-insensitive search in the question text. */
      keyword: z.string().trim().min(1).max(50).optional(),
      ...paging,
    }),
    data: listOf(helpQuestionSummarySchema),
    auth: 'none',
    summary: 'Help-centre questions of a catalog, the hot (FAQ) questions, or a keyword search. An unknown catalog is not found.',
  }),
  helpDetail: defineEndpoint({
    name: 'helpDetail',
    method: 'GET',
    path: `${BASE}/help-detail`,
    query: idQuery,
    data: helpQuestionSchema,
    auth: 'none',
    summary: 'One help-centre question and answer with related questions.',
  }),
  downloadForms: defineEndpoint({
    name: 'downloadForms',
    method: 'GET',
    path: `${BASE}/download-forms`,
    query: z.strictObject({ category: z.enum(DOWNLOAD_FORM_CATEGORIES).optional(), ...paging }),
    data: listOf(downloadFormSchema),
    auth: 'none',
    summary: 'Downloadable forms (help-centre/download-form), optionally of one category.',
  }),
  branches: defineEndpoint({
    name: 'branches',
    method: 'GET',
    path: `${BASE}/branches`,
    query: noQuery,
    data: listOf(branchSchema),
    auth: 'none',
    summary: 'The five branches (a to e) with hours, map link and map image.',
  }),
  infoPage: defineEndpoint({
    name: 'infoPage',
    method: 'GET',
    path: `${BASE}/info-page`,
    query: z.strictObject({ slug }),
    data: infoPageSchema,
    auth: 'none',
    summary: 'Company profile (with licences), contact us, important notice, privacy, disclaimer or statement.',
  }),
} as const;
