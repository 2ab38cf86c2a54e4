/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactElement } from 'react';
import { samplePlans } from '../fees/fee-fixtures';
import { calculatorPlanOf, TradeCostCalculator, type CalculatorQuery } from '../fees/trade-cost-calculator';
import type { HomePlan } from './home-data';
import { HomeFees } from './home-fees';

const homePlans = (lang: Lang): HomePlan[] =>
  samplePlans(lang).map(({ id, name, tagline, highlights, isDefault, tables }) => ({ id, name, tagline, highlights, isDefault, hkRates: tables.find((table) => table.market === 'hk-stocks')?.rates }));

const renderIn = (lang: Lang, ui: ReactElement) =>
  renderWithProviders(<SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>{ui}</SiteProvider>, { locale: lang });

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('home fee card', () => {
  it('shows what a HK$10,000 buy costs all-in under each plan, platform fee and government charges included', () => {
    renderIn('en', <HomeFees plans={homePlans('en')} />);
    const cards = screen.getAllByTestId('home-fee-all-in');
    // Standard: commission 3.00 (min) + platform fee 15 + stamp duty 10 + trading fee 0.57 + SFC 0.27 + AFRC 0.02 + settlement 2 (min) = 30.86
    // Active Trader (first order of the month): 0 + 30 + 12.86 = 42.86; Flat Fee: 18 + 12.86 = 30.86
    expect(cards.map((card) => within(card).getByText(/^HK\$/).textContent)).toEqual(['HK$30.86', 'HK$42.86', 'HK$30.86']);
    expect(text(cards[0])).toContain('All-in cost of buying HK$10,000 of Hong Kong stocks');
    expect(within(cards[0]).getByRole('link', { name: 'See every charge of this trade' })).toHaveAttribute(
      'href',
      '/en/charges?plan=1&market=hk-stocks&side=buy&price=100&quantity=100#calculator',
    );
  });

  it.each(['en', 'zh-hk'] as const)('agrees to the cent with the calculator its link opens (%s)', (lang) => {
    const { unmount } = renderIn(lang, <HomeFees plans={homePlans(lang)} />);
    const cards = screen.getAllByTestId('home-fee-all-in').map((card) => ({
      amount: text(within(card).getByText(/HK\$/, { selector: 'p:not(:first-child)' })),
      query: Object.fromEntries(new URL(within(card).getByRole('link').getAttribute('href') ?? '', 'http://site').searchParams) as CalculatorQuery,
    }));
    unmount();
    for (const card of cards) {
      const view = renderIn(lang, <TradeCostCalculator plans={samplePlans(lang).map(calculatorPlanOf)} defaultPlanId={1} query={card.query} />);
      const totalRow = within(screen.getByTestId('trade-cost')).getAllByRole('row').find((row) => /Total charges|收費總額|收费总额/.test(row.textContent ?? ''));
      expect(totalRow && text(totalRow)).toContain(card.amount);
      view.unmount();
    }
  });

  it('leaves the all-in cost out of a plan whose rates could not be loaded', () => {
    renderIn('en', <HomeFees plans={homePlans('en').map((plan) => ({ ...plan, hkRates: undefined }))} />);
    expect(screen.queryByTestId('home-fee-all-in')).toBeNull();
  });
});
