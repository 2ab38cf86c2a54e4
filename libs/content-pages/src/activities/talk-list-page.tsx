import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { pagePath } from '@brokerage/domain';
import { AppLink } from '@brokerage/layout';
import { PageHeading, PageLead, PageSection, pageTitleMeta, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration, media } from '@brokerage/ui';
import styled, { css } from 'styled-components';
import { LinkTabs, Pagination } from '../shared/deferred-list-links';
import { TALK_LIST_PATH } from './activity-paths';
import { EmptyList } from './empty-list';
import { activityMessages } from './messages';
import type { TalkCardItem } from './talk-card';

export { TALK_LIST_PATH } from './activity-paths';

/**
 * The cards, a deferred part (decision 013): links the server renders in full, whose code (the card
 * and its date formatting) comes after the page has hydrated. Given the talks, data only.
 */
const TalkCards = deferHydration(() => import('./talk-cards').then((module) => module.TalkCardList));

/** Tabs of chair/{status?}: every talk (coming first, then past), only those to come, only past ones. */
export const TALK_STATUS_KEYS = ['all', 'upcoming', 'ended'] as const;
export type TalkStatusKey = (typeof TALK_STATUS_KEYS)[number];

const STATUS_LABELS = { all: activityMessages.talkTabAll, upcoming: activityMessages.talkTabUpcoming, ended: activityMessages.talkTabEnded } as const;

/** What the talk list's loader gives the page: one status tab's page of talks, narrowed to a topic when one is chosen. */
export interface TalkListData {
  status: TalkStatusKey;
  /** The topic's code (`?tag=`), or null for every topic. */
  tag: string | null;
  /** Every topic, for the filter. */
  tags: { code: string; name: string }[];
  page: number;
  pageCount: number;
  items: TalkCardItem[];
}

/**
 * The address of a list page: `chair` (all, page 1), `chair/upcoming`, `chair/ended/2`; page 2 and
 * on of every talk is `chair/all/2`. A topic is the `tag` query parameter, kept by every link.
 */
export const talkListPath = (status: TalkStatusKey, page = 1, tag: string | null = null): string => {
  const path = page > 1 ? `${TALK_LIST_PATH}/${status}/${page}` : status === 'all' ? TALK_LIST_PATH : `${TALK_LIST_PATH}/${status}`;
  return tag ? `${path}?tag=${encodeURIComponent(tag)}` : path;
};

/** Investor talks: status tabs and topic links (real links, crawlable), cards of 10 a page, page links. */
export function TalkListView({ status, tag, tags, page, pageCount, items }: TalkListData) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const href = (path: string) => pagePath(site, lang, path);
  return (
    <PageSection>
      <PageHeading>{i18n._(activityMessages.talksTitle)}</PageHeading>
      <PageLead>{i18n._(activityMessages.talksLead)}</PageLead>
      <LinkTabs
        label={i18n._(activityMessages.tabsLabel)}
        tabs={TALK_STATUS_KEYS.map((key) => ({ key, label: i18n._(STATUS_LABELS[key]), href: href(talkListPath(key, 1, tag)), current: key === status }))}
      />
      <Topics aria-label={i18n._(activityMessages.talkTopicsLabel)}>
        <TopicList>
          {[{ code: null, name: i18n._(activityMessages.talkAllTopics) }, ...tags].map((topic) => (
            <li key={topic.code ?? 'all'}>
              <TopicLink href={href(talkListPath(status, 1, topic.code))} aria-current={topic.code === tag ? 'true' : undefined} $current={topic.code === tag}>
                {topic.name}
              </TopicLink>
            </li>
          ))}
        </TopicList>
      </Topics>
      {items.length === 0 ? (
        <EmptyList data-testid="talk-list-empty">{i18n._(activityMessages.talksEmpty)}</EmptyList>
      ) : (
        <TalkCards items={items} />
      )}
      <Pagination page={page} pageCount={pageCount} hrefOf={(target) => href(talkListPath(status, target, tag))} />
    </PageSection>
  );
}

/** Route component of chair/{status?}/{page?}. */
export const TalkListRoute = () => <TalkListView {...useLoaderData<TalkListData>()} />;

/** The status tabs are pages of their own in the sitemap (`chair`, `chair/upcoming`, `chair/ended`). */
export const talkListHandle: SiteRouteHandle = { sitemapParams: { status: TALK_STATUS_KEYS.filter((key) => key !== 'all') } };
export const talkListMeta = pageTitleMeta(activityMessages.talksTitle, { description: activityMessages.talksLead });

const Topics = styled.nav`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  ${media.mobile} { overflow-x: auto; }
`;

const TopicList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} { flex-wrap: nowrap; li { flex: none; } }
`;

const TopicLink = styled(AppLink)<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.brand}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.brand};
      background: ${theme.colors.brand};
      color: #fff;
      &:hover { color: #fff; }
    `}
`;
