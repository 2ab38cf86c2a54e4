import { z } from 'zod';
import { defineEndpoint, listOf } from './endpoint';
import { areaCodeField, emailAddressField, phoneNumberField, refinePhoneForArea } from './user-server';
import { cmsLinkSchema, sitemapFeedQuery, sitemapFeedSchema } from './page-content';

/**
 * official-website-config (spec 7, base /official-website-config/api/v1/): promotions, events,
 * talks (chair), news and parsed content. Every call answers for the request's district (X-Type)
 * and language (X-Lang); items exist once per id, so a detail link works on both sites and in
 * every language.
 *
 * Preview: the `*-preview` calls show unpublished (draft) items only when the request carries
 * the header `X-Preview-Token` equal to the API's PREVIEW_TOKEN. The CMS preview link opens a
 * detail page with `?preview=1&previewToken=...`; the site server switches to the preview call and
 * forwards the token in that header (never in the URL of the API call, so it stays out of access
 * logs). Without a valid token a preview call behaves exactly like the normal detail call.
 */
const BASE = '/official-website-config/api/v1';

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
/** Spec 9: page size default 10. */
const PAGE_SIZE = 10;
const MAX_LIMIT = 100;

/**
 * `type` codes of activity-list. Promotion tabs (route promotion-and-activities/{tabKey}) and
 * event tabs (route events-and-exhibition/{tabKey}):
 * - 0 all promotions (tab `all`: 1 to 4 together)
 * - 1 welcome-offer, 2 referral-offer, 3 funds-promo, 4 other-promo
 * - 5 fresh events (not yet ended), 6 stale events (ended)
 * Several codes may be asked at once as a comma list ("0,1,4", as the layout does to decide
 * showOtherActivity); the answer is their union. Without `type` the call answers type 0.
 * Each item's own `type` is its tab code (1 to 4) or, for an event, 5 or 6 at the time of the call.
 */
export const ACTIVITY_TYPES = {
  ALL_PROMOTIONS: 0,
  WELCOME_OFFER: 1,
  REFERRAL_OFFER: 2,
  FUNDS_PROMO: 3,
  OTHER_PROMO: 4,
  EVENTS_FRESH: 5,
  EVENTS_STALE: 6,
} as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[keyof typeof ACTIVITY_TYPES];

export const PROMOTION_TABS = ['welcome-offer', 'referral-offer', 'funds-promo', 'other-promo'] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

/** Route tab key → activity-list type. */
export const PROMOTION_TAB_TYPES = {
  all: ACTIVITY_TYPES.ALL_PROMOTIONS,
  'welcome-offer': ACTIVITY_TYPES.WELCOME_OFFER,
  'referral-offer': ACTIVITY_TYPES.REFERRAL_OFFER,
  'funds-promo': ACTIVITY_TYPES.FUNDS_PROMO,
  'other-promo': ACTIVITY_TYPES.OTHER_PROMO,
} as const satisfies Record<'all' | PromotionTab, ActivityType>;
export const EVENT_TAB_TYPES = { fresh: ACTIVITY_TYPES.EVENTS_FRESH, stale: ACTIVITY_TYPES.EVENTS_STALE } as const;

/** Types the layout asks to decide showOtherActivity (spec 7: total > 0 shows it). */
export const OTHER_ACTIVITY_TYPES = [ACTIVITY_TYPES.ALL_PROMOTIONS, ACTIVITY_TYPES.WELCOME_OFFER, ACTIVITY_TYPES.OTHER_PROMO] as const;

/** Talk status at the time of the call: before start, running, or over. */
export const TALK_STATUSES = ['upcoming', 'live', 'ended'] as const;
export type TalkStatus = (typeof TALK_STATUSES)[number];

/** Query-string numbers arrive as text; these accept "10" but not "", "abc", "1.5" or "-1". */
const queryInt = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number);
const idQuery = queryInt.refine((id) => id > 0, 'must be a positive id');
/** Deepest offset of a list, as the page-content lists: past it a visitor finds items through the sitemap or a year. */
const MAX_OFFSET = 100_000;
const offsetQuery = queryInt
  .refine((value) => value <= MAX_OFFSET, `must be at most ${MAX_OFFSET}`)
  .optional()
  .transform((value) => value ?? 0);
