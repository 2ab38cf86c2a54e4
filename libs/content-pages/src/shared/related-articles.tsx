import { CardGrid, FormattedDate, media } from '@brokerage/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { EndSection, EndSectionTitle } from './article-detail';
import { CardCover, CardFrame, CardTitleLink } from './card';

/** An article of the same column, tag or category, as the end of an article lists it. */
export interface RelatedArticle {
  id: number;
  title: string;
  /** Site path of its page, without district and language (`blog/detail/5002`). */
  path: string;
  coverImage: string | null;
  /** Hong Kong day of publication (`YYYY-MM-DD`). */
  day: string;
}

/** The related articles under an article: cover, title and date, each card one link; nothing when there are none. */
export function RelatedArticles({ title, items, hrefOf }: { title: string; items: RelatedArticle[]; hrefOf: (path: string) => string }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <EndSection aria-labelledby={headingId} data-testid="related-articles">
      <EndSectionTitle id={headingId}>{title}</EndSectionTitle>
      <RelatedList>
        {items.map((item) => (
          <li key={item.id}>
            <CardFrame>
              {item.coverImage && <CardCover src={item.coverImage} width={1200} height={630} />}
              <CardText>
                <h3>
                  <CardTitleLink href={hrefOf(item.path)}>{item.title}</CardTitleLink>
                </h3>
                <FormattedDate day={item.day} />
              </CardText>
            </CardFrame>
          </li>
        ))}
      </RelatedList>
    </EndSection>
  );
}

/**
 * RelatedArticles with each card's address as data (`hrefs`, by the article's `path`), for the
 * deferred part of the article pages (`./deferred-article-links`): a deferred part compares data, not functions.
 */
export const RelatedArticlesOfLinks = ({ title, items, hrefs }: { title: string; items: RelatedArticle[]; hrefs: Record<string, string> }) => (
  <RelatedArticles title={title} items={items} hrefOf={(path) => hrefs[path] ?? ''} />
);

const RelatedList = styled(CardGrid)`
  ${media.mobile} {
    /* On phones a row each: the cover as a thumbnail beside the title. */
    article { display: grid; grid-template-columns: 120px minmax(0, 1fr); align-items: center; }
    img { height: 100%; }
  }
`;

const CardText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: 1.45; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;
