/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@brokerage/layout/testing';
import { Pagination } from './pagination';

const hrefOf = (page: number) => `/en/news-list/${page}`;
const linkNames = () => within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);

describe('Pagination', () => {
  it('is not there for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links every nearby page with a real href, marks the current one, and offers previous and next', () => {
    renderWithProviders(<Pagination page={2} pageCount={3} hrefOf={hrefOf} />);
    expect(linkNames()).toEqual(['Previous', 'Page 1', 'Page 2', 'Page 3', 'Next']);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/news-list/3');
  });

  it('adds first and last links on a long list and leaves out what does not apply at either end', () => {
    const { unmount } = renderWithProviders(<Pagination page={6} pageCount={12} hrefOf={hrefOf} />);
    expect(linkNames()).toEqual(['First page', 'Previous', 'Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 8', 'Next', 'Last page']);
    expect(screen.getByRole('link', { name: 'Last page' })).toHaveAttribute('href', '/en/news-list/12');
    unmount();
    renderWithProviders(<Pagination page={1} pageCount={12} hrefOf={hrefOf} />);
    expect(linkNames()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Next', 'Last page']);
  });
});
