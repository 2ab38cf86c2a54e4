/**
 * The addresses of the activity and talk lists, in a module of their own: the detail pages link back
 * to the lists, and importing these from the list pages put the lists' code (cards, tabs, pagination)
 * into every detail page's first load.
 */

/** Tabs of promotion-and-activities/{tabKey?}: the first is the default (no tab segment). */
export const PROMOTION_TAB_KEYS = ['all', 'welcome-offer', 'referral-offer', 'funds-promo', 'other-promo'] as const;
export type PromotionTabKey = (typeof PROMOTION_TAB_KEYS)[number];
/** Tabs of events-and-exhibition/{tabKey?}: upcoming (fresh) first, past (stale) second. */
export const EVENT_TAB_KEYS = ['fresh', 'stale'] as const;
export type EventTabKey = (typeof EVENT_TAB_KEYS)[number];

export type ActivitySection = 'promotions' | 'events';

/** The route paths (without district and language) of the two lists. */
export const SECTION_PATHS: Record<ActivitySection, string> = { promotions: 'promotion-and-activities', events: 'events-and-exhibition' };

/** Each list's tabs, its default tab first. */
export const SECTION_TABS = { promotions: PROMOTION_TAB_KEYS, events: EVENT_TAB_KEYS } as const;

/**
 * The path of a tab's page: the default tab's first page is the bare list path, another tab's first
 * page has no page segment, and later pages carry both (`events-and-exhibition/fresh/2`).
 */
export const activityListPath = (section: ActivitySection, tab: string, page = 1): string => {
  const base = SECTION_PATHS[section];
  const isDefault = tab === SECTION_TABS[section][0];
  if (page > 1) return `${base}/${tab}/${page}`;
  return isDefault ? base : `${base}/${tab}`;
};

/** The talk list's base path (spec 2 has only chair/detail/{id}; the list sits above it). */
export const TALK_LIST_PATH = 'chair';

/** The element an event page scrolls to after a login started from the event (stored jump info). */
export const EVENT_FORM_ID = 'event-registration';
/** The element a talk page scrolls to after a login started from the talk (stored jump info). */
export const TALK_FORM_ID = 'talk-registration';
