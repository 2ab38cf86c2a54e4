import { isEnvelope, type BrokerApi } from '@brokerage/api-client';
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import {
  activityPaging,
  EVENT_TAB_KEYS,
  PROMOTION_TAB_KEYS,
  validateTalkForm,
  type ActivityCardItem,
  type ActivityDetailData,
  type ActivityListData,
  type ActivitySection,
  type EventTabKey,
  type PromotionTabKey,
  TALK_STATUS_KEYS,
  validateEventForm,
  type EventRegistrationAnswer,
  type RegistrationRecord,
  type TalkCardItem,
  type TalkDetailData,
  type TalkFormValues,
  type TalkListData,
  type TalkRegistrationAnswer,
  type TalkStatusKey,
} from '@brokerage/content-pages';
import {
  ACTIVITY_TYPES,
  CODES,
  EVENT_TAB_TYPES,
  PREVIEW_TOKEN_HEADER,
  PROMOTION_TAB_TYPES,
  type ActivityDetail,
  type ActivitySummary,
  type ActivityType,
  type MyRegistration,
  type TalkSummary,
} from '@brokerage/contracts';
import { isExternalHref, langOfPath, pagePath } from '@brokerage/domain';
import { hongKongDay, hongKongTime } from '@brokerage/i18n';
import { currentUserOf, logger, readSessionToken, requestApi, sanitizeCmsHtml, siteContextOf } from '@brokerage/site-server';
import { z } from 'zod';

/*
 * Which activity-list `type` each tab asks for (libs/contracts official-website-config.ts,
 * PROMOTION_TAB_TYPES / EVENT_TAB_TYPES; the API's apps/api/src/content/official/activities.ts;
 * the seed's tools/seed/official/promotions.ts and events.ts):
 * - promotion-and-activities: `all` → 0 (every promotion: the union of 1 to 4), `welcome-offer` → 1,
 *   `referral-offer` → 2, `funds-promo` → 3, `other-promo` → 4 (each promotion's `tab` in the CMS);
 * - events-and-exhibition: `fresh` → 5 (events that have not ended), `stale` → 6 (ended events).
 *   The API decides fresh/stale by comparing the event's end instant with its clock at the time of
 *   the call, so the split follows the real end time (an event ending at 18:00 Hong Kong time is
 *   fresh until 18:00 HKT); the pages show the days in Hong Kong time (spec 9).
 * Talks (chair-list, with its own `status`) are not activities: they have their own detail page,
 * chair/detail/{id}, linked from the home page.
 */
const TAB_TYPES: { promotions: Record<PromotionTabKey, ActivityType>; events: Record<EventTabKey, ActivityType> } = {
  promotions: PROMOTION_TAB_TYPES,
  events: EVENT_TAB_TYPES,
};
const { offsetOf, PAGE_SIZE, pageCountOf, parsePageParam } = activityPaging;
const TAB_KEYS = { promotions: PROMOTION_TAB_KEYS, events: EVENT_TAB_KEYS } as const;

const hongKongClock = (iso: string) => hongKongTime(iso).slice(11, 16);

