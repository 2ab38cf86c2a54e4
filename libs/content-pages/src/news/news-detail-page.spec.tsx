/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureNewsDetail } from './news-fixtures';
import type { NewsDetailData } from './news-data';
import { NewsDetailView } from './news-detail-page';
import { preloadDeferredParts } from '@brokerage/ui';

const renderDetail = (data: NewsDetailData, lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <NewsDetailView data={data} />
    </SiteProvider>,
    { locale: lang },
  );

// The pages' deferred parts (the registration box, related articles) fetch their code once here, so
// each test finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('news detail', () => {
  it('shows the title as the one h1, the date, the byline and the CMS body', () => {
    renderDetail(fixtureNewsDetail('en'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hong Kong stock options now available in the app');
    expect(screen.getByText('12 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Harbourfront Securities press release')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HKEX' })).toHaveAttribute('href', 'https://www.hkex.com.hk');
    expect(screen.queryByTestId('news-preview')).not.toBeInTheDocument();
  });

  it('links back to its list, to the older article and to registration with the campaign parameters', () => {
    renderDetail(fixtureNewsDetail('zh-hk'), 'zh-hk');
    expect(screen.getByRole('link', { name: /返回新聞/ })).toHaveAttribute('href', '/zh-hk/news-list');
    expect(screen.getByRole('link', { name: /上一篇/ })).toHaveAttribute('href', '/zh-hk/news-detail/425');
    expect(screen.queryByRole('link', { name: /下一篇/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '註冊／開戶' })).toHaveAttribute('href', '/zh-hk/sta-regform?rgdim_source=news&rgdim_id=426');
  });

  it('keeps the registration box in the text column, and ends with the related articles in the page language', () => {
    renderDetail(fixtureNewsDetail('zh-cn'), 'zh-cn');
    expect(screen.getAllByRole('article')[0]).toContainElement(screen.getByTestId('news-register'));
    const related = screen.getByRole('region', { name: '相关文章' });
    expect(screen.getAllByRole('article')[0]).toContainElement(related);
    expect(within(related).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/zh-cn/news-detail/425', '/zh-cn/news-detail/424', '/zh-cn/news-detail/423']);
    expect(within(related).getByRole('link', { name: '香港金融科技周2026与您见面' })).toBeInTheDocument();
  });

  it('marks a CMS preview', () => {
    renderDetail(fixtureNewsDetail('en', true));
    expect(screen.getByTestId('news-preview')).toHaveTextContent('Preview');
  });
});
