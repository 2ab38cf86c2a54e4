import { useLingui } from '@lingui/react';
import { FormattedDate, VisuallyHidden, media } from '@brokerage/ui';
import { shortenText } from '@brokerage/validation';
import { useSiteHref } from '@brokerage/site-core';
import styled from 'styled-components';
import { homeLinks, type HomePromotion } from './home-data';
import { CARD_SUMMARY_LIMIT, CardMeta, CardText, CardTitle, Cover, HomeSection, PlainList, cardLinkStyles } from './home-layout';
import { homeMessages } from './home-messages';
import { AppLink } from '@brokerage/layout';

/**
 * Current promotions as cards (cover, title, period, a shortened summary). Left out when there
 * are none: the activity list was empty or could not be fetched (spec 7 and 8, other activities).
 */
export function HomePromotions({ promotions }: { promotions: readonly HomePromotion[] }) {
  const { i18n } = useLingui();
  const href = useSiteHref();
  if (promotions.length === 0) return null;
  return (
    <HomeSection title={i18n._(homeMessages.promotionsTitle)} more={{ href: href(homeLinks.promotions), label: i18n._(homeMessages.promotionsAll) }} testId="home-promotions">
      <Cards>
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <Card href={href(homeLinks.promotionOf(promotion))}>
              <Cover src={promotion.coverImage} alt="" loading="lazy" width={640} height={360} />
              <Body>
                <CardTitle>{promotion.title}</CardTitle>
                <CardMeta>
                  <VisuallyHidden>{i18n._(homeMessages.promotionPeriod)}</VisuallyHidden>
                  <FormattedDate day={promotion.startDate} />
                  <span aria-hidden="true">–</span>
                  <FormattedDate day={promotion.endDate} />
                </CardMeta>
                <CardText>{shortenText(promotion.summary, CARD_SUMMARY_LIMIT)}</CardText>
              </Body>
            </Card>
          </li>
        ))}
      </Cards>
    </HomeSection>
  );
}

/** Three columns on desktop; a row to swipe through on phones. */
const Cards = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.mobile} {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    margin: 0 -${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-padding: 0 ${({ theme }) => theme.space.md};
    & > li {
      flex: 0 0 82%;
      scroll-snap-align: start;
    }
  }
`;

const Card = styled(AppLink)`
  ${cardLinkStyles};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;
