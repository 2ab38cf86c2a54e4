/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { InfoPage } from '@brokerage/contracts';
import { fixturePrivacyPage, fixtureStatementPage } from './company-fixtures';
import { InfoPageView } from './info-page';

const renderPage = (page: InfoPage, lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <InfoPageView page={page} />
    </SiteProvider>,
    { locale: lang },
  );

describe('information page', () => {
  it('shows the title as the one h1, the summary and every section with its CMS body', () => {
    renderPage(fixturePrivacyPage('en'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    expect(screen.getByText('How we collect, use and protect your personal data.')).toBeInTheDocument();
    const cookies = screen.getByRole('region', { name: 'Cookies' });
    expect(within(cookies).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Essential cookies', 'Analytics cookies, if you agree']);
    expect(screen.getByRole('link', { name: 'dpo@harbourfrontsec.com' })).toHaveAttribute('href', 'mailto:dpo@harbourfrontsec.com');
  });

  it.each([
    ['en', 'Last updated: 15 Jan 2026'],
    ['zh-hk', '最後更新：2026年1月15日'],
    ['zh-cn', '最后更新：2026年1月15日'],
  ] as const)('gives the last-updated date in the spec 9 format of %s', (lang, text) => {
    renderPage(fixturePrivacyPage(lang), lang);
    const updated = screen.getByTestId('info-page-updated');
    expect(updated).toHaveTextContent(text);
    expect(updated.querySelector('time')).toHaveAttribute('dateTime', '2026-01-15');
  });

  it('gives a long page a table of contents linking to each section', () => {
    renderPage(fixturePrivacyPage('zh-hk'), 'zh-hk');
    const toc = screen.getByRole('navigation', { name: '本頁內容' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['我們收集的資料', '我們如何使用', 'Cookies', '查閱及更正']);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target).not.toBeNull();
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('leaves the table of contents out of a short page', () => {
    renderPage(fixtureStatementPage('en'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Data we collect', 'How we use it']);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });
});
