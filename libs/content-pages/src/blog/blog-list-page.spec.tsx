/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { preloadDeferredParts } from '@brokerage/ui';
import { fixtureBlogList } from './blog-fixtures';
import { BlogListView, type BlogListData } from './blog-list-page';

const renderList = (data: BlogListData, lang: Lang = 'en', district: District = 'hk') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <BlogListView data={data} />
    </SiteProvider>,
    { locale: lang },
  );

// The list's tabs and pagination are deferred parts: their code is fetched once here, so each test
// finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('blog list', () => {
  it('shows the heading, one card per post linking to its page, with tag, shortened summary, author and date', () => {
    renderList(fixtureBlogList('en'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Harbourfront blog');
    const cards = within(screen.getByTestId('blog-posts')).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Year-end outlook: three questions for 2027' })).toHaveAttribute('href', '/en/blog/detail/5001');
    expect(first.getByText('Market views')).toBeInTheDocument();
    expect(first.getByText('By Harbourfront Research')).toBeInTheDocument();
    expect(first.getByText('16 Nov 2026')).toBeInTheDocument();
    // 40 words of a longer summary, then an ellipsis.
    const summary = first.getByText(/^Rates, earnings/);
    expect(summary.textContent?.endsWith('…')).toBe(true);
    expect(summary.textContent?.split(/\s+/)).toHaveLength(40);
    expect(cards[0].querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the tags as links, the shown one marked, each to its own list', () => {
    renderList(fixtureBlogList('zh-hk', { tagId: 2 }), 'zh-hk');
    const tags = screen.getByRole('navigation', { name: '博客主題' });
    const links = within(tags).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['全部', '/zh-hk/blog'],
      ['市場觀點', '/zh-hk/blog/1'],
      ['產品指南', '/zh-hk/blog/2'],
      ['理財規劃', '/zh-hk/blog/3'],
    ]);
    expect(within(tags).getByRole('link', { current: 'page' })).toHaveTextContent('產品指南');
  });

  it('gives a mainland page its district prefix and dates in the Chinese format', () => {
    renderList(fixtureBlogList('zh-cn'), 'zh-cn', 'mainland');
    expect(screen.getByRole('link', { name: '年终展望：2027年的三个问题' })).toHaveAttribute('href', '/mainland/zh-cn/blog/detail/5001');
    expect(screen.getByText('2026年11月16日')).toBeInTheDocument();
  });

  it('pages through one tag with tag and page in the address, page 1 without a page segment', () => {
    renderList(fixtureBlogList('en', { tagId: 3, page: 2, pageCount: 3 }));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/en/blog/3/2');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/en/blog/3');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/blog/3/3');
  });

  it('pages through every post under blog/all', () => {
    renderList(fixtureBlogList('en', { page: 1, pageCount: 2 }));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/blog/all/2');
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/en/blog');
  });

  it('says so when a tag has no posts, and shows no page links', () => {
    renderList(fixtureBlogList('en', { tagId: 1, posts: [] }));
    expect(screen.getByText('There are no posts here yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByTestId('blog-posts')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
