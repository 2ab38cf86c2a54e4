/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { AccountGuidePage } from './account-guide-page';
import { sampleAccountGuide } from './product-fixtures';
import { preloadDeferredParts } from '@brokerage/ui';

const renderGuide = (district: District, lang: Lang) =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <AccountGuidePage {...sampleAccountGuide(lang)} />
    </SiteProvider>,
    { locale: lang },
  );

const guideHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

// The pages' deferred parts (phones, tour, sections below the hero) fetch their code once here, so
// each test finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('account guide', () => {
  it('shows the Hong Kong guide first on the HK site, with numbered steps and the documents', () => {
    renderGuide('hk', 'en');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const headings = guideHeadings();
    expect(headings.indexOf('Hong Kong residents')).toBeLessThan(headings.indexOf('Mainland China residents'));
    const own = within(screen.getByTestId('guide-hk'));
    expect(own.getAllByRole('list')[0]?.tagName).toBe('OL');
    expect(own.getByRole('heading', { level: 4, name: 'Upload your identity card' })).toBeInTheDocument();
    expect(own.getByRole('region', { name: 'Documents you need' })).toHaveTextContent('A Hong Kong bank account in your name');
  });

  it('shows the mainland guide first on the mainland site and compares both in a table', () => {
    renderGuide('mainland', 'zh-cn');
    const headings = guideHeadings();
    expect(headings.indexOf('内地居民')).toBeLessThan(headings.indexOf('香港居民'));
    const table = screen.getByRole('table');
    const columns = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns).toEqual(['项目', '内地居民本网站', '香港居民']);
    const identity = within(table).getByRole('rowheader', { name: '身份证明文件' }).closest('tr') as HTMLElement;
    expect(within(identity).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['内地居民身份证', '香港身份证']);
  });

  it('sends mainland residents to the mainland site from its section, in the same language (and Hong Kong residents back)', () => {
    const { unmount } = renderGuide('hk', 'zh-hk');
    expect(within(screen.getByTestId('guide-mainland')).getByRole('link', { name: '前往內地網站開戶' })).toHaveAttribute('href', '/mainland/zh-hk/account-guide');
    expect(within(screen.getByTestId('guide-hk')).queryByRole('link', { name: /網站開戶/ })).not.toBeInTheDocument();
    unmount();
    renderGuide('mainland', 'en');
    expect(within(screen.getByTestId('guide-hk')).getByRole('link', { name: 'Open your account on our Hong Kong site' })).toHaveAttribute('href', '/en/account-guide');
    expect(within(screen.getByTestId('guide-mainland')).queryByRole('link', { name: /site$/ })).not.toBeInTheDocument();
  });

  it('leads to the app download and the fees', () => {
    renderGuide('hk', 'zh-hk');
    expect(screen.getAllByRole('link', { name: '下載App' })[0]).toHaveAttribute('href', '/zh-hk/download');
    expect(screen.getByRole('link', { name: '查看收費' })).toHaveAttribute('href', '/zh-hk/charges');
  });

  it('shows what the account opens onto: three screens of the app after this site’s guide', () => {
    renderGuide('hk', 'zh-hk');
    const tour = screen.getByRole('list', { name: 'App 一覽' });
    expect(within(tour).getAllByRole('img').map((frame) => frame.getAttribute('aria-label'))).toEqual([
      'App 報價頁：示例股票的股價、分時走勢及買賣盤',
      'App 落盤頁：示例限價盤的價格、數量及預估費用',
      'App 持倉頁：示例持股的市值及盈虧',
    ]);
    // After the district's own guide, before the comparison.
    const order = Array.from(document.querySelectorAll('[data-testid="guide-hk"], [data-testid="app-tour"], table'));
    expect(order.map((element) => element.getAttribute('data-testid') ?? element.tagName)).toEqual(['guide-hk', 'app-tour', 'TABLE']);
  });
});
