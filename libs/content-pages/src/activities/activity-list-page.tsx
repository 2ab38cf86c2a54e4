import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { pagePath } from '@brokerage/domain';
import { PageHeading, PageLead, PageSection, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { media } from '@brokerage/ui';
import styled from 'styled-components';
import { LinkTabs, Pagination } from '../shared/deferred-list-links';
import { offsetOf, PAGE_SIZE, pageCountOf, parsePageParam } from '../shared/paging';
import { ActivityCard, type ActivityCardItem } from './activity-card';
import { activityMessages } from './messages';

/** The shared list paging (spec 9: 10 a page), for the loaders. */
export const activityPaging = { PAGE_SIZE, parsePageParam, pageCountOf, offsetOf } as const;

/** Tabs of promotion-and-activities/{tabKey?}: the first is the default (no tab segment). */
export const PROMOTION_TAB_KEYS = ['all', 'welcome-offer', 'referral-offer', 'funds-promo', 'other-promo'] as const;
export type PromotionTabKey = (typeof PROMOTION_TAB_KEYS)[number];
/** Tabs of events-and-exhibition/{tabKey?}: upcoming (fresh) first, past (stale) second. */
export const EVENT_TAB_KEYS = ['fresh', 'stale'] as const;
export type EventTabKey = (typeof EVENT_TAB_KEYS)[number];

export type ActivitySection = 'promotions' | 'events';

/** The route paths (without district and language) of the two lists. */
export const SECTION_PATHS: Record<ActivitySection, string> = { promotions: 'promotion-and-activities', events: 'events-and-exhibition' };

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

/**
 * The path of a tab's page: the default tab's first page is the bare list path, another tab's first
 * page has no page segment, and later pages carry both (`events-and-exhibition/fresh/2`).
 */
export const activityListPath = (section: ActivitySection, tab: string, page = 1): string => {
  const base = SECTION_PATHS[section];
  const isDefault = tab === SECTION_TEXT[section].tabs[0];
  if (page > 1) return `${base}/${tab}/${page}`;
  return isDefault ? base : `${base}/${tab}`;
};

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
        <Cards data-testid="activity-list">
          {items.map((item) => (
            <ActivityCard key={item.id} item={item} />
          ))}
        </Cards>
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

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  @media (max-width: 1180px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; }
`;

/** What an empty list says, in place of its cards (the talk list too). */
export const EmptyList = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
