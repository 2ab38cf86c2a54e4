/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactElement } from 'react';
import { samplePlan } from '../fees/fee-fixtures';
import { formatMoney } from '../fees/format';
import { TYPICAL_ORDERS } from '../fees/plan-comparison';
import { calculateTradeCost } from '../fees/trade-cost';
import { calculatorPlanOf } from '../fees/trade-cost-calculator';
import { ProductOverviewPage, ProductPage } from './product-page';
import { sampleOverview, sampleProduct, sampleProductList, sampleProductPricing, sampleProductWithoutTrading } from './product-fixtures';
import { productPricingOf } from './product-pricing';
import { preloadDeferredParts } from '@brokerage/ui';

const renderOn = (district: District, lang: Lang, ui: ReactElement) =>
  renderWithProviders(<SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{ui}</SiteProvider>, { locale: lang });

/** Label and amount of every row of a description list, as a reader sees them. */
const rowsOf = (list: HTMLElement) => Array.from(list.querySelectorAll('dl > div')).map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

// The pages' deferred parts (phones, tour, sections below the hero) fetch their code once here, so
// each test finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('product page', () => {
  it('shows the product as one heading, its figures, features, risk note and the ways on', () => {
    renderOn('hk', 'en', <ProductPage product={sampleProduct('en')} related={sampleProductList('en').slice(1)} pricing={sampleProductPricing('en')} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hong Kong stocks');
    const figures = within(screen.getByRole('list', { name: 'Key figures' }));
    expect(figures.getByText('0.03%')).toBeInTheDocument();
    expect(figures.getByText('commission, min. HK$3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Conditional orders' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Risk disclosure' })).toHaveTextContent('may even become valueless');
    // The hero and the closing band both open an account.
    expect(screen.getAllByRole('link', { name: 'Open an account' }).map((link) => link.getAttribute('href'))).toEqual(['/en/account-guide', '/en/account-guide']);
    expect(screen.getByRole('link', { name: 'See what it costs' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('link', { name: 'See fees and charges' })).toHaveAttribute('href', '/en/charges');
    expect(screen.getByRole('link', { name: /All products/ })).toHaveAttribute('href', '/en/products/financial-investment');
  });

  it('prices the example order with the calculator engine from the plan rates, every charge and the total', () => {
    renderOn('hk', 'en', <ProductPage product={sampleProduct('en')} related={[]} pricing={sampleProductPricing('en')} />);
    const hk = calculatorPlanOf(samplePlan(1, 'en')).markets.find((entry) => entry.market === 'hk-stocks');
    const order = TYPICAL_ORDERS.find((entry) => entry.market === 'hk-stocks');
    if (!hk || !order) throw new Error('the sample plan and the comparison price Hong Kong stocks');
    const cost = calculateTradeCost(hk.rates, order.trade);
    const pricing = screen.getByRole('region', { name: 'What it costs' });
    expect(within(pricing).getByText('Example: buy 100 shares at HK$100.00')).toBeInTheDocument();
    expect(rowsOf(pricing)).toEqual([
      ['Trade value', formatMoney('en', 'HKD', cost.tradeValue)],
      ...cost.lines.map((line) => [line.label, formatMoney('en', 'HKD', line.amount)]),
      ['All-in charges', formatMoney('en', 'HKD', cost.totalCharges)],
    ]);
    expect(cost.lines.length).toBeGreaterThanOrEqual(5);
  });

  it('links to the calculator preset to the market, plan and order, and to the plan fee table', () => {
    renderOn('mainland', 'zh-cn', <ProductPage product={sampleProduct('zh-cn')} related={[]} pricing={sampleProductPricing('zh-cn')} />);
    const pricing = within(screen.getByRole('region', { name: '收费一览' }));
    const href = pricing.getByRole('link', { name: '计算你的交易成本' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://site.test');
    expect(url.pathname).toBe('/mainland/zh-cn/charges');
    expect(Object.fromEntries(url.searchParams)).toEqual({ plan: '1', market: 'hk-stocks', side: 'buy', price: '100', quantity: '100' });
    expect(url.hash).toBe('#calculator');
    expect(pricing.getByRole('link', { name: /完整收费表/ })).toHaveAttribute('href', '/mainland/zh-cn/charges/1');
  });

  it('prices options per contract under another plan, and still agrees with the engine', () => {
    const pricing = productPricingOf(samplePlan(2, 'zh-hk'), 'us-options');
    if (!pricing?.example) throw new Error('plan 2 prices US options');
    renderOn('hk', 'zh-hk', <ProductPage product={{ ...sampleProduct('zh-hk'), slug: 'us-share-option' }} related={[]} pricing={pricing} />);
    const cost = calculateTradeCost(pricing.example.rates, pricing.example.trade);
    expect(screen.getByText(`示例：買入 1 張合約，每股期權金 ${formatMoney('zh-hk', 'USD', '2')}`)).toBeInTheDocument();
    expect(screen.getByTestId('product-pricing-total')).toHaveTextContent(formatMoney('zh-hk', 'USD', cost.totalCharges));
    const link = screen.getByRole('link', { name: '計算你的交易成本' }).getAttribute('href') ?? '';
    expect(new URL(link, 'http://site.test').searchParams.get('market')).toBe('us-options');
    expect(new URL(link, 'http://site.test').searchParams.get('plan')).toBe('2');
  });

  it('shows the fee table rows where the calculator does not price the market (funds), without a calculator link', () => {
    renderOn('hk', 'en', <ProductPage product={sampleProduct('en')} related={[]} pricing={productPricingOf(samplePlan(1, 'en'), 'funds')} />);
    const pricing = screen.getByRole('region', { name: 'What it costs' });
    expect(rowsOf(pricing)).toEqual([['Redemption fee', 'Nil']]);
    expect(within(pricing).queryByRole('link', { name: 'Price your own order' })).not.toBeInTheDocument();
  });

  it('lists the market facts as terms and values', () => {
    renderOn('hk', 'zh-hk', <ProductPage product={sampleProduct('zh-hk')} related={[]} />);
    const facts = screen.getByRole('region', { name: '市場資料' });
    expect(rowsOf(facts)).toEqual(sampleProduct('zh-hk').facts?.map((fact) => [fact.label, fact.value]));
  });

  it('shows how to trade in three numbered steps, each on a named picture of the app screen', () => {
    renderOn('hk', 'en', <ProductPage product={sampleProduct('en')} related={[]} />);
    const steps = within(screen.getByRole('region', { name: 'How to trade' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(['Find it', 'Place your order', 'Track your position']);
    expect(steps.map((step) => within(step).getByText(/^Step \d$/).textContent)).toEqual(['Step 1', 'Step 2', 'Step 3']);
    expect(within(steps[1]).getByRole('img').getAttribute('aria-label')).toMatch(/order ticket/);
  });

  /** The step screens are deferred parts: their content arrives a moment after the first render. */
  const stepScreens = async () => {
    const steps = within(screen.getByRole('region', { name: 'How to trade' })).getAllByRole('listitem');
    const frames = steps.map((step) => within(step).getByRole('img'));
    await within(frames[1]).findByText('Sample data', {}, { timeout: 5000 });
    return frames;
  };

  it.each([
    ['us-stocks', 'USD', 'S0001.US'],
    ['us-options', 'USD', 'S0001.US'],
    ['a-shares', 'CNY', 'S0001.SH'],
    ['hk-stocks', 'HKD', 'S0001.HK'],
  ])("shows the %s product's steps on screens of its own market (%s, %s), not Hong Kong's unless it is Hong Kong's", async (feeMarket, currency, code) => {
    renderOn('hk', 'en', <ProductPage product={{ ...sampleProduct('en'), feeMarket }} related={[]} />);
    const [quote, order] = await stepScreens();
    await within(quote).findByText(code, {}, { timeout: 5000 });
    expect(quote).toHaveTextContent(currency);
    expect(order).toHaveTextContent(code);
    expect(order).toHaveTextContent(`Amount${currency}`);
    if (currency !== 'HKD') {
      expect(quote).not.toHaveTextContent('HKD');
      expect(order).not.toHaveTextContent('HKD');
      expect(quote).not.toHaveTextContent('.HK');
    }
  });

  it('marks each feature with the check icon, not a number suggesting an order', () => {
    renderOn('hk', 'en', <ProductPage product={sampleProduct('en')} related={[]} />);
    const features = within(screen.getByRole('heading', { level: 2, name: 'What you get' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(features.length).toBeGreaterThan(1);
    for (const feature of features) {
      expect(feature.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(feature.textContent).not.toMatch(/^0\d/);
    }
  });

  // <details>/<summary> are native disclosures: browsers open them with Enter or Space; jsdom only implements the click.
  it('lists five questions or more as disclosures named by the heading, answers folded until the question is activated', async () => {
    const { user } = renderOn('hk', 'zh-hk', <ProductPage product={sampleProduct('zh-hk')} related={[]} />);
    const faq = screen.getByRole('list', { name: '常見問題' });
    const items = within(faq).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.every((item) => item.querySelector('details > summary') !== null)).toBe(true);
    const question = screen.getByText('賣出股票後何時可以提款？');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('於第二個交易日（T+2）交收後。')).toBeVisible();
  });

  it('shows the related products with their icons, not letter tiles', () => {
    const related = sampleProductList('en').slice(1);
    renderOn('hk', 'en', <ProductPage product={sampleProduct('en')} related={related} />);
    const section = screen.getByRole('heading', { level: 2, name: 'Related products' }).parentElement as HTMLElement;
    const cards = within(section).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(related.map((product) => `/en/products/financial-investment/${product.slug}`));
    expect(cards.every((card) => card.querySelector('svg[aria-hidden="true"]') !== null)).toBe(true);
  });

  it('still renders content written before the trading details, leaving their sections out', () => {
    renderOn('hk', 'en', <ProductPage product={sampleProductWithoutTrading('en')} related={[]} pricing={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hong Kong stocks');
    expect(screen.queryByRole('region', { name: 'What it costs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to trade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See what it costs' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Frequently asked questions' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('links every product card of the overview under the mainland prefix', async () => {
    renderOn('mainland', 'zh-cn', <ProductOverviewPage overview={sampleOverview('zh-cn')} products={sampleProductList('zh-cn')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('金融投资');
    // What follows the hero is a deferred part: it comes in a moment after the first render.
    const cardsHeading = await screen.findByRole('heading', { level: 2, name: '所有产品' }, { timeout: 5000 });
    const cards = within(cardsHeading.parentElement as HTMLElement).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      ['hk-stocks', 'us-stocks', 'bonds', 'funds'].map((slug) => `/mainland/zh-cn/products/financial-investment/${slug}`),
    );
    expect(screen.getByRole('link', { name: '立即开户' })).toHaveAttribute('href', '/mainland/zh-cn/account-guide');
  });
});
