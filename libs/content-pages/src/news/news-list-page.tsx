import { pagePath, parseLang } from '@brokerage/domain';
import { createI18n } from '@brokerage/i18n';
import { PageHeading, PageLead, PageSection, useSite, type SiteRootData, type SiteRouteHandle } from '@brokerage/site-core';
import { useLingui } from '@lingui/react';
import { useLoaderData, type MetaDescriptor } from '@remix-run/react';
import { deferHydration } from '@brokerage/ui';
import styled from 'styled-components';
import { LinkTabs, Pagination } from '../shared/deferred-list-links';
import { newsMessages } from './messages';
import { RegisterCallToAction } from './register-call-to-action';
import { listPagePath, type NewsListData, type NewsTab } from './news-data';

/**
 * The cards, a deferred part (decision 013): links the server renders in full, whose code (the card
 * and its date formatting) comes after the page has hydrated. Given the cards, data only.
 */
const NewsCards = deferHydration(() => import('./news-cards').then((module) => module.NewsCardList));

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
        <NewsCards items={data.items} />
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

interface ListMetaArgs {
  data: unknown;
  params: Record<string, string | undefined>;
  matches?: readonly { id: string; data: unknown; meta?: readonly MetaDescriptor[] }[];
}

type Text = { id: string; values?: Record<string, string> };

/**
 * `meta` of a list whose head depends on what it shows (a market, a stock): the head/meta content
 * has one entry per route, not per market or stock. Without data (the 404 page) the root's head applies.
 */
const listMeta =
  (describe: (data: NewsListData) => { title: Text; description: Text }) =>
  ({ data, params, matches = [] }: ListMetaArgs): MetaDescriptor[] => {
    const root = matches.find((match) => match.id === 'root');
    const list = data as NewsListData | undefined;
    if (!list?.items) return [...(root?.meta ?? [])];
    const i18n = createI18n(parseLang(params['lang']) ?? 'en');
    const brandName = (root?.data as SiteRootData | undefined)?.shell?.baseConfig.brandName;
    const { title, description } = describe(list);
    const text = i18n._(title.id, title.values);
    return [{ title: brandName ? `${text} | ${brandName}` : text }, { name: 'description', content: i18n._(description.id, description.values) }];
  };

type FlashMarket = keyof typeof newsMessages.flashTitles;

/** news-flash-list/{type?}: the market's news flash, named in the title and description. */
export const newsFlashMeta = listMeta((data) => {
  const market = (data.tabs?.find((tab) => tab.current)?.key ?? 'hk') as FlashMarket;
  return { title: newsMessages.flashTitles[market], description: newsMessages.flashDescriptions[market] };
});

/** news-stock/{id}/{page?}: the stock's name and code in the title and description. */
export const newsStockMeta = listMeta((data) => {
  const values = { name: data.stock?.name ?? '', code: data.stock?.code ?? '' };
  return { title: { id: newsMessages.stockTitle.id, values }, description: { id: newsMessages.stockDescription.id, values } };
});

const Empty = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
