/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { preloadDeferredParts } from '@brokerage/ui';
import { HelpCatalogView, helpCatalogMeta, type HelpCatalogData } from './help-catalog-page';
import { fixtureHelpCatalogs, fixtureHelpQuestions } from './help-fixtures';

const dataOf = (lang: Lang, overrides: Partial<HelpCatalogData> = {}): HelpCatalogData => {
  const catalogs = fixtureHelpCatalogs(lang);
  return { base: 'help-centre', catalog: catalogs[0], catalogs, questions: fixtureHelpQuestions(lang, (question) => question.catalogId === 1), page: 1, pageCount: 1, ...overrides };
};

const render = (data: HelpCatalogData, lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <HelpCatalogView {...data} />
    </SiteProvider>,
    { locale: lang },
  );

// The list's tabs and pagination are deferred parts: their code is fetched once here, so each test
// finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('help topic', () => {
  it("lists the topic's questions linking to their answers, with the other topics beside them", () => {
    render(dataOf('en'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Opening an account');
    const questions = screen.getByRole('list', { name: 'Questions in this topic' });
    expect(within(questions).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/help-centre/1/detail/101', '/en/help-centre/1/detail/102', '/en/help-centre/1/detail/103']);
    const topics = screen.getByRole('navigation', { name: 'Other topics' });
    expect(within(topics).getByRole('link', { name: 'Opening an account' })).toHaveAttribute('aria-current', 'page');
    expect(within(topics).getByRole('link', { name: 'Trading' })).toHaveAttribute('href', '/en/help-centre/3');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/en/help-centre');
  });

  it('pages through a long topic with catalog/{index} links, page 1 being the topic itself', () => {
    render(dataOf('en', { page: 2, pageCount: 3 }));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/help-centre/1');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/help-centre/1/catalog/3');
  });

  it('keeps every link of the webview copy inside helpframe, without the way to the site\'s help centre', () => {
    render(dataOf('zh-hk', { base: 'helpframe', page: 1, pageCount: 2 }), 'zh-hk');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href).toMatch(/^\/zh-hk\/helpframe\/\d+/);
    expect(screen.queryByRole('navigation', { name: '導覽路徑' })).toBeNull();
  });

  it('says so when the topic has no questions', () => {
    render(dataOf('zh-cn', { questions: [] }), 'zh-cn');
    expect(screen.getByText('此主题暂时没有问题。')).toBeInTheDocument();
  });

  it("titles the page with the topic and the brand, and keeps the webview copy out of search results", () => {
    const root = { id: 'root', data: { shell: { baseConfig: { brandName: 'Harbourfront Securities' } } }, meta: [{ title: 'Root' }] };
    expect(helpCatalogMeta({ data: dataOf('en'), matches: [root] })).toEqual([{ title: 'Opening an account | Harbourfront Securities' }, { name: 'description', content: 'Documents, eligibility and approval times.' }]);
    expect(helpCatalogMeta({ data: dataOf('en', { base: 'helpframe' }), matches: [root] })).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(helpCatalogMeta({ data: undefined, matches: [root] })).toEqual([{ title: 'Root' }]);
  });
});