const notFound = () => new Response(null, { status: 404 });
const isApiCode = (error: unknown, code: number) => isEnvelope(error) && error.code === code;
/** A detail id of the URL: a whole number from 1, else null (the 404 page). */
const parseId = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
const absolute = (siteUrl: string, path: string) => (!path ? null : isExternalHref(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`);

const requestOf = ({ request, context }: { request: Request; context: LoaderFunctionArgs['context'] }) => {
  const { site, env } = siteContextOf(context);
  const url = new URL(request.url);
  return { site, env, url, lang: langOfPath(site, url.pathname) };
};

/**
 * The signed-in visitor's registration for one talk or event (my-registrations, with the session
 * of the site's cookie), or null: for a visitor without a session, a session the API refuses, or
 * when the API cannot say just now (logged: the page then shows the form, whose submit still
 * answers "already registered").
 */
const ownRegistrationOf = async (
  api: BrokerApi,
  args: { request: Request; context: LoaderFunctionArgs['context']; lang: ReturnType<typeof langOfPath> },
  kind: MyRegistration['kind'],
  id: number,
): Promise<RegistrationRecord | null> => {
  const { env, site } = siteContextOf(args.context);
  if ((await readSessionToken(args.request, env.APP_ENV)) === null) return null;
  try {
    const { list } = await api.officialWebsiteConfig.myRegistrations({});
    const found = list.find((item) => item.kind === kind && item.id === id);
    return found ? { name: found.name, areaCode: found.areaCode, phoneNumber: found.phoneNumber, email: found.email, registeredDay: hongKongDay(found.registeredAt) } : null;
  } catch (error) {
    if (!isApiCode(error, CODES.TOKEN_INVALID)) logger.error('Own registrations could not be loaded', { district: site.district, lang: args.lang, kind, id, error });
    return null;
  }
};

/** The detail path (without district and language) of a promotion or event. */
export const activityDetailPath = (item: Pick<ActivitySummary, 'id' | 'kind'>): string =>
  `${item.kind === 'event' ? 'events-and-exhibition' : 'promotion-and-activities'}/detail/${item.id}`;

const cardOf = (item: ActivitySummary): ActivityCardItem => ({
  id: item.id,
  kind: item.kind,
  title: item.title,
  summary: item.summary,
  coverImage: item.coverImage,
  // A campaign with its own landing page links there (CMS `linkUrl`); others to their detail page.
  href: item.linkUrl && isExternalHref(item.linkUrl) ? item.linkUrl : activityDetailPath(item),
  startDate: hongKongDay(item.startAt),
  endDate: hongKongDay(item.endAt),
  location: item.location,
  status: item.status,
});

/**
 * promotion-and-activities/{tabKey?}/{page?} and events-and-exhibition/{tabKey?}/{page?}: one
 * tab's page of 10 from activity-list. An unknown tab, a page that is not a number, or a page after
 * the last → 404; the API failing → 503 (the list is the page's content), logged.
 */
const activityListLoader =
  (section: ActivitySection) =>
  async ({ request, context, params }: LoaderFunctionArgs): Promise<ActivityListData> => {
    const { site, lang } = requestOf({ request, context });
    const tab = (params['tabKey'] ?? TAB_KEYS[section][0]) as PromotionTabKey & EventTabKey;
    const page = parsePageParam(params['page']);
    if (!(TAB_KEYS[section] as readonly string[]).includes(tab) || page === null) throw notFound();
    const type = (TAB_TYPES[section] as Record<string, ActivityType>)[tab];
    let list: { list: ActivitySummary[]; total: number };
    try {
      const api = await requestApi({ request, context, lang });
      list = await api.officialWebsiteConfig.activityList({ type: String(type), offset: String(offsetOf(page)), limit: String(PAGE_SIZE) });
    } catch (error) {
      logger.error('Activity list could not be loaded', { district: site.district, lang, section, tab, page, error });
      throw new Response(null, { status: 503 });
    }
    const pageCount = pageCountOf(list.total);
    if (page > pageCount) throw notFound();
    return { section, tab, page, pageCount, items: list.list.map(cardOf) };
  };

export const promotionListLoader = activityListLoader('promotions');
export const eventListLoader = activityListLoader('events');

const previewTokenOf = (url: URL) => url.searchParams.get('previewToken') ?? url.searchParams.get('token') ?? '';
/** A preview, or a page showing the visitor's own registration: theirs alone, never kept by a shared cache. */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * promotion-and-activities/detail/{id} and events-and-exhibition/detail/{id}: one activity from
 * activity-detail, its HTML sanitised. `?preview=1&previewToken=…` (or `&token=…`) asks
 * activity-detail-preview instead, the token going to the API in the X-Preview-Token header (never
 * in the API call's URL), and the page is answered `Cache-Control: private, no-store`. An item of
 * the other kind (an event id under promotions) is a 404, as is an unknown id; a preview token the
 * API refuses is a 403; any other failure a 503 (logged).
 */
const activityDetailLoader =
  (kind: ActivitySummary['kind']) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const { site, env, url, lang } = requestOf({ request, context });
    const id = parseId(params['id']);
    if (id === null) throw notFound();
    const preview = url.searchParams.get('preview') === '1';
    const api = await requestApi({ request, context, lang });
    let activity: ActivityDetail;
    try {
      const token = previewTokenOf(url);
      activity = preview
        ? await api.officialWebsiteConfig.activityDetailPreview({ id: String(id) }, token ? { headers: { [PREVIEW_TOKEN_HEADER]: token } } : undefined)
        : await api.officialWebsiteConfig.activityDetail({ id: String(id) });
    } catch (error) {
      if (isApiCode(error, CODES.NOT_FOUND)) throw notFound();
      if (isApiCode(error, CODES.FORBIDDEN)) throw new Response(null, { status: 403, headers: NO_STORE });
      logger.error('Activity could not be loaded', { district: site.district, lang, id, preview, error });
      throw new Response(null, { status: 503 });
    }
    if (activity.kind !== kind) throw notFound();
    const body: ActivityDetailData = {
      activity: {
        id: activity.id,
        kind: activity.kind,
        title: activity.title,
        summary: activity.summary,
        coverImage: activity.coverImage,
        startDate: hongKongDay(activity.startAt),
        endDate: hongKongDay(activity.endAt),
        location: activity.location,
        status: activity.status,
        contentHtml: sanitizeCmsHtml(activity.contentHtml),
        termsHtml: sanitizeCmsHtml(activity.termsHtml),
        draft: activity.draft,
        registration: activity.registration,
        seatsLeft: activity.seatsLeft,
        registrationOpen: activity.registrationOpen,
      },
      ownRegistration: activity.registration === 'site' ? await ownRegistrationOf(api, { request, context, lang }, 'event', activity.id) : null,
      head: {
        title: activity.title,
        description: activity.summary,
        url: `${env.SITE_URL}${pagePath(site, lang, activityDetailPath(activity))}`,
        image: absolute(env.SITE_URL, activity.coverImage),
        kind: kind === 'event' ? 'Event' : 'Article',
        date: kind === 'event' ? activity.startAt : activity.publishedAt,
        location: activity.location || null,
      },
    };
    return data(body, preview || body.ownRegistration ? { headers: NO_STORE } : undefined);
  };

export const promotionDetailLoader = activityDetailLoader('promotion');
export const eventDetailLoader = activityDetailLoader('event');

/** Route `headers` of the detail pages: a preview's `private, no-store` reaches the document. */
export const activityDetailHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const cacheControl = errorHeaders?.get('Cache-Control') ?? loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

/** chair/detail/{id}: one talk from chair-detail, its programme sanitised; unknown id → 404, API failure → 503. */
export const talkDetailLoader = async ({ request, context, params }: LoaderFunctionArgs) => {
  const { site, env, lang } = requestOf({ request, context });
  const id = parseId(params['id']);
  if (id === null) throw notFound();
  let body: TalkDetailData;
  try {
    const api = await requestApi({ request, context, lang });
    const [talk, booking] = await Promise.all([api.officialWebsiteConfig.chairDetail({ id: String(id) }), ownRegistrationOf(api, { request, context, lang }, 'talk', id)]);
    body = {
      booking,
      talk: {
        id: talk.id,
        title: talk.title,
        summary: talk.summary,
        coverImage: talk.coverImage,
        tagName: talk.tagName,
        format: talk.format,
        speakerName: talk.speakerName,
        speakerTitle: talk.speakerTitle,
        location: talk.location,
        date: hongKongDay(talk.startAt),
        startTime: hongKongClock(talk.startAt),
        endTime: hongKongClock(talk.endAt),
        status: talk.status,
        seatsLeft: talk.seatsLeft,
        registrationOpen: talk.registrationOpen,
        contentHtml: sanitizeCmsHtml(talk.contentHtml),
      },
      head: {
        title: talk.title,
        description: talk.summary,
        url: `${env.SITE_URL}${pagePath(site, lang, `chair/detail/${talk.id}`)}`,
        image: absolute(env.SITE_URL, talk.coverImage),
        kind: 'Event',
        date: talk.startAt,
        location: talk.location || null,
      },
    };
  } catch (error) {
    if (isApiCode(error, CODES.NOT_FOUND)) throw notFound();
    logger.error('Talk could not be loaded', { district: site.district, lang, id, error });
    throw new Response(null, { status: 503 });
  }
  return data(body, body.booking ? { headers: NO_STORE } : undefined);
};

const talkCardOf = (talk: TalkSummary): TalkCardItem => ({
  id: talk.id,
  title: talk.title,
  tagName: talk.tagName,
  format: talk.format,
  location: talk.location,
  speakerName: talk.speakerName,
  date: hongKongDay(talk.startAt),
  startTime: hongKongClock(talk.startAt),
  endTime: hongKongClock(talk.endAt),
  status: talk.status,
  seatsLeft: talk.seatsLeft,
  registrationOpen: talk.registrationOpen,
});

/** A topic code of `?tag=`: the contract's slug, else null (the 404 page). */
const parseTag = (raw: string | null): string | null | undefined => (raw === null ? null : /^[a-z0-9][a-z0-9-]{0,63}$/.test(raw) ? raw : undefined);

/**
 * chair/{status?}/{page?}: a page of 10 talks from chair-list: every talk (`all`, the default:
 * coming ones first, then past ones), those to come (`upcoming`) or past ones (`ended`), narrowed to
 * a topic by `?tag=`. An unknown status or topic, a page that is not a number or after the last → 404;
 * the API failing → 503, logged.
 */
export const talkListLoader = async ({ request, context, params }: LoaderFunctionArgs): Promise<TalkListData> => {
  const { site, url, lang } = requestOf({ request, context });
  const status = (params['status'] ?? 'all') as TalkStatusKey;
  const page = parsePageParam(params['page']);
  const tag = parseTag(url.searchParams.get('tag'));
  if (!TALK_STATUS_KEYS.includes(status) || page === null || tag === undefined) throw notFound();
  let answer: { list: TalkSummary[]; total: number; tags: { code: string; name: string }[] };
  try {
    const api = await requestApi({ request, context, lang });
    answer = await api.officialWebsiteConfig.chairList({
      offset: String(offsetOf(page)),
      limit: String(PAGE_SIZE),
      ...(status === 'all' ? {} : { status }),
      ...(tag ? { tag } : {}),
    });
  } catch (error) {
    logger.error('Talk list could not be loaded', { district: site.district, lang, status, tag, page, error });
    throw new Response(null, { status: 503 });
  }
  if (tag && !answer.tags.some((known) => known.code === tag)) throw notFound();
  const pageCount = pageCountOf(answer.total);
  if (page > pageCount) throw notFound();
  return { status, tag, tags: answer.tags, page, pageCount, items: answer.list.map(talkCardOf) };
};

/**
 * The registration form at the edge: every field a string (missing ones empty), then the form's
 * own rules (validateTalkForm, the same the browser runs) as zod issues whose messages are the
 * message ids the page shows beside each field.
 */
const talkFormSchema = z
  .object({
    name: z.string().catch(''),
    areaCode: z.string().catch(''),
    phoneNumber: z.string().catch(''),
    email: z.string().catch(''),
  })
  .superRefine((values, context) => {
    for (const [field, message] of Object.entries(validateTalkForm(values))) context.addIssue({ code: 'custom', path: [field], message });
  });

const textFields = (form: FormData): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const name of ['name', 'areaCode', 'phoneNumber', 'email']) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value.slice(0, 200);
  }
  return fields;
};

/**
 * What a refused talk or event registration tells the visitor, and the action's status: already
 * registered, closed (or gone), full, too many at once (429), no live session (the login panel
 * again), or failed (502, the caller logs it). `login` answers 200 on purpose: after a 4xx action
 * Remix does not reload the root loader, whose user must now go.
 */
const registrationFailureOf = (error: unknown, codes: { closed: number; full: number }) => {
  if (isApiCode(error, CODES.ALREADY_EXISTS)) return { state: 'duplicate', status: 200 } as const;
  if (isApiCode(error, codes.closed) || isApiCode(error, CODES.NOT_FOUND)) return { state: 'closed', status: 200 } as const;
  if (isApiCode(error, codes.full)) return { state: 'full', status: 200 } as const;
  if (isApiCode(error, CODES.TOO_MANY_REQUESTS)) return { state: 'limited', status: 429 } as const;
  if (isApiCode(error, CODES.TOKEN_INVALID)) return { state: 'login', status: 200 } as const;
  return { state: 'failed', status: 502 } as const;
};

/**
 * The talk form's action (POST chair/detail/{id}, from the page's Remix submit or a plain form post
 * without JavaScript): checks the fields, calls chair-register with the session of the site's
 * cookie (registering needs a logged-in user), and answers the state the page shows: invalid
 * (per-field message ids, status 400), success, duplicate (chair-register's ALREADY_EXISTS for a
 * user or phone already registered), closed, full, limited (TOO_MANY_REQUESTS, status 429), login
 * (no live session: the page shows the login panel), or failed. Every answer but
 * success carries the values typed back.
 */
export const talkRegisterAction = async ({ request, context, params }: ActionFunctionArgs) => {
  const { site, lang } = requestOf({ request, context });
  const id = parseId(params['id']);
  if (id === null) throw notFound();
  const api = await requestApi({ request, context, lang });
  // The seat goes with the account's phone (the API takes it from there, and the form shows it):
  // whatever number a post names, the answer speaks of that one.
  const user = await currentUserOf(siteContextOf(context), api).catch(() => null);
  const accountPhone = user?.areaCode && user.phoneNumber ? { areaCode: user.areaCode, phoneNumber: user.phoneNumber } : {};
  const typed: TalkFormValues = { name: '', areaCode: '', phoneNumber: '', email: '', ...textFields(await request.formData()), ...accountPhone };
  const parsed = talkFormSchema.safeParse(typed);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    const values = typed;
    return data<TalkRegistrationAnswer>({ state: 'invalid', values, errors }, { status: 400 });
  }
  const values = parsed.data;
  try {
    await api.officialWebsiteConfig.chairRegister({
      chairId: id,
      name: values.name.trim(),
      areaCode: values.areaCode,
      phoneNumber: values.phoneNumber,
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
    });
    return data<TalkRegistrationAnswer>({ state: 'success', areaCode: values.areaCode, phoneNumber: values.phoneNumber.replace(/[\s-]/g, '') });
  } catch (error) {
    const { state, status } = registrationFailureOf(error, { closed: CODES.CHAIR_REGISTRATION_CLOSED, full: CODES.CHAIR_FULLY_BOOKED });
    if (state === 'failed') logger.error('Talk registration failed', { district: site.district, lang, id, error });
    return data<TalkRegistrationAnswer>({ state, values }, { status });
  }
};

/**
 * The event form's action (POST events-and-exhibition/detail/{id}, Remix submit or plain post):
 * checks the name, calls event-register with the session of the site's cookie (the API takes the
 * phone from the account), and answers the state the page shows: success (the page's data then
 * holds the registration), invalid (status 400), duplicate, closed, full, limited (429), login (no
 * live session) or failed (502). Every answer but success gives the name typed back.
 */
export const eventRegisterAction = async ({ request, context, params }: ActionFunctionArgs) => {
  const { site, lang } = requestOf({ request, context });
  const id = parseId(params['id']);
  if (id === null) throw notFound();
  const raw = (await request.formData()).get('name');
  const values = { name: typeof raw === 'string' ? raw.slice(0, 200) : '' };
  const errors = validateEventForm(values);
  if (errors.name) return data<EventRegistrationAnswer>({ state: 'invalid', values, errors }, { status: 400 });
  try {
    const api = await requestApi({ request, context, lang });
    await api.officialWebsiteConfig.eventRegister({ eventId: id, name: values.name.trim() });
    return data<EventRegistrationAnswer>({ state: 'success' });
  } catch (error) {
    const { state, status } = registrationFailureOf(error, { closed: CODES.EVENT_REGISTRATION_CLOSED, full: CODES.EVENT_FULLY_BOOKED });
    if (state === 'failed') logger.error('Event registration failed', { district: site.district, lang, id, error });
    return data<EventRegistrationAnswer>({ state, values }, { status });
  }
};

/** How many items of each list the sitemap takes (the first page of 50). */
const SITEMAP_LIMIT = '50';

/**
 * The detail paths (without district and language) of the promotions, events and talks the API
 * lists, for sitemap.xml: `promotion-and-activities/detail/{id}`, `events-and-exhibition/detail/{id}`,
 * `chair/detail/{id}`. Campaigns with their own landing page are left out (their cards link there).
 * A list that fails is logged and left out.
 */
export const activitiesSitemapPages = async (api: BrokerApi): Promise<string[]> => {
  const types = [ACTIVITY_TYPES.ALL_PROMOTIONS, ACTIVITY_TYPES.EVENTS_FRESH, ACTIVITY_TYPES.EVENTS_STALE].join(',');
  const [activities, talks] = await Promise.allSettled([
    api.officialWebsiteConfig.activityList({ type: types, offset: '0', limit: SITEMAP_LIMIT }),
    api.officialWebsiteConfig.chairList({ offset: '0', limit: SITEMAP_LIMIT }),
  ]);
  const paths: string[] = [];
  if (activities.status === 'fulfilled') {
    for (const item of activities.value.list) if (!(item.linkUrl && isExternalHref(item.linkUrl))) paths.push(activityDetailPath(item));
  } else logger.warn('Sitemap: activity list could not be loaded', { error: activities.reason });
  if (talks.status === 'fulfilled') paths.push(...talks.value.list.map((talk) => `chair/detail/${talk.id}`));
  else logger.warn('Sitemap: talk list could not be loaded', { error: talks.reason });
  return paths;
};
