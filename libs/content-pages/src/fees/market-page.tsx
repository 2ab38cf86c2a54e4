import { QUOTE_MARKETS } from '@brokerage/contracts/constants';
import type { QuoteService } from '@brokerage/contracts';
import { PageHeading, PageLead, PageSection, type SiteRouteHandle } from '@brokerage/site-core';
import { CardGrid } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { FeeHeading } from './fee-table';
import { formatMoney } from './format';
import { feesMessages } from './messages';

/** What the market page's loader gives it (`marketLoader`). */
export interface MarketData {
  /** Texts of content page `market` (title, intro, tabs.*, free, perMonth, subscribe, note); empty when the API could not give them. */
  texts: Record<string, string>;
  services: QuoteService[];
}

type QuoteMarket = (typeof QUOTE_MARKETS)[number];
const MARKET_NAMES: Record<QuoteMarket, MessageDescriptor> = { hk: feesMessages.marketHk, us: feesMessages.marketUs, a: feesMessages.marketA };

/** Anchor of a market's group on the market page. */
export const quoteMarketAnchor = (market: string) => `quotes-${market}`;

/** Market page (`market`): the real-time quote packages grouped by market, with price or "Free" and features. */
export const MarketPage = ({ texts, services }: MarketData) => {
  const { i18n } = useLingui();
  const text = (id: string, fallback: MessageDescriptor) => texts[id] || i18n._(fallback);
  const price = (service: QuoteService) =>
    service.priceCents === 0 || service.period === 'free'
      ? text('free', feesMessages.free)
      : formatMoney(i18n.locale, service.currency, service.priceCents / 100);

  return (
    <PageSection>
      <PageHeading>{text('title', feesMessages.marketTitle)}</PageHeading>
      {texts['intro'] && <PageLead>{texts['intro']}</PageLead>}
      {QUOTE_MARKETS.map((market) => {
        const group = services.filter((service) => service.market === market);
        const headingId = `${quoteMarketAnchor(market)}-heading`;
        return (
          <Group key={market} id={quoteMarketAnchor(market)} aria-labelledby={headingId}>
            <FeeHeading id={headingId}>{text(`tabs.${market}`, MARKET_NAMES[market])}</FeeHeading>
            {group.length === 0 ? (
              <Empty>{i18n._(feesMessages.noServices)}</Empty>
            ) : (
              <CardGrid>
                {group.map((service) => (
                  <Card key={service.id} data-testid="quote-service">
                    <CardTitle>{service.name}</CardTitle>
                    <Price $free={service.priceCents === 0}>
                      <strong>{price(service)}</strong>
                      {service.priceCents > 0 && service.period === 'month' && <span> {text('perMonth', feesMessages.perMonth)}</span>}
                    </Price>
                    <p>{service.description}</p>
                    <Audience>
                      {i18n._(feesMessages.audience)}: {service.audience}
                    </Audience>
                    {service.features.length > 0 && (
                      <Features aria-label={i18n._(feesMessages.features.id, { name: service.name })}>
                        {service.features.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </Features>
                    )}
                  </Card>
                ))}
              </CardGrid>
            )}
          </Group>
        );
      })}
      {(texts['subscribe'] || texts['note']) && (
        <Note>
          {texts['subscribe'] && <strong>{texts['subscribe']}. </strong>}
          {texts['note']}
        </Note>
      )}
    </PageSection>
  );
};

/** The `market` route. */
export const MarketRoute = () => <MarketPage {...useLoaderData<MarketData>()} />;

export const marketHandle: SiteRouteHandle = {};

const Group = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.6;
  }
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.brand};
`;

const Price = styled.p<{ $free: boolean }>`
  && {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme, $free }) => ($free ? theme.colors.success : theme.colors.text)};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Audience = styled.p`
  && {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Features = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  max-width: 820px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
