/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@brokerage/layout/testing';
import { preloadDeferredParts } from '@brokerage/ui';
import { Pagination } from './pagination';
import { Pagination as DeferredPagination } from './deferred-list-links';

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

  describe('as the list pages use it (a deferred part given its links as data)', () => {
    beforeAll(preloadDeferredParts, 20_000);

    it('links the same pages with the same addresses, asking for those addresses alone', () => {
      const asked: number[] = [];
      renderWithProviders(<DeferredPagination page={5000} pageCount={10_000} hrefOf={(page) => (asked.push(page), hrefOf(page))} />);
      expect(linkNames()).toEqual(['First page', 'Previous', 'Page 4998', 'Page 4999', 'Page 5000', 'Page 5001', 'Page 5002', 'Next', 'Last page']);
      expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/en/news-list/4999');
      expect(screen.getByRole('link', { name: 'Last page' })).toHaveAttribute('href', '/en/news-list/10000');
      expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/en/news-list/1');
      // Not one address per page of a list of 10,000 pages on every render.
      expect(new Set(asked)).toEqual(new Set([1, 4998, 4999, 5000, 5001, 5002, 10_000]));
    });
  });
});
