/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureNewsList } from './news-fixtures';
import type { NewsListData } from './news-data';
import { NewsListView } from './news-list-page';
import { preloadDeferredParts } from '@brokerage/ui';

const renderList = (data: NewsListData, lang: Lang = 'en', district: 'hk' | 'mainland' = 'hk') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <NewsListView data={data} />
    </SiteProvider>,
    { locale: lang },
  );

// The pages' deferred parts (the registration box, related articles) fetch their code once here, so
// each test finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('news list', () => {
  it('shows one h1 and a card per item, each title linking to its detail page, with a lazy cover of fixed size', () => {
    renderList(fixtureNewsList('en'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News');
    const cards = screen.getAllByTestId('news-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link', { name: 'Hong Kong stock options now available in the app' })).toHaveAttribute('href', '/en/news-detail/426');
    const cover = cards[0].querySelector('img');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '320');
    expect(cover).toHaveAttribute('height', '180');
    expect(within(cards[0]).getByText('12 Nov 2026')).toBeInTheDocument();
  });

  it('writes dates in the spec 9 format of Chinese pages', () => {
    renderList(fixtureNewsList('zh-hk'), 'zh-hk');
    expect(within(screen.getAllByTestId('news-card')[0]).getByText('2026年11月12日')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('新聞');
  });

  it('links page 1 without a page segment and the next page with one', () => {
    renderList(fixtureNewsList('en', 2));
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/en/news-list');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/news-list/3');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the list is empty, without pagination', () => {
    renderList({ kind: 'flash', items: [], page: 1, pageCount: 1, basePath: 'news-flash-list/us', tabs: [{ key: 'us', path: 'news-flash-list/us', current: true }] });
    expect(screen.getByTestId('news-empty')).toHaveTextContent('Nothing has been published here yet.');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'US stocks' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the stock of a stock-news page and gives a special column its registration link on the mainland site', () => {
    renderList({ ...fixtureNewsList('en'), kind: 'stock', stock: { name: 'Tencent', code: '00700.HK' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News about Tencent (00700.HK)');
  });

  it('gives a special column its title and a registration link with the campaign parameters', () => {
    renderList({ ...fixtureNewsList('zh-cn'), kind: 'special-column', title: '投资入门', registerPath: 'sta-regform?rgdim_source=special&rgdim_id=1' }, 'zh-cn', 'mainland');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('投资入门');
    expect(screen.getByRole('link', { name: '注册／开户' })).toHaveAttribute('href', '/mainland/zh-cn/sta-regform?rgdim_source=special&rgdim_id=1');
  });
});
