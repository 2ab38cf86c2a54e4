import { PageHeading, PageLead, PageSection, type SiteRouteHandle } from '@brokerage/site-core';
import { media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { Pagination } from '../shared/deferred-list-links';
import { BlogCard, type BlogPostCard } from './blog-card';
import { blogPaths, EmptyState, usePageHref } from './blog-layout';
import { BlogTagFilter } from './blog-tag-filter';
import { blogMessages } from './messages';

/** What the blog list's loader gives it. */
export interface BlogListData {
  /** Page texts of `blog`: heading, introduction and the label of the "every tag" entry. */
  title: string;
  intro: string;
  allLabel: string;
  tags: { id: number; name: string }[];
  /** The tag shown, or null for every post. */
  tagId: number | null;
  posts: BlogPostCard[];
  /** 1-based page and the number of pages (at least 1). */
  page: number;
  pageCount: number;
}

/** `blog/{tagId?}/{page?}`: the tag filter, a grid of post cards and the page links. */
export function BlogListView({ data }: { data: BlogListData }) {
  const { i18n } = useLingui();
  const href = usePageHref();
  const tagNames = new Map(data.tags.map((tag) => [tag.id, tag.name]));
  return (
    <PageSection>
      <PageHeading>{data.title}</PageHeading>
      {data.intro && <PageLead>{data.intro}</PageLead>}
      <BlogTagFilter allLabel={data.allLabel} tags={data.tags} selected={data.tagId} hrefOf={(tagId) => href(blogPaths.list(tagId))} />
      {data.posts.length === 0 ? (
        <EmptyState>{i18n._(blogMessages.empty)}</EmptyState>
      ) : (
        <Grid data-testid="blog-posts">
          {data.posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} href={href(blogPaths.post(post.id))} tagName={tagNames.get(post.tagId)} />
            </li>
          ))}
        </Grid>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} hrefOf={(page) => href(blogPaths.list(data.tagId, page))} />
    </PageSection>
  );
}

export const BlogListRoute = () => <BlogListView data={useLoaderData<BlogListData>()} />;

/** In the sitemap as `blog`; tag and page lists are reached through its links. */
export const blogListHandle: SiteRouteHandle = {};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;
