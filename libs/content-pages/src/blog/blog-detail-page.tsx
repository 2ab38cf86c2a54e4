import { FormattedDate, linkStyles } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { AppLink } from '@brokerage/layout';
import type { SiteRouteHandle } from '@brokerage/site-core';
import { BackLink, CmsHtml, DetailCover, DetailHeader, DetailPage, DetailTitle, ReadingColumn } from '../shared/article-detail';
import { Chip, MetaLine } from '../shared/card';
import { detailPageMeta, type DetailHead } from '../shared/detail-meta';
import { NeighbourLinks, RelatedArticles } from '../shared/deferred-article-links';
import type { RelatedArticle } from '../shared/related-articles';
import { blogPaths, usePageHref } from './blog-layout';
import { blogMessages } from './messages';

type Neighbour = { id: number; title: string } | null;

/** A blog post as its page shows it: the body already sanitised by the loader. */
export interface BlogPost {
  id: number;
  title: string;
  summary: string;
  author: string;
  source: string;
  coverImage: string;
  /** Hong Kong calendar date of publication (YYYY-MM-DD). */
  date: string;
  bodyHtml: string;
  tag: { id: number; name: string };
  /** Older and newer post (the API's previous and next). */
  previous: Neighbour;
  next: Neighbour;
}

export interface BlogDetailData {
  post: BlogPost;
  head: DetailHead;
  /** The newest other posts of its tag; absent when they could not be loaded. */
  related?: RelatedArticle[];
}

/** `blog/detail/{id}`: tag, title, author and date, cover, the body, a link to the tag's posts, the previous and next posts, and the newest others of its tag. */
export function BlogDetailView({ post, related = [] }: { post: BlogPost; related?: RelatedArticle[] }) {
  const { i18n } = useLingui();
  const href = usePageHref();
  const tagHref = href(blogPaths.list(post.tag.id));
  const neighbour = (other: Neighbour) => other && { title: other.title, href: href(blogPaths.post(other.id)) };
  return (
    <DetailPage>
      <ReadingColumn>
        <BackLink href={href(blogPaths.list())}>{i18n._(blogMessages.backToBlog)}</BackLink>
        <DetailHeader>
          <AppLink href={tagHref} aria-label={`${i18n._(blogMessages.topic)}: ${post.tag.name}`}>
            <Chip>{post.tag.name}</Chip>
          </AppLink>
          <DetailTitle>{post.title}</DetailTitle>
          <MetaLine>
            {post.author && <span>{i18n._(blogMessages.byAuthor.id, { author: post.author })}</span>}
            <FormattedDate day={post.date} />
          </MetaLine>
        </DetailHeader>
        {post.coverImage && <DetailCover src={post.coverImage} width={1200} height={630} />}
        {/* Sanitised by the loader (sanitizeCmsHtml) before it got here. */}
        <CmsHtml data-testid="blog-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        <TopicLink href={tagHref}>{i18n._(blogMessages.moreOnTopic.id, { topic: post.tag.name })} →</TopicLink>
        <NeighbourLinks
          label={i18n._(blogMessages.neighbours)}
          previousLabel={i18n._(blogMessages.previous)}
          nextLabel={i18n._(blogMessages.next)}
          previous={neighbour(post.previous)}
          next={neighbour(post.next)}
        />
        <RelatedArticles title={i18n._(blogMessages.related.id, { topic: post.tag.name })} items={related} hrefOf={href} />
      </ReadingColumn>
    </DetailPage>
  );
}

export const BlogDetailRoute = () => {
  const { post, related } = useLoaderData<BlogDetailData>();
  return <BlogDetailView post={post} related={related} />;
};

/** Detail pages are listed in the sitemap by blogSitemapPages. */
export const blogDetailHandle: SiteRouteHandle = {};

/** The post's own title, description, Open Graph tags and schema.org Article data. */
export const blogDetailMeta = detailPageMeta;

const TopicLink = styled(AppLink)`
  ${linkStyles}
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.lg};
  font-weight: 600;
`;
