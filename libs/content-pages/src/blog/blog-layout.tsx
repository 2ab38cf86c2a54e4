import { resolveHref } from '@brokerage/domain';
import { useSite } from '@brokerage/site-core';
import styled from 'styled-components';
import { offsetOf, PAGE_SIZE, pageCountOf, parsePageParam } from '../shared/paging';

/** The shared paging rules (10 a page, `{page?}` parsing), for the blog's loader. */
export const blogPaging = { PAGE_SIZE, parsePageParam, pageCountOf, offsetOf } as const;

/** Paths of the blog and library pages, without district and language. */
export const blogPaths = {
  list: (tagId: number | null = null, page = 1): string => {
    if (page > 1) return `blog/${tagId ?? 'all'}/${page}`;
    return tagId === null ? 'blog' : `blog/${tagId}`;
  },
  post: (id: number) => `blog/detail/${id}`,
  library: 'book',
  book: (name: string) => `book/detail/${name}`,
};

/** A page path with the visitor's district and language prefix. */
export const usePageHref = () => {
  const { site, lang } = useSite();
  return (path: string) => resolveHref(site, lang, path);
};

/** Words (or Chinese characters) a card's summary keeps before it is cut short. */
export const CARD_SUMMARY_LIMIT = 40;

export const EmptyState = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
