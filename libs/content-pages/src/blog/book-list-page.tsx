import { PageHeading, PageLead, PageSection, type SiteRouteHandle } from '@brokerage/site-core';
import { media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { blogPaths, EmptyState, usePageHref } from './blog-layout';
import { BookCard, type BookCardData } from './book-card';
import { bookMessages } from './messages';

/** What the library's loader gives it: page texts of `book` and the books grouped by type, in the API's order. */
export interface BookListData {
  title: string;
  intro: string;
  groups: { code: string; name: string; description: string; books: BookCardData[] }[];
}

/** `book`: the investor library, one section per book type. */
export function BookListView({ data }: { data: BookListData }) {
  const { i18n } = useLingui();
  const href = usePageHref();
  return (
    <PageSection>
      <PageHeading>{data.title}</PageHeading>
      {data.intro && <PageLead>{data.intro}</PageLead>}
      {data.groups.length === 0 && <EmptyState>{i18n._(bookMessages.empty)}</EmptyState>}
      {data.groups.map((group) => (
        <Group key={group.code} aria-labelledby={`book-type-${group.code}`}>
          <GroupTitle id={`book-type-${group.code}`}>{group.name}</GroupTitle>
          {group.description && <GroupText>{group.description}</GroupText>}
          <Grid>
            {group.books.map((book) => (
              <li key={book.name}>
                <BookCard book={book} href={href(blogPaths.book(book.name))} />
              </li>
            ))}
          </Grid>
        </Group>
      ))}
    </PageSection>
  );
}

export const BookListRoute = () => <BookListView data={useLoaderData<BookListData>()} />;

export const bookListHandle: SiteRouteHandle = {};

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const GroupText = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;
