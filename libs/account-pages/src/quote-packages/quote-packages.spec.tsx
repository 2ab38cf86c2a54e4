/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import { renderAccountPage } from '../testing/render-account-page';
import { QuotePackagesPage, RenewRecordsPage, type QuotePackageItem, type RenewRecordItem } from './quote-packages';

const packages: QuotePackageItem[] = [
  { id: 1, name: 'HK stocks LV2 real-time', market: 'hk', startDay: '2026-11-01', expiryDay: '2026-12-01', status: 'active', autoRenew: true },
  { id: 2, name: 'China A-shares LV1', market: 'a', startDay: '2026-08-01', expiryDay: '2026-09-01', status: 'expired', autoRenew: false },
];

const record = (id: number, overrides: Partial<RenewRecordItem> = {}): RenewRecordItem => ({
  id,
  name: 'HK stocks LV2 real-time',
  market: 'hk',
  months: 1,
  amountCents: 12_800,
  currency: 'HKD',
  paidDay: '2026-11-01',
  fromDay: '2026-11-01',
  toDay: '2026-12-01',
  status: 'paid',
  channel: 'auto-renew',
  ...overrides,
});

describe('QuotePackagesPage (sta-login/goods)', () => {
  it('shows each package with its market, state, period and auto-renew, and leads to the renewal history', () => {
    renderAccountPage(<QuotePackagesPage data={{ kind: 'user', packages }} />, { page: 'goods' });
    const [active, expired] = screen.getAllByTestId('quote-package');
    expect(within(active).getByRole('heading', { level: 2 })).toHaveTextContent('HK stocks LV2 real-time');
    expect(active).toHaveTextContent('Hong Kong stocks');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('01 Nov 2026 to 01 Dec 2026');
    expect(within(active).getByText('Auto-renew').nextElementSibling).toHaveTextContent('On');
    expect(expired).toHaveTextContent('Expired');
    expect(within(expired).getByText('Auto-renew').nextElementSibling).toHaveTextContent('Off');
    expect(screen.getAllByRole('link', { name: 'Renewal history' }).map((link) => link.getAttribute('href'))).toEqual(['/en/renew-record', '/en/renew-record']);
    expect(screen.getByRole('link', { name: 'Quote packages' })).toHaveAttribute('aria-current', 'page');
  });

  it('without packages, says so and points to the quote packages on sale', () => {
    renderAccountPage(<QuotePackagesPage data={{ kind: 'user', packages: [] }} />, { page: 'goods', lang: 'zh-hk' });
    expect(screen.getByText('您尚未有行情套餐。')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '查看行情套餐' })[0]).toHaveAttribute('href', '/zh-hk/market');
  });

  it('asks a visitor to log in and come back to this section', async () => {
    const { user } = renderAccountPage(<QuotePackagesPage data={{ kind: 'visitor' }} />, { page: 'goods', sessionUser: null });
    expect(screen.queryByTestId('quote-package')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('jump-url')).toHaveTextContent('/en/sta-login/goods');
  });
});

describe('RenewRecordsPage (renew-record)', () => {
  it('lists payments in a table with amounts in their currency, statuses and channels', () => {
    renderAccountPage(
      <RenewRecordsPage
        data={{
          kind: 'user',
          page: 1,
          pageCount: 1,
          records: [record(1), record(2, { name: 'US stocks real-time', market: 'us', amountCents: 999, currency: 'USD', status: 'refunded', channel: 'app', months: 3 }), record(3, { status: 'failed', channel: 'web' })],
        }}
      />,
      { page: 'renewals' },
    );
    const table = screen.getByRole('table', { name: 'Payments for quote packages, latest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['01 Nov 2026', '01 Nov 2026 to 01 Dec 20261 month', 'HK$128.00', 'Auto-renew', 'Paid'],
      ['01 Nov 2026', '01 Nov 2026 to 01 Dec 20263 months', 'US$9.99', 'App', 'Refunded'],
      ['01 Nov 2026', '01 Nov 2026 to 01 Dec 20261 month', 'HK$128.00', 'Website', 'Payment failed'],
    ]);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('US stocks real-timeUS stocks');
    expect(screen.getByRole('link', { name: 'Renewal history' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages with crawlable links that keep the page in the query', () => {
    renderAccountPage(<RenewRecordsPage data={{ kind: 'user', page: 2, pageCount: 2, records: [record(11)] }} />, { page: 'renewals', lang: 'zh-cn' });
    const pages = within(screen.getByRole('navigation', { name: '页码' }));
    expect(pages.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/zh-cn/renew-record');
    expect(pages.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/zh-cn/renew-record?page=2');
    expect(screen.getByRole('cell', { name: 'HK$128.00' })).toBeInTheDocument();
  });

  it('says so when there are no payments yet', () => {
    renderAccountPage(<RenewRecordsPage data={{ kind: 'user', page: 1, pageCount: 1, records: [] }} />, { page: 'renewals' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No payments for quote packages yet.')).toBeInTheDocument();
  });
});
