/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { preloadDeferredParts } from '@brokerage/ui';
import { fixtureTalkList } from './talk-fixtures';
import { TalkListView, talkListPath, type TalkListData } from './talk-list-page';

const renderList = (data: TalkListData, lang: Lang = 'en', district: 'hk' | 'mainland' = 'hk') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <TalkListView {...data} />
    </SiteProvider>,
    { locale: lang },
  );

// The cards are deferred parts: their code is fetched once here, so each test
// finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('talk list', () => {
  it('shows a card per talk with its date and time, place or online, seats and status, linking to its page', () => {
    renderList(fixtureTalkList('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Talks' })).toBeInTheDocument();
    const cards = within(screen.getByTestId('talk-list')).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Coming soon');
    expect(cards[0]).toHaveTextContent('03 Dec 2026 19:00–20:30');
    expect(cards[0]).toHaveTextContent('In person · Tsim Sha Tsui Branch seminar room');
    expect(cards[0]).toHaveTextContent('32 seats left');
    expect(within(cards[0]).getByRole('link', { name: 'Hong Kong IPO masterclass' })).toHaveAttribute('href', '/en/chair/detail/302');
    expect(cards[2]).toHaveTextContent('Online');
    expect(cards[2]).toHaveTextContent('This talk is fully booked.');
    expect(cards[3]).toHaveTextContent('Ended');
    expect(cards[3]).not.toHaveTextContent('seats left');
  });

  it('links the status tabs and topics as pages, the current ones marked, a topic kept across tabs and pages', () => {
    renderList(fixtureTalkList('en', { status: 'upcoming', tag: 'us-stocks', page: 1, pageCount: 2 }));
    const tabs = within(screen.getByRole('navigation', { name: 'Show' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All talks', '/en/chair?tag=us-stocks'],
      ['Upcoming', '/en/chair/upcoming?tag=us-stocks'],
      ['Past talks', '/en/chair/ended?tag=us-stocks'],
    ]);
    expect(tabs.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    const topics = within(screen.getByRole('navigation', { name: 'Topics' }));
    expect(topics.getByRole('link', { name: 'All topics' })).toHaveAttribute('href', '/en/chair/upcoming');
    expect(topics.getByRole('link', { name: 'US stocks' })).toHaveAttribute('aria-current', 'true');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/chair/upcoming/2?tag=us-stocks');
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  });

  it('reads in Chinese with Chinese dates, and on the mainland site under /mainland', () => {
    renderList(fixtureTalkList('zh-cn'), 'zh-cn', 'mainland');
    expect(screen.getByRole('heading', { level: 1, name: '投资讲座' })).toBeInTheDocument();
    const first = within(screen.getByTestId('talk-list')).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('2026年12月3日 19:00–20:30');
    expect(first).toHaveTextContent('尚余32个名额');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/mainland/zh-cn/chair/detail/302');
  });

  it('says so when a tab has no talk', () => {
    renderList(fixtureTalkList('zh-hk', { items: [], pageCount: 1 }), 'zh-hk');
    expect(screen.getByTestId('talk-list-empty')).toHaveTextContent('目前沒有可顯示的講座。');
    expect(screen.queryByRole('navigation', { name: '頁數' })).not.toBeInTheDocument();
  });

  it.each([
    ['all', 1, null, 'chair'],
    ['all', 2, null, 'chair/all/2'],
    ['upcoming', 1, null, 'chair/upcoming'],
    ['ended', 3, 'options', 'chair/ended/3?tag=options'],
  ] as const)('builds the path of %s page %s topic %s', (status, page, tag, path) => {
    expect(talkListPath(status, page, tag)).toBe(path);
  });
});
