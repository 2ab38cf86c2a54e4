import { pagePath } from '@brokerage/domain';
import { useSite, type SiteRouteHandle } from '@brokerage/site-core';
import { deferHydration } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import type { HeadersFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { BackLink, CmsHtml, DetailCover, DetailHeader, DetailPage, DetailTitle, ReadingColumn } from '../shared/article-detail';
import { NeighbourLinks, RelatedArticles } from '../shared/deferred-article-links';
import { detailPageMeta } from '../shared/detail-meta';
import { newsMessages } from './messages';
import type { NewsDetailData } from './news-data';
import { RegisterCallToAction } from './register-call-to-action';

/**
 * The date and byline under the title, a deferred part (decision 013): static text, so its code (the
 * cards' meta line and the date formatting) comes right after the page has hydrated, not before.
 */
const NewsDetailByline = deferHydration(() => import('./news-detail-byline').then((module) => module.NewsDetailByline));

/**
 * One article of the news area (news item, press release, special-column lesson, flash or stock
 * note): back link to its list, title, date and byline, cover, the sanitised CMS body, the
 * registration call to action with the page's campaign parameters, older and newer articles, and
 * the newest others of its list.
 */
export const NewsDetailView = ({ data }: { data: NewsDetailData }) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const { article, back } = data;
  const listName = back.title || i18n._(newsMessages.headings[back.kind]);
  const neighbour = (other: NewsDetailData['previous']) => other && { title: other.title, href: pagePath(site, lang, other.path) };
  return (
    <DetailPage>
      <ReadingColumn>
        {data.preview && (
          <Preview role="status" data-testid="news-preview">
            {i18n._(newsMessages.preview)}
          </Preview>
        )}
        <BackLink href={pagePath(site, lang, back.path)}>{i18n._(newsMessages.backTo.id, { list: listName })}</BackLink>
        <DetailHeader>
          <DetailTitle>{article.title}</DetailTitle>
          <NewsDetailByline day={article.publishedDay} byline={article.byline} />
        </DetailHeader>
        {article.coverImage && <DetailCover src={article.coverImage} width={960} height={540} />}
        {/* Sanitised by the loader (sanitizeCmsHtml) before it got here. */}
        <CmsHtml data-testid="news-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        {/* In the text's column, so its edges line up with the text's. */}
        <RegisterCallToAction path={data.registerPath} />
        <NeighbourLinks
          label={i18n._(newsMessages.neighbours)}
          previousLabel={i18n._(newsMessages.previous)}
          nextLabel={i18n._(newsMessages.next)}
          previous={neighbour(data.previous)}
          next={neighbour(data.next)}
        />
        <RelatedArticles title={i18n._(newsMessages.related)} items={data.related ?? []} hrefOf={(path) => pagePath(site, lang, path)} />
      </ReadingColumn>
    </DetailPage>
  );
};

/** Route component of news-detail and about-us/media-centre/detail. */
export const NewsDetailRoute = () => <NewsDetailView data={useLoaderData<NewsDetailData>()} />;
/** Title, description, Open Graph and schema.org Article of the item. */
export const newsDetailMeta = detailPageMeta;
/** Detail pages are listed in the sitemap by newsSitemapPages, not by their parameters. */
export const newsDetailHandle: SiteRouteHandle = {};
/** A preview's loader sets `Cache-Control: private, no-store`; the page passes it on. */
export const newsDetailHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const Preview = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;
