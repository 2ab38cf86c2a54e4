/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactElement } from 'react';
import { ProductOverviewPage, ProductPage } from './product-page';
import { sampleOverview, sampleProduct, sampleProductList } from './product-fixtures';

const renderOn = (district: District, lang: Lang, ui: ReactElement) =>
  renderWithProviders(<SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{ui}</SiteProvider>, { locale: lang });

describe('product page', () => {
  it('shows the product as one heading, its figures, features, risk note and the ways on', () => {
    renderOn('hk', 'en', <ProductPage product={sampleProduct('en')} related={sampleProductList('en').slice(1)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hong Kong stocks');
    const figures = within(screen.getByRole('list', { name: 'Key figures' }));
    expect(figures.getByText('0.03%')).toBeInTheDocument();
    expect(figures.getByText('commission, min. HK$3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Conditional orders' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Risk disclosure' })).toHaveTextContent('may even become valueless');
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/en/account-guide');
    expect(screen.getByRole('link', { name: 'See fees and charges' })).toHaveAttribute('href', '/en/charges');
    expect(screen.getByRole('link', { name: /All products/ })).toHaveAttribute('href', '/en/products/financial-investment');
    expect(screen.getByRole('link', { name: /US stocks/ })).toHaveAttribute('href', '/en/products/financial-investment/us-stocks');
  });

  // <details>/<summary> are native: browsers open them with Enter or Space; jsdom only implements the click.
  it('keeps FAQ answers folded until the question is activated', async () => {
    const { user } = renderOn('hk', 'zh-hk', <ProductPage product={sampleProduct('zh-hk')} related={[]} />);
    const question = screen.getByText('賣出股票後何時可以提款？');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('於第二個交易日（T+2）交收後。')).toBeVisible();
  });

  it('links every product card of the overview under the mainland prefix', () => {
    renderOn('mainland', 'zh-cn', <ProductOverviewPage overview={sampleOverview('zh-cn')} products={sampleProductList('zh-cn')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('金融投资');
    const cards = within(screen.getByRole('heading', { level: 2, name: '所有产品' }).parentElement as HTMLElement).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      ['hk-stocks', 'us-stocks', 'bonds', 'funds'].map((slug) => `/mainland/zh-cn/products/financial-investment/${slug}`),
    );
    expect(screen.getByRole('link', { name: '立即开户' })).toHaveAttribute('href', '/mainland/zh-cn/account-guide');
  });
});
