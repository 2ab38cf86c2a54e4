/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureBlogPost } from './blog-fixtures';
import { BlogDetailView, type BlogPost } from './blog-detail-page';

const renderPost = (post: BlogPost, lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <BlogDetailView post={post} />
    </SiteProvider>,
    { locale: lang },
  );

describe('blog post', () => {
  it('shows the title as the one h1, author, date, the lazy cover with its proportions and the body', () => {
    renderPost(fixtureBlogPost('en'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Year-end outlook: three questions for 2027');
    expect(screen.getByText('By Harbourfront Research')).toBeInTheDocument();
    expect(screen.getByText('16 Nov 2026')).toHaveAttribute('dateTime', '2026-11-16');
    const cover = document.querySelector('article img');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
    const body = screen.getByTestId('blog-body');
    expect(within(body).getByRole('heading', { level: 3 })).toHaveTextContent('What to review');
    expect(within(body).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Concentration', 'Cash buffer']);
  });

  it('links the tag to its list and back to the blog', () => {
    renderPost(fixtureBlogPost('en'));
    expect(screen.getByRole('link', { name: 'Topic: Market views' })).toHaveAttribute('href', '/en/blog/1');
    expect(screen.getByRole('link', { name: 'More posts on Market views →' })).toHaveAttribute('href', '/en/blog/1');
    expect(screen.getByRole('link', { name: '← Back to the blog' })).toHaveAttribute('href', '/en/blog');
  });

  it('links the previous and next posts by their titles', () => {
    renderPost(fixtureBlogPost('zh-hk'), 'zh-hk');
    const more = screen.getByRole('navigation', { name: '更多文章' });
    const links = within(more).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['← 上一篇碎股交易：擁有美股的一小部分', '/zh-hk/blog/detail/5004', 'prev'],
      ['下一篇 →經得起跌市的預算', '/zh-hk/blog/detail/5007', 'next'],
    ]);
    expect(screen.getByText('2026年11月16日')).toBeInTheDocument();
  });

  it('leaves out the neighbours a post does not have', () => {
    renderPost(fixtureBlogPost('en', { previous: null, next: null }));
    expect(screen.queryByRole('navigation', { name: 'More posts' })).toBeNull();
    renderPost(fixtureBlogPost('en', { previous: null }));
    expect(within(screen.getByRole('navigation', { name: 'More posts' })).getAllByRole('link')).toHaveLength(1);
  });
});
