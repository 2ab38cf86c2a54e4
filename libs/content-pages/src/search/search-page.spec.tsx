/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { SearchView, type SearchData } from './search-page';

const render = (data: SearchData, lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <SearchView {...data} />
    </SiteProvider>,
    { locale: lang },
  );

const empty: SearchData = { query: '', kind: null, page: 1, state: 'start', hits: [], total: 0, kinds: [], pageCount: 0, popular: [{ question: 'How do I deposit funds?', path: 'help-centre/2/detail/201' }] };

describe('search page', () => {
  it('lists hits with the query marked, links to their pages, and filters by kind with counts', () => {
    render({
      ...empty,
      query: 'deposit',
      state: 'results',
      total: 12,
      pageCount: 2,
      kinds: [
        { kind: 'help', count: 4 },
        { kind: 'news', count: 8 },
      ],
      hits: [{ kind: 'help', title: [{ text: 'How do I ', mark: false }, { text: 'deposit', mark: true }, { text: ' funds?', mark: false }], snippet: [{ text: '<b>not html</b>', mark: false }], path: 'help-centre/2/detail/201', day: null }],
      popular: [],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “deposit”');
    const hit = screen.getByRole('link', { name: 'How do I deposit funds?' });
    expect(hit).toHaveAttribute('href', '/en/help-centre/2/detail/201');
    expect(within(hit).getByText('deposit').tagName).toBe('MARK');
    expect(screen.getByText('<b>not html</b>')).toBeInTheDocument();
    const filters = screen.getByRole('list', { name: 'Filter by kind' });
    expect(within(filters).getByRole('link', { name: 'All (12)' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'News (8)' })).toHaveAttribute('href', '/en/search?q=deposit&kind=news');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/search?q=deposit&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('deposit');
  });

  it('suggests popular help topics when nothing matches, in the page language', () => {
    render({ ...empty, query: '無此字', state: 'results', popular: [{ question: '如何存款？', path: 'help-centre/2/detail/201' }] }, 'zh-hk');
    expect(screen.getByRole('status')).toHaveTextContent('找不到與「無此字」相符的內容');
    expect(screen.getByRole('link', { name: '如何存款？' })).toHaveAttribute('href', '/zh-hk/help-centre/2/detail/201');
  });
});
