/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { sampleMarketTexts, sampleQuoteServices } from './fee-fixtures';
import { MarketPage, type MarketData } from './market-page';

const renderMarket = (data: MarketData, lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <MarketPage {...data} />
    </SiteProvider>,
    { locale: lang },
  );

const group = (name: string) => within(screen.getByRole('region', { name }));

describe('market page', () => {
  it('groups the quote services by market with their price, or Free', () => {
    renderMarket({ texts: sampleMarketTexts('en'), services: sampleQuoteServices('en') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quote services');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Hong Kong stocks', 'US stocks', 'A-shares']);
    expect(group('Hong Kong stocks').getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['HK stocks Level 1', 'HK stocks Level 2']);
    const [free, paid] = group('Hong Kong stocks').getAllByTestId('quote-service');
    expect(free).toHaveTextContent('Free');
    expect(paid.textContent?.replace(/\u00a0/g, ' ')).toContain('HK$120.00 per month');
    expect(group('US stocks').getByTestId('quote-service').textContent).toContain('US$14.99');
    expect(within(paid).getByRole('list', { name: 'Features of HK stocks Level 2' })).toHaveTextContent('Broker queue');
  });

  it('speaks the page language, with its own words when the page texts are missing', () => {
    renderMarket({ texts: {}, services: sampleQuoteServices('zh-cn') }, 'zh-cn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('行情服务');
    expect(group('A股').getByTestId('quote-service').textContent).toContain('¥38.00');
    expect(group('港股').getAllByTestId('quote-service')[0]).toHaveTextContent('免费');
  });

  it('says so when a market has no packages', () => {
    renderMarket({ texts: sampleMarketTexts('en'), services: sampleQuoteServices('en').filter((service) => service.market !== 'a') });
    expect(group('A-shares').getByText('No quote services are offered for this market at the moment.')).toBeInTheDocument();
  });
});
