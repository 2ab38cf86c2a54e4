import { useLingui } from '@lingui/react';
import styled, { css } from 'styled-components';
import { AppLink } from '@brokerage/layout';
import { PAGINATION_NEIGHBOURS as NEIGHBOURS } from './pagination-window';

export const paginationMessages = {
  label: /*i18n*/ { id: 'content.pagination.label', message: 'Pages' },
  previous: /*i18n*/ { id: 'content.pagination.previous', message: 'Previous' },
  next: /*i18n*/ { id: 'content.pagination.next', message: 'Next' },
  first: /*i18n*/ { id: 'content.pagination.first', message: 'First page' },
  last: /*i18n*/ { id: 'content.pagination.last', message: 'Last page' },
  page: /*i18n*/ { id: 'content.pagination.page', message: 'Page {page}' },
};

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page (a path with the district and language prefix). */
  hrefOf: (page: number) => string;
}

/**
 * Page links of a list (spec 9: 10 items a page): real `<a href>` links so crawlers reach every page,
 * the current page marked with aria-current, previous/next, and first/last once the list is long.
 * Nothing when there is one page.
 */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { i18n } = useLingui();
  if (pageCount <= 1) return null;
  const from = Math.max(1, page - NEIGHBOURS);
  const to = Math.min(pageCount, page + NEIGHBOURS);
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return (
    <Nav aria-label={i18n._(paginationMessages.label)}>
      <List>
        {from > 1 && (
          <li>
            <PageLink href={hrefOf(1)} aria-label={i18n._(paginationMessages.first)}>
              «
            </PageLink>
          </li>
        )}
        {page > 1 && (
          <li>
            <PageLink href={hrefOf(page - 1)} rel="prev">
              {i18n._(paginationMessages.previous)}
            </PageLink>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            <PageLink href={hrefOf(number)} aria-current={number === page ? 'page' : undefined} aria-label={i18n._(paginationMessages.page.id, { page: number })} $current={number === page}>
              {number}
            </PageLink>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <PageLink href={hrefOf(page + 1)} rel="next">
              {i18n._(paginationMessages.next)}
            </PageLink>
          </li>
        )}
        {to < pageCount && (
          <li>
            <PageLink href={hrefOf(pageCount)} aria-label={i18n._(paginationMessages.last)}>
              »
            </PageLink>
          </li>
        )}
      </List>
    </Nav>
  );
}

/**
 * Pagination with its links as data (`hrefs[n]`: page n's address, for the pages of `linkedPages`),
 * for the deferred part of the list pages (`./deferred-list-links`): a deferred part compares data,
 * not functions.
 */
export const PaginationOfLinks = ({ page, pageCount, hrefs }: { page: number; pageCount: number; hrefs: Readonly<Record<number, string>> }) => (
  <Pagination page={page} pageCount={pageCount} hrefOf={(number) => hrefs[number] ?? ''} />
);

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(AppLink)<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.brand};
      background: ${theme.colors.brand};
      color: #fff;
    `}
`;
