import { shortenText } from '@brokerage/validation';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { CardCover, CardFrame, CardSummary, CardTitle, CardTitleLink, MetaLine } from '../shared/card';
import { CARD_SUMMARY_LIMIT } from './blog-layout';
import { bookMessages } from './messages';

/** A book as the library lists it (cfg-valuable-book-by-type), its date a Hong Kong calendar date. */
export interface BookCardData {
  name: string;
  type: string;
  title: string;
  subtitle: string;
  author: string;
  summary: string;
  coverImage: string;
  pageCount: number;
  publishedAt: string;
}

export interface BookCardProps {
  book: BookCardData;
  href: string;
}

/** One book of the library: portrait cover beside title (the link, covering the card), subtitle, author, pages and shortened summary. */
export function BookCard({ book, href }: BookCardProps) {
  const { i18n } = useLingui();
  return (
    <Card>
      <Cover src={book.coverImage} width={600} height={800} />
      <Body>
        <CardTitle as="h3">
          <CardTitleLink href={href}>{book.title}</CardTitleLink>
        </CardTitle>
        {book.subtitle && <Subtitle>{book.subtitle}</Subtitle>}
        <MetaLine>
          {book.author && <span>{i18n._(bookMessages.byAuthor.id, { author: book.author })}</span>}
          {book.pageCount > 0 && <span>{i18n._(bookMessages.pageCount.id, { count: book.pageCount })}</span>}
        </MetaLine>
        <CardSummary>{shortenText(book.summary, CARD_SUMMARY_LIMIT)}</CardSummary>
      </Body>
    </Card>
  );
}

const Card = styled(CardFrame)`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
`;

/** A portrait cover, like a book lying on the table. */
const Cover = styled(CardCover)`
  width: 120px;
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: 0 2px 8px rgba(15, 30, 60, 0.18);
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
