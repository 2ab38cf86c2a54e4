/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { preloadDeferredParts } from '@brokerage/ui';
import { fixtureActivityCards, fixturePromotionList } from './activity-fixtures';
import { ActivityDetailView, type ActivityDetailItem } from './activity-detail-page';
import { ActivityListView, activityListPath, type ActivityListData } from './activity-list-page';

const renderList = (data: ActivityListData, lang: Lang = 'en', district: 'hk' | 'mainland' = 'hk') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <ActivityListView {...data} />
    </SiteProvider>,
    { locale: lang },
  );

// The list's tabs, cards and pagination are deferred parts: their code is fetched once here, so each test
// finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('activity list', () => {
  it('shows the tabs as links with the current one marked, and a card per item linking to its page', () => {
    renderList(fixturePromotionList('en', { tab: 'welcome-offer' }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const tabs = within(screen.getByRole('navigation', { name: 'Show' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'Welcome offers', 'Referral offers', 'Fund promotions', 'Other promotions']);
    expect(tabs.getByRole('link', { name: 'Welcome offers' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/en/promotion-and-activities');
    expect(screen.getByRole('link', { name: /New clients: 180 days/ })).toHaveAttribute('href', '/en/promotion-and-activities/detail/101');
    // A campaign page opens in a new tab and says so.
    const campaign = screen.getByRole('link', { name: /Year-end referral bonus.*opens in a new tab/ });
    expect(campaign).toHaveAttribute('href', 'https://campaign.example.com/referral');
    expect(campaign).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /New clients/ })).toHaveTextContent('01 Sep 2026 – 31 Dec 2026');
  });

  it('links the pages of the tab, page 1 without a page segment', () => {
    renderList(fixturePromotionList('en', { tab: 'funds-promo', page: 2, pageCount: 3 }));
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/promotion-and-activities/funds-promo');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/promotion-and-activities/funds-promo/3');
  });

  it('shows the event tabs in Chinese with a one-day event as one date and its venue', () => {
    renderList({ section: 'events', tab: 'stale', page: 1, pageCount: 1, items: fixtureActivityCards('zh-hk').filter((item) => item.kind === 'event') }, 'zh-hk');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('活動及展覽');
    expect(screen.getByRole('link', { name: '往期活動' })).toHaveAttribute('href', '/zh-hk/events-and-exhibition/stale');
    const card = screen.getByRole('link', { name: /2027年市場展望論壇/ });
    expect(card).toHaveTextContent('2026年11月28日');
    expect(card).not.toHaveTextContent('–');
    expect(card).toHaveTextContent('香港會議展覽中心');
  });

  it('says when a tab is empty', () => {
    renderList(fixturePromotionList('zh-cn', { items: [], pageCount: 1 }), 'zh-cn', 'mainland');
    expect(screen.getByText('此类别暂时没有优惠活动。')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '页码' })).not.toBeInTheDocument();
  });

  it.each([
    ['promotions', 'all', 1, 'promotion-and-activities'],
    ['promotions', 'all', 2, 'promotion-and-activities/all/2'],
    ['events', 'fresh', 1, 'events-and-exhibition'],
    ['events', 'stale', 1, 'events-and-exhibition/stale'],
  ] as const)('builds the %s path of tab %s page %s', (section, tab, page, path) => {
    expect(activityListPath(section, tab, page)).toBe(path);
  });
});

describe('activity detail', () => {
  const item: ActivityDetailItem = {
    id: 150,
    kind: 'promotion',
    title: 'Spring draft',
    summary: 'Summary',
    coverImage: '/images/official/promotions/spring-referral.svg',
    startDate: '2027-03-01',
    endDate: '2027-03-31',
    location: '',
    status: 'upcoming',
    registration: 'none',
    seatsLeft: null,
    registrationOpen: false,
    contentHtml: '<p>Body text</p>',
    termsHtml: '<p>Terms text</p>',
    draft: true,
  };

  it('shows the title, period, body, terms, the panel beside it and a draft notice in a preview', () => {
    renderWithProviders(
      <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang: 'en' }}>
        <ActivityDetailView activity={item} panel={<div data-testid="panel">panel</div>} />
      </SiteProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spring draft');
    expect(screen.getByText('01 Mar 2027')).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terms and conditions' })).toHaveTextContent('Terms text');
    expect(screen.getByRole('note')).toHaveTextContent('Preview: this item is not published yet.');
    expect(screen.getByRole('complementary')).toContainElement(screen.getByTestId('panel'));
    expect(screen.getByRole('link', { name: /All promotions/ })).toHaveAttribute('href', '/en/promotion-and-activities');
  });
});
