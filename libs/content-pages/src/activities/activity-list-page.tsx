import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { pagePath } from '@brokerage/domain';
import { PageHeading, PageLead, PageSection, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration } from '@brokerage/ui';
import { LinkTabs, Pagination } from '../shared/deferred-list-links';
import { offsetOf, PAGE_SIZE, pageCountOf, parsePageParam } from '../shared/paging';
import type { ActivityCardItem } from './activity-card';
import { EVENT_TAB_KEYS, PROMOTION_TAB_KEYS, activityListPath, type ActivitySection, type EventTabKey, type PromotionTabKey } from './activity-paths';
import { EmptyList } from './empty-list';
import { activityMessages } from './messages';

export { EVENT_TAB_KEYS, PROMOTION_TAB_KEYS, SECTION_PATHS, activityListPath, type ActivitySection, type EventTabKey, type PromotionTabKey } from './activity-paths';

/**
 * The cards, a deferred part (decision 013): links the server renders in full, whose code (the card,
 * its date formatting and summary shortening) comes after the page has hydrated. Given the items, data only.
 */
const ActivityCards = deferHydration(() => import('./activity-cards').then((module) => module.ActivityCardList));

/** The shared list paging (spec 9: 10 a page), for the loaders. */
export const activityPaging = { PAGE_SIZE, parsePageParam, pageCountOf, offsetOf } as const;

const TAB_LABELS: Record<PromotionTabKey | EventTabKey, MessageDescriptor> = {
  all: activityMessages.tabAll,
  'welcome-offer': activityMessages.tabWelcomeOffer,
  'referral-offer': activityMessages.tabReferralOffer,
  'funds-promo': activityMessages.tabFundsPromo,
  'other-promo': activityMessages.tabOtherPromo,
  fresh: activityMessages.tabFresh,
  stale: activityMessages.tabStale,
};

const SECTION_TEXT = {
  promotions: { title: activityMessages.promotionsTitle, lead: activityMessages.promotionsLead, empty: activityMessages.emptyPromotions, tabs: PROMOTION_TAB_KEYS },
  events: { title: activityMessages.eventsTitle, lead: activityMessages.eventsLead, empty: activityMessages.emptyEvents, tabs: EVENT_TAB_KEYS },
} as const;

/** What the list loaders give the page: one tab's page of items (dates in Hong Kong days). */
export interface ActivityListData {
  section: ActivitySection;
  tab: PromotionTabKey | EventTabKey;
  page: number;
  pageCount: number;
  items: ActivityCardItem[];
}

/** A tabbed, paged list of promotions or events: tab links in the URL (crawlable), cards, page links. */
export function ActivityListView({ section, tab, page, pageCount, items }: ActivityListData) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const text = SECTION_TEXT[section];
  return (
    <PageSection>
      <PageHeading>{i18n._(text.title)}</PageHeading>
      <PageLead>{i18n._(text.lead)}</PageLead>
      <LinkTabs
        label={i18n._(activityMessages.tabsLabel)}
        tabs={text.tabs.map((key) => ({ key, label: i18n._(TAB_LABELS[key]), href: pagePath(site, lang, activityListPath(section, key)), current: key === tab }))}
      />
      {items.length === 0 ? (
        <EmptyList data-testid="activity-list-empty">{i18n._(text.empty)}</EmptyList>
      ) : (
        <ActivityCards items={items} />
      )}
      <Pagination page={page} pageCount={pageCount} hrefOf={(target) => pagePath(site, lang, activityListPath(section, tab, target))} />
    </PageSection>
  );
}

/** Route component of promotion-and-activities/{tabKey?}/{page?} and events-and-exhibition/{tabKey?}/{page?}. */
export const ActivityListRoute = () => <ActivityListView {...useLoaderData<ActivityListData>()} />;

/** Each promotion tab is a page of its own in the sitemap. */
export const promotionListHandle: SiteRouteHandle = { sitemapParams: { tabKey: PROMOTION_TAB_KEYS } };
/** The past events are a page of their own in the sitemap; the upcoming ones are the bare list, which its tab links. */
export const eventListHandle: SiteRouteHandle = { sitemapParams: { tabKey: EVENT_TAB_KEYS.filter((key) => key !== 'fresh') } };
