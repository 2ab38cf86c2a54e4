/**
 * @jest-environment jsdom
 */
import { act, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { createI18n } from '@brokerage/i18n';
import { preloadDeferredParts, theme } from '@brokerage/ui';
import axe from 'axe-core';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { ChargesPage, type ChargesData } from './charges-page';
import { sampleChargesTexts, samplePlans, summaryOf } from './fee-fixtures';
import { calculateTradeCost } from './trade-cost';
import { planComparison, TYPICAL_ORDERS } from './plan-comparison';
import { calculatorPlanOf, chargesShouldRevalidate, withCalculatorQuery, type CalculatorQuery } from './trade-cost-calculator';

const dataFor = (lang: Lang, planId: 1 | 2 | 3 | 4 = 1, calculatorQuery: CalculatorQuery = {}): ChargesData => {
  const plans = samplePlans(lang);
  return {
    texts: sampleChargesTexts(lang),
    plans: plans.map(summaryOf),
    plan: plans[planId - 1],
    calculatorPlans: plans.map(calculatorPlanOf),
    calculatorQuery,
  };
};

const renderCharges = (data: ChargesData, { district = 'hk', lang = 'en', onCalculatorChange }: { district?: District; lang?: Lang; onCalculatorChange?: (query: CalculatorQuery) => void } = {}) =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <ChargesPage {...data} onCalculatorChange={onCalculatorChange} />
    </SiteProvider>,
    { locale: lang },
  );

