import { ButtonLink, FormattedDate, media } from '@brokerage/ui';
import { Trans, useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import type { SiteRouteHandle } from '@brokerage/site-core';
import { BackLink, CmsHtml, DetailHeader, DetailPage, DetailTitle } from '../shared/article-detail';
import { Chip, MetaLine } from '../shared/card';
import { detailPageMeta, type DetailHead } from '../shared/detail-meta';
import { blogPaths, usePageHref } from './blog-layout';
import type { BookCardData } from './book-card';
import { bookMessages } from './messages';

/** One book (cfg-valuable-book-by-name): its text already sanitised by the loader. */
export interface BookDetail extends BookCardData {
  typeName: string;
  chapters: { title: string; summary: string }[];
  contentHtml: string;
  /** The book as a PDF in the page's language, when there is one. */
  pdfUrl?: string;
}

export interface BookDetailData {
  book: BookDetail;
  head: DetailHead;
}

/** `book/detail/{id}`: cover, type, title, subtitle, author, pages and date, the chapters and the book's text. */
export function BookDetailView({ book }: { book: BookDetail }) {
  const { i18n } = useLingui();
  const href = usePageHref();
  return (
    <DetailPage as="article">
      <BackLink href={href(blogPaths.library)}>{i18n._(bookMessages.backToLibrary)}</BackLink>
      <Layout>
        <Cover src={book.coverImage} alt="" loading="lazy" width={600} height={800} />
        <Main>
          <Header>
            {book.typeName && <Chip>{book.typeName}</Chip>}
            <DetailTitle>{book.title}</DetailTitle>
            {book.subtitle && <Subtitle>{book.subtitle}</Subtitle>}
            <MetaLine>
              {book.author && <span>{i18n._(bookMessages.byAuthor.id, { author: book.author })}</span>}
              {book.pageCount > 0 && <span>{i18n._(bookMessages.pageCount.id, { count: book.pageCount })}</span>}
              <span>
                <Trans id={bookMessages.published.id} values={{ date: <FormattedDate day={book.publishedAt} /> }} />
              </span>
            </MetaLine>
            {book.summary && <Summary>{book.summary}</Summary>}
            {(book.pdfUrl || book.contentHtml) && (
              <Actions>
                {book.pdfUrl && (
                  <ButtonLink href={book.pdfUrl} type="application/pdf" $size="lg">
                    {i18n._(bookMessages.downloadPdf)}
                  </ButtonLink>
                )}
                {book.contentHtml && (
                  <ButtonLink href="#book-about" $variant={book.pdfUrl ? 'secondary' : 'primary'} $size="lg">
                    {i18n._(bookMessages.readOnline)}
                  </ButtonLink>
                )}
              </Actions>
            )}
          </Header>
          {book.chapters.length > 0 && (
            <section aria-labelledby="book-chapters">
              <SectionTitle id="book-chapters">{i18n._(bookMessages.chapters)}</SectionTitle>
              <Chapters>
                {book.chapters.map((chapter) => (
                  <li key={chapter.title}>
                    <strong>{chapter.title}</strong>
                    {chapter.summary && <span>{chapter.summary}</span>}
                  </li>
                ))}
              </Chapters>
            </section>
          )}
          {book.contentHtml && (
            <section aria-labelledby="book-about">
              <SectionTitle id="book-about">{i18n._(bookMessages.about)}</SectionTitle>
              {/* Sanitised by the loader (sanitizeCmsHtml) before it got here. */}
              <CmsHtml data-testid="book-body" dangerouslySetInnerHTML={{ __html: book.contentHtml }} />
            </section>
          )}
        </Main>
      </Layout>
    </DetailPage>
  );
}

export const BookDetailRoute = () => <BookDetailView book={useLoaderData<BookDetailData>().book} />;

/** Detail pages are listed in the sitemap by blogSitemapPages. */
export const bookDetailHandle: SiteRouteHandle = {};

/** The book's own title, description, Open Graph tags and schema.org Article data. */
export const bookDetailMeta = detailPageMeta;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 760px);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 16px rgba(15, 30, 60, 0.2);
  ${media.mobile} {
    width: 160px;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

/** The column's gap spaces the header from the chapters. */
const Header = styled(DetailHeader)`
  margin-bottom: 0;
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    > a {
      flex: 1 1 100%;
    }
  }
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Chapters = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    line-height: 1.5;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
