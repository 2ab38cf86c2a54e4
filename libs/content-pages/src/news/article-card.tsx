import { pagePath } from '@brokerage/domain';
import { AppLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { FormattedDate, media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { CardCover, CardTitle, CardTitleLink, MetaLine } from '../shared/card';
import { newsMessages } from './messages';
import type { NewsCard } from './news-data';

/** Cover images keep a 16:9 box, so the list does not jump while they load. */
const COVER_WIDTH = 320;
const COVER_HEIGHT = 180;

export interface ArticleCardProps {
  card: NewsCard;
  /** Heading level of the title inside the list (h2 under the page's h1). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One item of a news list: cover (lazy, fixed aspect ratio), date, title linking to the detail
 * page, shortened summary and byline. Items without a cover (news flash) are text only.
 */
export const ArticleCard = ({ card, headingLevel = 'h2' }: ArticleCardProps) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const href = pagePath(site, lang, card.path);
  return (
    <Card data-testid="news-card">
      {card.coverImage && (
        <Cover src={card.coverImage} width={COVER_WIDTH} height={COVER_HEIGHT} />
      )}
      <Body>
        <MetaLine>
          {card.publishedDay && <FormattedDate day={card.publishedDay} />}
          {card.articleCount !== undefined && <span>{i18n._(newsMessages.articleCount.id, { count: card.articleCount })}</span>}
        </MetaLine>
        <CardTitle as={headingLevel}>
          <CardTitleLink href={href}>{card.title}</CardTitleLink>
        </CardTitle>
        {card.summary && <Summary>{card.summary}</Summary>}
        {card.stocks && card.stocks.length > 0 && (
          <Stocks>
            <StocksLabel>{i18n._(newsMessages.stocks)}</StocksLabel>
            <StockLinks>
              {card.stocks.map((stock) => (
                // Above the title link's stretched hit area, so each stock's own link takes the click.
                <StockLink key={stock.code} href={pagePath(site, lang, stock.path)}>
                  {i18n._(newsMessages.stockLink.id, { name: stock.name, code: stock.code })}
                </StockLink>
              ))}
            </StockLinks>
          </Stocks>
        )}
        {card.byline && <MetaLine>{card.byline}</MetaLine>}
      </Body>
    </Card>
  );
};

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: ${COVER_WIDTH}px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:has(> :only-child) { grid-template-columns: minmax(0, 1fr); }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Cover = styled(CardCover)`
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** The label, then the stocks, which wrap under one another rather than back under the label. */
const Stocks = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StocksLabel = styled.span`
  flex: none;
`;

const StockLinks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  min-width: 0;
`;

const StockLink = styled(AppLink)`
  position: relative;
  z-index: 1;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 500;
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
`;
