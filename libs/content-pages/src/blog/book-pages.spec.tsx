/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactNode } from 'react';
import { fixtureBook, fixtureBookList } from './blog-fixtures';
import { BookDetailView } from './book-detail-page';
import { BookListView } from './book-list-page';

const renderIn = (node: ReactNode, lang: Lang = 'en') =>
  renderWithProviders(<SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>{node}</SiteProvider>, { locale: lang });

describe('investor library', () => {
  it('lists the books under a heading per type, each card linking to the book', () => {
    renderIn(<BookListView data={fixtureBookList('en')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Investor library');
    const starters = screen.getByRole('region', { name: 'Getting started' });
    expect(within(starters).getByRole('link', { name: 'Hong Kong Stocks: A Starter Guide' })).toHaveAttribute('href', '/en/book/detail/hong-kong-stocks-starter-guide');
    expect(within(starters).getByText('48 pages')).toBeInTheDocument();
    const derivatives = screen.getByRole('region', { name: 'Derivatives and leverage' });
    expect(within(derivatives).getByRole('link', { name: 'Options Explained' })).toHaveAttribute('href', '/en/book/detail/options-explained');
  });

  it('says so when the library is empty', () => {
    renderIn(<BookListView data={{ ...fixtureBookList('zh-hk'), groups: [] }} />, 'zh-hk');
    expect(screen.getByText('書庫暫時未有書籍，請稍後再來。')).toBeInTheDocument();
  });

  it('shows a book with its type, author, pages, date, chapters and text', () => {
    renderIn(<BookDetailView book={fixtureBook('zh-cn')} />, 'zh-cn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('港股入门手册');
    expect(screen.getByText('入门指南')).toBeInTheDocument();
    expect(screen.getByText('48 页')).toBeInTheDocument();
    expect(screen.getByText('2025年3月1日')).toBeInTheDocument();
    const chapters = screen.getByRole('region', { name: '目录' });
    expect(within(chapters).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByTestId('book-body')).getByText('港股以每手股数买卖。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← 返回投资书库' })).toHaveAttribute('href', '/zh-cn/book');
  });

  it('offers the book as a PDF in the page language and a way to read it on the page', () => {
    renderIn(<BookDetailView book={fixtureBook('zh-hk')} />, 'zh-hk');
    expect(screen.getByRole('link', { name: '下載 PDF' })).toHaveAttribute('href', '/files/books/hong-kong-stocks-starter-guide-zh-hk.pdf');
    expect(screen.getByRole('link', { name: '線上閱讀' })).toHaveAttribute('href', '#book-about');
    expect(document.getElementById('book-about')).toHaveTextContent('關於本書');
  });

  it('shows no download button for a book without a PDF', () => {
    renderIn(<BookDetailView book={{ ...fixtureBook('en'), pdfUrl: undefined }} />);
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read online' })).toHaveAttribute('href', '#book-about');
  });
});