const limitQuery = queryInt
  .refine((value) => value >= 1 && value <= MAX_LIMIT, `must be between 1 and ${MAX_LIMIT}`)
  .optional()
  .transform((value) => value ?? PAGE_SIZE);

const pagingQuerySchema = z.object({
  /** Items to skip: page index times page size. */
  offset: offsetQuery,
  /** Page size, default 10, at most 100. */
  limit: limitQuery,
});

const activityTypeCodes = z.literal(Object.values(ACTIVITY_TYPES));
const activityTypeQuery = z
  .string()
  .trim()
  .regex(/^\d(,\d)*$/, 'must be one type code or a comma list, e.g. 0,1,4')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(activityTypeCodes));

const idOnlyQuery = z.object({ id: idQuery });


const isoTime = z.string().describe('ISO-8601 UTC time');

export const activitySummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['promotion', 'event']),
  /** Tab code 1-4 for promotions, 5 (fresh) or 6 (stale) for events. */
  type: activityTypeCodes,
  /** Promotion tab key; null for events. */
  tab: z.enum(PROMOTION_TABS).nullable(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  /** A campaign landing page to open instead of the detail page, when set. */
  linkUrl: cmsLinkSchema.nullable().transform((href) => href || null),
  /** Venue for events; empty for promotions. */
  location: z.string(),
  startAt: isoTime,
  endAt: isoTime,
  status: z.enum(['upcoming', 'ongoing', 'ended']),
  publishedAt: isoTime,
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

/**
 * How a visitor takes part in an event: `none` (no registration: just come), `site` (registers on
 * the event's page after logging in, event-register), `app` (registers in the company app).
 * Promotions are always `none`.
 */
export const EVENT_REGISTRATION_MODES = ['none', 'site', 'app'] as const;
export type EventRegistrationMode = (typeof EVENT_REGISTRATION_MODES)[number];

export const activityDetailSchema = activitySummarySchema.extend({
  registration: z.enum(EVENT_REGISTRATION_MODES),
  /** Seats left of an event registering on the site; null when it has no limit or does not register on the site. */
  seatsLeft: z.number().int().nonnegative().nullable(),
  /** Registers on the site, has not started and has seats left. */
  registrationOpen: z.boolean(),
  contentHtml: z.string(),
  /** Terms and conditions and risk wording. */
  termsHtml: z.string(),
  /** True when this is an unpublished item shown through a preview token. */
  draft: z.boolean(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const talkTagSchema = z.object({ code: z.string(), name: z.string() });

export const talkSummarySchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  tagName: z.string(),
  format: z.enum(['online', 'offline']),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  speakerName: z.string(),
  speakerTitle: z.string(),
  location: z.string(),
  startAt: isoTime,
  endAt: isoTime,
  status: z.enum(TALK_STATUSES),
  capacity: z.number().int(),
  seatsLeft: z.number().int().nonnegative(),
  /** Upcoming and seats left. */
  registrationOpen: z.boolean(),
});
export type TalkSummary = z.infer<typeof talkSummarySchema>;

export const talkDetailSchema = talkSummarySchema.extend({ contentHtml: z.string() });
export type TalkDetail = z.infer<typeof talkDetailSchema>;

export const NEWS_CATEGORIES = ['company', 'market', 'award'] as const;

export const newsSummarySchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  category: z.enum(NEWS_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  source: z.string(),
  publishedAt: isoTime,
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsDetailSchema = newsSummarySchema.extend({ contentHtml: z.string(), draft: z.boolean() });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/**
 * Registration for a talk. The phone follows the panel's rules (spec 5): area 86 is 11 digits
 * starting with 1, area 852 exactly 8 digits, any other area 4 to 15 digits; '+852' and spaces
 * are accepted and normalised like the login calls do.
 */
export const chairRegisterBodySchema = z
  .strictObject({
    chairId: z.number().int().positive(),
    name: z.string().trim().min(1).max(60),
    areaCode: areaCodeField,
    phoneNumber: phoneNumberField,
    email: emailAddressField.optional(),
  })
  .superRefine(refinePhoneForArea);

/** Registration for an event that registers on the site: who comes (the phone is the account's, never typed). */
export const eventRegisterBodySchema = z.strictObject({
  eventId: z.number().int().positive(),
  name: z.string().trim().min(1).max(60),
});

/**
 * One of the logged-in user's registrations, talk or event, in the request's language: what it is,
 * when and where, and what was registered (name, phone) when.
 */
export const myRegistrationSchema = z.object({
  kind: z.enum(['talk', 'event']),
  registrationId: z.string(),
  /** The talk's or event's id (its detail page: chair/detail/{id} or events-and-exhibition/detail/{id}). */
  id: z.number().int(),
  title: z.string(),
  startAt: isoTime,
  endAt: isoTime,
  /** Talks: online or in person; events are in person. */
  format: z.enum(['online', 'offline']),
  location: z.string(),
  /** upcoming, live (talk) / ongoing (event) or ended, at the time of the call. */
  status: z.enum(['upcoming', 'live', 'ongoing', 'ended']),
  name: z.string(),
  areaCode: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  registeredAt: isoTime,
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export const parseDataItemSchema = z.object({
  type: z.string(),
  key: z.string(),
  /** The parsed content as JSON; its shape depends on `type` (see the seed for the published types). */
  value: z.unknown(),
  updatedAt: isoTime,
});

const slug = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes');

export const activityListEndpoint = defineEndpoint({
  name: 'activityList',
  shareable: true,
  method: 'GET',
  path: `${BASE}/activity-list`,
  query: pagingQuerySchema.extend({ type: activityTypeQuery.optional() }),
  data: listOf(activitySummarySchema),
  auth: 'none',
  summary:
    'Promotions and events, newest first. type: 0 all promotions, 1 welcome-offer, 2 referral-offer, 3 funds-promo, 4 other-promo, 5 fresh events, 6 stale events; a comma list gives the union.',
});

export const activityDetailEndpoint = defineEndpoint({
  name: 'activityDetail',
  method: 'GET',
  path: `${BASE}/activity-detail`,
  query: idOnlyQuery,
  data: activityDetailSchema,
  auth: 'none',
  summary: 'One published promotion or event.',
});

export const activityDetailPreviewEndpoint = defineEndpoint({
  name: 'activityDetailPreview',
  method: 'GET',
  path: `${BASE}/activity-detail-preview`,
  query: idOnlyQuery,
  data: activityDetailSchema,
  auth: 'none',
  summary: 'One promotion or event, drafts included when the X-Preview-Token header matches PREVIEW_TOKEN.',
});

export const chairListEndpoint = defineEndpoint({
  name: 'chairList',
  method: 'GET',
  path: `${BASE}/chair-list`,
  query: pagingQuerySchema.extend({ tag: slug.optional(), status: z.enum(TALK_STATUSES).optional() }),
  data: listOf(talkSummarySchema).extend({ tags: z.array(talkTagSchema) }),
  auth: 'none',
  summary: 'Investor talks, soonest upcoming first, then the most recent past ones; filter by tag and status (upcoming, live, ended). `tags` lists every tag for the filter bar.',
});

export const chairDetailEndpoint = defineEndpoint({
  name: 'chairDetail',
  method: 'GET',
  path: `${BASE}/chair-detail`,
  query: idOnlyQuery,
  data: talkDetailSchema,
  auth: 'none',
  summary: 'One talk with its programme.',
});

export const chairRegisterEndpoint = defineEndpoint({
  name: 'chairRegister',
  method: 'POST',
  path: `${BASE}/chair-register`,
  body: chairRegisterBodySchema,
  data: z.object({ registrationId: z.string(), chairId: z.number().int(), registeredAt: isoTime }),
  auth: 'required',
  summary:
    'Registers the logged-in user (a visitor without a session gets TOKEN_INVALID, 300101) for an upcoming talk, once per user and once per phone per talk; a second registration answers ALREADY_EXISTS (100409). At most 5 attempts per 10 minutes per client network (IPv6 /64) and per user, else TOO_MANY_REQUESTS (100429).',
});

export const eventRegisterEndpoint = defineEndpoint({
  name: 'eventRegister',
  method: 'POST',
  path: `${BASE}/event-register`,
  body: eventRegisterBodySchema,
  data: z.object({ registrationId: z.string(), eventId: z.number().int(), registeredAt: isoTime }),
  auth: 'required',
  summary:
    "Registers the logged-in user (else TOKEN_INVALID, 300101) for an upcoming event that registers on the site, with the account's phone; once per user per event (a second answers ALREADY_EXISTS, 100409). An event that has started, registers in the app or takes no registration answers EVENT_REGISTRATION_CLOSED (100420); a full one EVENT_FULLY_BOOKED (100421). The caps of chair-register apply (TOO_MANY_REQUESTS, 100429).",
});

export const myRegistrationsEndpoint = defineEndpoint({
  name: 'myRegistrations',
  method: 'GET',
  path: `${BASE}/my-registrations`,
  query: z.object({}),
  data: listOf(myRegistrationSchema),
  auth: 'required',
  summary:
    "The logged-in user's talk bookings and event registrations (else TOKEN_INVALID, 300101) of this district, in the request language: those still to come first (soonest first), then past ones (latest first).",
});

export const newsYearListEndpoint = defineEndpoint({
  name: 'newsYearList',
  shareable: true,
  method: 'GET',
  path: `${BASE}/news-year-list`,
  query: z.object({}),
  data: listOf(z.object({ year: z.number().int(), total: z.number().int() })),
  auth: 'none',
  summary: 'Years that have published news, newest first, with the number of news in each.',
});

export const newsListEndpoint = defineEndpoint({
  name: 'newsList',
  shareable: true,
  method: 'GET',
  path: `${BASE}/news-list`,
  query: pagingQuerySchema.extend({
    year: queryInt.refine((year) => year >= 2000 && year <= 2100, 'must be a year between 2000 and 2100').optional(),
  }),
  data: listOf(newsSummarySchema),
  auth: 'none',
  summary: 'Published news, newest first; `year` narrows to one year (Hong Kong time).',
});

export const newsSitemapFeedEndpoint = defineEndpoint({
  name: 'newsSitemapFeed',
  method: 'GET',
  path: `${BASE}/news-sitemap-feed`,
  query: z.strictObject(sitemapFeedQuery),
  data: sitemapFeedSchema,
  auth: 'none',
  summary: 'Published news as ids and publication times, oldest first, for the sitemaps.',
});

export const newsDetailEndpoint = defineEndpoint({
  name: 'newsDetail',
  method: 'GET',
  path: `${BASE}/news-detail`,
  query: idOnlyQuery,
  data: newsDetailSchema,
  auth: 'none',
  summary: 'One published news item.',
});

export const newsDetailPreviewEndpoint = defineEndpoint({
  name: 'newsDetailPreview',
  method: 'GET',
  path: `${BASE}/news-detail-preview`,
  query: idOnlyQuery,
  data: newsDetailSchema,
  auth: 'none',
  summary: 'One news item, drafts included when the X-Preview-Token header matches PREVIEW_TOKEN.',
});

export const findParseDataEndpoint = defineEndpoint({
  name: 'findParseData',
  method: 'GET',
  path: `${BASE}/find-parse-data`,
  query: z.object({
    /** Namespace, e.g. market-holidays or trading-hours. */
    type: slug,
    /** One key or a comma list; all keys of the type when absent. */
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}(,[a-z0-9][a-z0-9-]{0,63})*$/, 'one key or a comma list of keys')
      .transform((value) => value.split(','))
      .optional(),
  }),
  data: listOf(parseDataItemSchema),
  auth: 'none',
  summary:
    'Parsed content (structured data extracted from exchange circulars and notices) by `type` and optional `key` list, for the district and language. Types: market-holidays (keys hk-2026, us-2026, a-2026), trading-hours (keys hk, us, a).',
});

export const officialWebsiteConfigEndpoints = {
  activityList: activityListEndpoint,
  activityDetail: activityDetailEndpoint,
  activityDetailPreview: activityDetailPreviewEndpoint,
  chairList: chairListEndpoint,
  chairDetail: chairDetailEndpoint,
  chairRegister: chairRegisterEndpoint,
  eventRegister: eventRegisterEndpoint,
  myRegistrations: myRegistrationsEndpoint,
  newsYearList: newsYearListEndpoint,
  newsList: newsListEndpoint,
  newsSitemapFeed: newsSitemapFeedEndpoint,
  newsDetail: newsDetailEndpoint,
  newsDetailPreview: newsDetailPreviewEndpoint,
  findParseData: findParseDataEndpoint,
} as const;
