import { pagePath } from '@brokerage/domain';
import { PageHeading, PageLead, PageSection, useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { LinkTabs } from '../shared/link-tabs';
import { Pagination } from '../shared/pagination';
import { detailPageMeta } from '../shared/detail-meta';
import { ArticleCard } from './article-card';
import { newsMessages } from './messages';
import { RegisterCallToAction } from './register-call-to-action';
import { listPagePath, type NewsListData, type NewsTab } from './news-data';

/** The label of a tab: a year as it is, `all`, or a news-flash market. */
const useTabLabel = () => {
  const { i18n } = useLingui();
  return (tab: NewsTab) => {
    if (tab.key === 'all') return i18n._(newsMessages.allYears);
    if (tab.key in newsMessages.flashTabs) return i18n._(newsMessages.flashTabs[tab.key as keyof typeof newsMessages.flashTabs]);
    return tab.key;
  };
};

/**
 * A list page of the news area: heading, optional tabs (years, markets), the cards of one page,
 * an empty-state text, pagination with crawlable links, and on a special column the registration
 * call to action.
 */
export const NewsListView = ({ data }: { data: NewsListData }) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const tabLabel = useTabLabel();
  const heading = data.stock ? i18n._(newsMessages.stockTitle.id, data.stock) : data.title || i18n._(newsMessages.headings[data.kind]);
  const lead = data.lead ?? i18n._(newsMessages.leads[data.kind]);
  return (
    <PageSection>
      <PageHeading>{heading}</PageHeading>
      {lead && <PageLead>{lead}</PageLead>}
      {data.tabs && data.tabs.length > 0 && (
        <LinkTabs
          label={i18n._(newsMessages.tabsLabel)}
          tabs={data.tabs.map((tab) => ({ key: tab.key, label: tabLabel(tab), href: pagePath(site, lang, tab.path), current: tab.current }))}
        />
      )}
      {data.items.length === 0 ? (
        <Empty data-testid="news-empty">{i18n._(newsMessages.empty)}</Empty>
      ) : (
        <List>
          {data.items.map((card) => (
            <li key={card.id}>
              <ArticleCard card={card} />
            </li>
          ))}
        </List>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} hrefOf={(page) => pagePath(site, lang, listPagePath(data.basePath, page))} />
      {data.registerPath && <RegisterCallToAction path={data.registerPath} />}
    </PageSection>
  );
};

/** Route component of every news list route. */
export const NewsListRoute = () => <NewsListView data={useLoaderData<NewsListData>()} />;

/** Handle of the list pages: in the sitemap, no login. */
export const newsListHandle: SiteRouteHandle = {};
/** news-flash-list/{type?}: each market tab in the sitemap (hk is the bare list). */
export const newsFlashHandle: SiteRouteHandle = { sitemapParams: { type: ['us', 'a'] } };
/** special-detail/{id}: a column's own page, with its head (title, summary, Article data). */
export const specialDetailMeta = detailPageMeta;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
