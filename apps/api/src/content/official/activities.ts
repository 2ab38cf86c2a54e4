import {
  ACTIVITY_TYPES,
  ApiError,
  CODES,
  PROMOTION_TABS,
  type ActivityDetail,
  type ActivitySummary,
  type ActivityType,
  type District,
  type EventRegistrationMode,
  type Lang,
  type PromotionTab,
} from '@brokerage/contracts';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { pageWithTotal, toCount } from '../shared';
import { districtsFor } from './shared';

const TAB_OF_TYPE: Partial<Record<ActivityType, PromotionTab>> = {
  [ACTIVITY_TYPES.WELCOME_OFFER]: 'welcome-offer',
  [ACTIVITY_TYPES.REFERRAL_OFFER]: 'referral-offer',
  [ACTIVITY_TYPES.FUNDS_PROMO]: 'funds-promo',
  [ACTIVITY_TYPES.OTHER_PROMO]: 'other-promo',
};
const TYPE_OF_TAB = Object.fromEntries(Object.entries(TAB_OF_TYPE).map(([type, tab]) => [tab, Number(type)])) as Record<PromotionTab, ActivityType>;

type ActivityEb = ExpressionBuilder<Database, 'official_activity' | 'official_activity_i18n'>;

/** The WHERE condition for a set of activity-list type codes (their union). */
const typeCondition = (eb: ActivityEb, types: readonly ActivityType[], now: string): Expression<SqlBool> => {
  const tabs = new Set<PromotionTab>();
  for (const type of types) {
    if (type === ACTIVITY_TYPES.ALL_PROMOTIONS) PROMOTION_TABS.forEach((tab) => tabs.add(tab));
    const tab = TAB_OF_TYPE[type];
    if (tab) tabs.add(tab);
  }
  const branches: Expression<SqlBool>[] = [];
  if (tabs.size > 0) branches.push(eb.and([eb('official_activity.kind', '=', 'promotion'), eb('official_activity.tab', 'in', [...tabs])]));
  if (types.includes(ACTIVITY_TYPES.EVENTS_FRESH)) {
    branches.push(eb.and([eb('official_activity.kind', '=', 'event'), eb('official_activity.ends_at', '>', now)]));
  }
  if (types.includes(ACTIVITY_TYPES.EVENTS_STALE)) {
    branches.push(eb.and([eb('official_activity.kind', '=', 'event'), eb('official_activity.ends_at', '<=', now)]));
  }
  return eb.or(branches);
};

const localisedActivities = (db: Kysely<Database>, district: District, lang: Lang) =>
  db
    .selectFrom('official_activity')
    .innerJoin('official_activity_i18n', (join) =>
      join.onRef('official_activity_i18n.activity_id', '=', 'official_activity.id').on('official_activity_i18n.lang', '=', lang),
    )
    .where('official_activity.district', 'in', districtsFor(district));

interface ActivityRow {
  id: number;
  kind: string;
  tab: string | null;
  cover_image: string;
  link_url: string | null;
  starts_at: string;
  ends_at: string;
  published_at: string;
  title: string;
  summary: string;
  location: string;
}

const toSummary = (row: ActivityRow, now: string): ActivitySummary => {
  const isEvent = row.kind === 'event';
  const tab = isEvent ? null : (row.tab as PromotionTab);
  const ended = row.ends_at <= now;
  return {
    id: row.id,
    kind: isEvent ? 'event' : 'promotion',
    type: isEvent ? (ended ? ACTIVITY_TYPES.EVENTS_STALE : ACTIVITY_TYPES.EVENTS_FRESH) : TYPE_OF_TAB[tab as PromotionTab],
    tab,
    title: row.title,
    summary: row.summary,
    coverImage: row.cover_image,
    linkUrl: row.link_url,
    location: row.location,
    startAt: row.starts_at,
    endAt: row.ends_at,
    status: ended ? 'ended' : row.starts_at > now ? 'upcoming' : 'ongoing',
    publishedAt: row.published_at,
  };
};

export const listActivities = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; types: readonly ActivityType[]; offset: number; limit: number },
): Promise<{ list: ActivitySummary[]; total: number }> => {
  const { now } = params;
  const base = localisedActivities(db, params.district, params.lang)
    .where('official_activity.published', '=', 1)
    .where('official_activity.published_at', '<=', now)
    .where((eb) => typeCondition(eb, params.types, now));

  // Upcoming events read best soonest first; everything else newest first.
  const onlyFreshEvents = params.types.length === 1 && params.types[0] === ACTIVITY_TYPES.EVENTS_FRESH;
  const { rows, total } = await pageWithTotal(base, (filtered) =>
    filtered
      .select([
        'official_activity.id',
        'official_activity.kind',
        'official_activity.tab',
        'official_activity.cover_image',
        'official_activity.link_url',
        'official_activity.starts_at',
        'official_activity.ends_at',
        'official_activity.published_at',
        'official_activity_i18n.title',
        'official_activity_i18n.summary',
        'official_activity_i18n.location',
      ])
      .orderBy('official_activity.sort_order', 'desc')
      .orderBy('official_activity.starts_at', onlyFreshEvents ? 'asc' : 'desc')
      .orderBy('official_activity.id', 'desc')
      .limit(params.limit)
      .offset(params.offset)
      .execute(),
  );
  return { list: rows.map((row) => toSummary(row, now)), total };
};

/** One activity; drafts and scheduled items only when `includeDrafts` (a valid preview token). */
export const findActivity = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; id: number; includeDrafts: boolean },
): Promise<ActivityDetail> => {
  const { now } = params;
  const row = await localisedActivities(db, params.district, params.lang)
    .where('official_activity.id', '=', params.id)
    .selectAll('official_activity')
    .select([
      'official_activity_i18n.title',
      'official_activity_i18n.summary',
      'official_activity_i18n.location',
      'official_activity_i18n.content_html',
      'official_activity_i18n.terms_html',
    ])
    .select((eb) =>
      eb
        .selectFrom('official_event_registration')
        .select(eb.fn.countAll().as('registered'))
        .whereRef('official_event_registration.activity_id', '=', 'official_activity.id')
        .as('registered'),
    )
    .executeTakeFirst();
  const live = row !== undefined && row.published === 1 && row.published_at <= now;
  if (!row || (!live && !params.includeDrafts)) throw new ApiError(CODES.NOT_FOUND);
  const summary = toSummary(row, now);
  const registration = (summary.kind === 'event' ? row.registration : 'none') as EventRegistrationMode;
  const seatsLeft = registration === 'site' && row.capacity !== null ? Math.max(0, row.capacity - toCount(row.registered)) : null;
  return {
    ...summary,
    registration,
    seatsLeft,
    registrationOpen: registration === 'site' && summary.status === 'upcoming' && seatsLeft !== 0,
    contentHtml: row.content_html,
    termsHtml: row.terms_html,
    draft: !live,
  };
};