const calculator = () => within(document.getElementById('calculator') as HTMLElement);
const resultRows = () =>
  within(screen.getByTestId('trade-cost'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent?.replace(/\u00a0/g, ' '));

// The plan comparison and the calculator are deferred parts: their code is fetched once here, so
// each test finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('charges page', () => {
  it('compares the plans side by side, each cell the calculator engine\'s all-in cost of a typical order from that plan\'s rates', () => {
    const data = dataFor('en');
    renderCharges(data);
    const table = within(screen.getByTestId('plan-comparison')).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', ...data.calculatorPlans.map((plan) => plan.name)]);
    const rows = within(table).getAllByRole('row').slice(1);
    const rowMarkets = planComparison(data.calculatorPlans).map((row) => row.market);
    expect(rowMarkets).toEqual(TYPICAL_ORDERS.map((order) => order.market).filter((market) => rowMarkets.includes(market)));
    expect(rowMarkets).toEqual(expect.arrayContaining(['hk-stocks', 'us-stocks', 'a-shares']));
    rows.forEach((row, rowIndex) => {
      const { trade } = TYPICAL_ORDERS.find((order) => order.market === rowMarkets[rowIndex]) ?? TYPICAL_ORDERS[0];
      const cells = within(row).getAllByRole('cell');
      data.calculatorPlans.forEach((plan, planIndex) => {
        const rates = plan.markets.find((entry) => entry.market === rowMarkets[rowIndex])?.rates;
        if (!rates) return expect(cells[planIndex]).toHaveTextContent('–');
        const { totalCharges } = calculateTradeCost(rates, trade);
        expect(within(cells[planIndex]).getByRole('link').textContent?.replace(/[^\d.]/g, '')).toBe(totalCharges);
      });
    });
    // Standard's HK$10,000 buy: the figure the home page's fee card shows too.
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent('HK$30.86');
    // Each amount opens the calculator with that order under that plan; the cheapest of a row is marked.
    expect(within(rows[0]).getAllByRole('link')[1]).toHaveAttribute('href', `/en/charges?plan=${data.calculatorPlans[1].id}&market=hk-stocks&side=buy&price=100&quantity=100#calculator`);
    expect(within(rows[0]).getAllByText('Lowest').length).toBeGreaterThan(0);
  });


  it('shows the content title, the plans with the current one marked, and links each plan to its own page', () => {
    renderCharges(dataFor('en', 2));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fees and charges');
    const plans = within(screen.getByRole('navigation', { name: 'Fee plans' })).getAllByRole('link');
    expect(plans.map((link) => link.getAttribute('href'))).toEqual(['/en/charges/1', '/en/charges/2', '/en/charges/3', '/en/charges/4']);
    expect(plans.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([expect.stringContaining('Active Trader')]);
  });

  it('gives the mainland site its own plan links', () => {
    renderCharges(dataFor('zh-cn'), { district: 'mainland', lang: 'zh-cn' });
    expect(screen.getByRole('link', { name: /活跃交易套餐/ })).toHaveAttribute('href', '/mainland/zh-cn/charges/2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('收费一览');
  });

  it('lists every market in a captioned table with item, charge and collected-by headers', () => {
    renderCharges(dataFor('en'));
    const hk = screen.getByRole('table', { name: 'Hong Kong stocks, ETFs and warrants' });
    expect(within(hk).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Charge', 'Collected by']);
    expect(within(hk).getByRole('rowheader', { name: /Settlement fee/ })).toBeInTheDocument();
    // The fee tables (the plan comparison above them is named by its heading).
    expect(screen.getAllByRole('table').flatMap((table) => table.querySelector('caption')?.textContent ?? [])).toEqual([
      'Hong Kong stocks, ETFs and warrants',
      'US stocks, ETFs and options',
      'A-shares via Stock Connect',
      'Funds',
    ]);
    expect(screen.getByText('Fees in foreign currencies are charged in the trading currency.')).toBeInTheDocument();
  });

  it('works out every charge of a trade as the visitor types, and announces the total politely', async () => {
    const { user } = renderCharges(dataFor('en'));
    const summary = screen.getByTestId('trade-cost-summary');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    expect(summary).toHaveTextContent('Enter a price and a quantity to see every charge.');

    await user.type(calculator().getByLabelText('Price per share (HKD)'), '3.50');
    await user.type(calculator().getByLabelText('Quantity (shares)'), '100');
    expect(resultRows()).toEqual([
      'CommissionHK$3.00',
      'Platform feeHK$15.00',
      'Stamp dutyHK$1.00',
      'Trading feeHK$0.02',
      'SFC transaction levyHK$0.01',
      'AFRC transaction levyHK$0.00',
      'Settlement feeHK$2.00',
      'Total chargesHK$21.03',
      'Trade valueHK$350.00',
      'You payHK$371.03',
    ]);
    expect(summary).toHaveTextContent('Total charges HK$21.03. You pay HK$371.03.');
  });

  it('adds the sell-only US fees on a sell and follows the plan picked in the calculator', async () => {
    const { user } = renderCharges(dataFor('en'));
    await user.selectOptions(calculator().getByLabelText('Market'), 'US stocks, ETFs and options');
    await user.click(calculator().getByRole('radio', { name: 'Sell' }));
    await user.type(calculator().getByLabelText('Price per share (USD)'), '25.10');
    await user.type(calculator().getByLabelText('Quantity (shares)'), '60000');
    expect(resultRows()).toContain('FINRA trading activity feeUS$8.30');
    expect(screen.getByTestId('trade-cost-summary')).toHaveTextContent('Total charges US$824.17. You receive US$1,505,175.83.');

    await user.selectOptions(calculator().getByLabelText('Fee plan'), 'Professional Investor');
    // commission 60,000 × 0.003 = 180.00, no platform fee: 180 + 41.87 + 8.30 + 180 = 410.17
    expect(resultRows()).toContain('CommissionUS$180.00');
    expect(screen.getByTestId('trade-cost-summary')).toHaveTextContent('Total charges US$410.17.');
  });

  it('asks for the order number only under a tiered platform fee', async () => {
    const { user } = renderCharges(dataFor('en', 2));
    expect(calculator().getByLabelText('Fee plan')).toHaveValue('2');
    await user.type(calculator().getByLabelText('Price per share (HKD)'), '10');
    await user.type(calculator().getByLabelText('Quantity (shares)'), '1000');
    expect(resultRows()).toContain('Platform feeHK$30.00');
    const order = calculator().getByLabelText('Order number this month');
    await user.clear(order);
    await user.type(order, '101');
    expect(resultRows()).toContain('Platform feeHK$7.00');

    await user.selectOptions(calculator().getByLabelText('Fee plan'), 'Standard');
    expect(calculator().queryByLabelText('Order number this month')).toBeNull();
  });

  it('says what is wrong with a field once the visitor leaves it, tied to the field', async () => {
    const { user } = renderCharges(dataFor('en'));
    await user.selectOptions(calculator().getByLabelText('Market'), 'A-shares via Stock Connect');
    await user.type(calculator().getByLabelText('Price per share (CNY)'), '15.67');
    const quantity = calculator().getByLabelText('Quantity (shares)');
    await user.type(quantity, '250');
    await user.tab();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(/Buy orders must be a multiple of 100 shares\./);
    expect(screen.queryByTestId('trade-cost')).toBeNull();

    await user.click(calculator().getByRole('radio', { name: 'Sell' }));
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('trade-cost-summary')).toHaveTextContent('Total charges CN¥20.29. You receive CN¥3,897.21.');
  });

  it('renders the result of a form sent without JavaScript (query parameters)', () => {
    renderCharges(dataFor('zh-hk', 1, { market: 'hk-stocks', side: 'sell', price: '12.345', quantity: '1500', plan: '1' }), { lang: 'zh-hk' });
    expect(screen.getByRole('radio', { name: '賣出' })).toBeChecked();
    expect(screen.getByTestId('trade-cost-summary')).toHaveTextContent('HK$43.14');
    expect(screen.getByTestId('trade-cost-summary')).toHaveTextContent('HK$18,474.36');
  });

  it("keeps the plan the form was sent with, and follows the page's plan when the visitor moves to another plan", () => {
    const { rerender } = renderCharges(dataFor('en', 1, { plan: '3', price: '10', quantity: '100' }));
    expect(calculator().getByLabelText('Fee plan')).toHaveValue('3');
    expect(resultRows()).toContain('Commission and platform feeHK$18.00');
    rerender(
      <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang: 'en' }}>
        <ChargesPage {...dataFor('en', 4, { plan: '3', price: '10', quantity: '100' })} />
      </SiteProvider>,
    );
    expect(calculator().getByLabelText('Fee plan')).toHaveValue('4');
  });

  it('reads what people type and says what it cannot read, with what was typed', async () => {
    const { user } = renderCharges(dataFor('en'));
    await user.type(calculator().getByLabelText('Price per share (HKD)'), 'HK$10');
    await user.type(calculator().getByLabelText('Quantity (shares)'), '２０，０００');
    expect(resultRows()).toContain('Total chargesHK$296.00');
    const price = calculator().getByLabelText('Price per share (HKD)');
    await user.clear(price);
    await user.type(price, 'ten dollars');
    await user.tab();
    expect(price).toHaveAccessibleDescription('“ten dollars” is not a price we can read. Type a number such as 12.35 or 1,234.5.');
    await user.clear(price);
    await user.type(price, 'US$10');
    expect(price).toHaveAccessibleDescription('This market trades in HKD: enter the price in HKD.');
  });

  it('prices US options per contract from the plan’s options commission', async () => {
    const { user } = renderCharges(dataFor('en', 4));
    await user.selectOptions(calculator().getByLabelText('Market'), 'US options');
    const contracts = calculator().getByLabelText('Contracts');
    expect(contracts).toHaveAccessibleDescription('One contract is 100 shares: the trade value is the premium × 100 × the contracts.');
    await user.type(calculator().getByLabelText('Premium per share (USD)'), '0.85');
    await user.type(contracts, '20');
    // Professional Investor: 20 × 0.40 = 8.00; regulatory fee 20 × 0.02295 = 0.459 → 0.46; OCC 20 × 0.02 = 0.40
    expect(resultRows()).toEqual([
      'Options commissionUS$8.00',
      'Options regulatory feeUS$0.46',
      'OCC clearing feeUS$0.40',
      'Total chargesUS$8.86',
      'Trade valueUS$1,700.00',
      'You payUS$1,708.86',
    ]);
    expect(screen.getByRole('table', { name: /Buy 20 contracts at a premium of US\$0\.85 per share/ })).toBeInTheDocument();
  });

  it('reports the fields once the visitor has changed one, after a pause in typing, for the route to keep in the URL', async () => {
    jest.useFakeTimers();
    try {
      const onCalculatorChange = jest.fn();
      const { user } = renderWithProviders(
        <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang: 'en' }}>
          <ChargesPage {...dataFor('en')} onCalculatorChange={onCalculatorChange} />
        </SiteProvider>,
        { advanceTimers: jest.advanceTimersByTime },
      );
      jest.advanceTimersByTime(1000);
      expect(onCalculatorChange).not.toHaveBeenCalled();
      await user.type(calculator().getByLabelText('Price per share (HKD)'), 'HK$10');
      await user.type(calculator().getByLabelText('Quantity (shares)'), '20,000');
      jest.advanceTimersByTime(300);
      expect(onCalculatorChange).toHaveBeenLastCalledWith({ plan: '1', market: 'hk-stocks', side: 'buy', price: 'HK$10', quantity: '20,000', order: '' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the calculator in the query string without reloading the page’s data', () => {
    const next = withCalculatorQuery(new URLSearchParams('utm_source=mail&price=1'), { plan: '2', market: 'us-options', side: 'sell', price: 'US$1.25', quantity: '3', order: '' });
    expect(next.toString()).toBe('utm_source=mail&price=US%241.25&market=us-options&side=sell&quantity=3&plan=2');
    const revalidates = (from: string, to: string, formMethod?: 'GET' | 'POST') =>
      chargesShouldRevalidate({ currentUrl: new URL(from), nextUrl: new URL(to), formMethod, defaultShouldRevalidate: true } as Parameters<typeof chargesShouldRevalidate>[0]);
    expect(revalidates('http://site/en/charges?utm_source=mail', 'http://site/en/charges?utm_source=mail&price=10&quantity=100')).toBe(false);
    expect(revalidates('http://site/en/charges', 'http://site/en/charges/2?price=10')).toBe(true);
    expect(revalidates('http://site/en/charges', 'http://site/en/charges?utm_source=mail')).toBe(true);
    expect(revalidates('http://site/en/charges', 'http://site/en/charges?price=10', 'GET')).toBe(true);
  });

  // axe over the whole page (tables, comparison, calculator) takes seconds in jsdom on a busy machine.
  it('has no serious accessibility problems', async () => {
    renderCharges(dataFor('en', 1, { price: '3.50', quantity: '100' }));
    // The deferred comparison and calculator are in the page axe checks (their code came first).
    expect(screen.getByTestId('plan-comparison')).toBeInTheDocument();
    expect(screen.getByTestId('trade-cost')).toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  }, 20_000);
});

describe('charges page, hydrating', () => {
  it('takes over a trade typed before the calculator’s code came, instead of losing it', async () => {
    const page = (
      <I18nProvider i18n={createI18n('en')}>
        <ThemeProvider theme={theme}>
          <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang: 'en' }}>
            <ChargesPage {...dataFor('en')} />
          </SiteProvider>
        </ThemeProvider>
      </I18nProvider>
    );
    // The calculator's code has come (beforeAll), so the server HTML has it in full.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    // The visitor types into the server's fields before the page hydrates.
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    field('price').value = '10';
    field('quantity').value = '20,000';

    const root = await act(async () => hydrateRoot(container, page));
    const result = await within(container).findByTestId('trade-cost', {}, { timeout: 5000 });
    // 20,000 shares at HK$10: the result is worked out from what was typed.
    expect(result).toHaveTextContent('200,000.00');
    expect(field('price').value).toBe('10');
    expect(field('quantity').value).toBe('20,000');
    act(() => root.unmount());
    container.remove();
  });
});
