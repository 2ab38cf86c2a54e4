import type { User } from '@brokerage/contracts';
import { isLang, pagePath, type District, type Lang } from '@brokerage/domain';
import { createShellState, ShellProvider } from '@brokerage/layout';
import { fixtureDistrictConfig, sampleUser } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { OpenApiStatusPage } from '../open-api-status/open-api-status';
import { PersonalCentrePage } from '../personal-centre/personal-centre';
import { summariseUser } from '../personal-centre/personal-centre-summary';
import type { BookingItem } from '../personal-centre/my-bookings';
import { QuotePackagesPage, RenewRecordsPage, type QuotePackageItem, type RenewRecordItem } from '../quote-packages/quote-packages';
import { AccountArea, ACCOUNT_PAGES, type AccountPage } from './account-area';

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

/** The demo investor: account opened, the Open API and quote package features on. */
const investor = sampleUser({ nickname: 'Demo Investor', areaCode: '852', phoneNumber: '51234567', email: 'demo.investor@example.com', authUser: true, authUserAuditStatus: 2, grayStatusBit: '1010000000' });

/** An account page in the account frame, at its own address, for the story's language (the Hong Kong site: the only one with an account area). */
const AccountStory = ({ page, lang, sessionUser, children }: { page: AccountPage; lang: Lang; sessionUser: User | null; children: ReactNode }) => {
  const district: District = 'hk';
  const site = fixtureDistrictConfig(district);
  const router = createMemoryRouter([{ path: '*', element: <AccountArea>{children}</AccountArea> }], { initialEntries: [pagePath(site, lang, ACCOUNT_PAGES[page])] });
  return (
    <SiteProvider value={{ site, lang }}>
      <ShellProvider
        serverState={createShellState({
          lang,
          district,
          user: sessionUser ? fulfilled(sessionUser) : undefined,
          baseConfig: { status: 'rejected', reason: new Error('not needed by the account pages') },
          pageMeta: fulfilled({}),
          activityTotal: fulfilled(0),
          ipRegion: fulfilled('HK'),
          needLogin: true,
        })}
      >
        <div style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </div>
      </ShellProvider>
    </SiteProvider>
  );
};

/** A user who registered but has not opened an account; a long e-mail address to show how it wraps. */
const newcomer = sampleUser({ nickname: 'Chan Tai Man', areaCode: '852', phoneNumber: '51234568', email: 'chan.tai.man.investments@harbourfront-example.com.hk', authUser: false, authUserAuditStatus: 0, guideAccountFlag: true, grayStatusBit: '1010000000' });

const samplePackages: QuotePackageItem[] = [
  { id: 1, name: 'US stocks Level 2 (Nasdaq TotalView)', market: 'us', startDay: '2026-09-27', expiryDay: '2027-01-25', status: 'active', autoRenew: false },
  { id: 2, name: 'HK stocks Level 2', market: 'hk', startDay: '2026-02-17', expiryDay: '2026-12-14', status: 'active', autoRenew: true },
  { id: 3, name: 'A-shares Level 2', market: 'a', startDay: '2026-09-12', expiryDay: '2026-10-12', status: 'expired', autoRenew: false },
];

const record = (id: number, paidDay: string, overrides: Partial<RenewRecordItem> = {}): RenewRecordItem => ({
  id,
  name: 'HK stocks Level 2',
  market: 'hk',
  months: 1,
  amountCents: 12_000,
  currency: 'HKD',
  paidDay,
  fromDay: paidDay,
  toDay: paidDay.replace(/-(\d\d)-/, (_, month: string) => `-${String((Number(month) % 12) + 1).padStart(2, '0')}-`),
  status: 'paid',
  channel: 'auto-renew',
  ...overrides,
});

const sampleBookings: BookingItem[] = [
  { kind: 'talk', id: 302, title: 'Hong Kong IPO masterclass', startDay: '2026-12-03', endDay: '2026-12-03', startTime: '19:00', endTime: '20:30', format: 'offline', location: 'Tsim Sha Tsui Branch seminar room', status: 'upcoming' },
  { kind: 'event', id: 211, title: 'Year-end family wealth workshop', startDay: '2026-12-12', endDay: '2026-12-12', startTime: '14:00', endTime: '16:30', format: 'offline', location: 'Tsuen Wan Branch, Citywalk', status: 'upcoming' },
  { kind: 'talk', id: 308, title: 'US earnings season: reading guidance', startDay: '2026-09-17', endDay: '2026-09-17', startTime: '19:00', endTime: '20:00', format: 'online', location: '', status: 'ended' },
];

type Args = { page: AccountPage; content: 'overview' | 'overview-new' | 'overview-review' | 'overview-unavailable-panels' | 'api-none' | 'api-submitted' | 'goods' | 'goods-empty' | 'renewals' | 'renewals-empty' | 'visitor' };

const contentOf = (content: Args['content']): ReactNode => {
  switch (content) {
    case 'overview':
      return <PersonalCentrePage data={{ kind: 'user', summary: summariseUser(investor), bookings: sampleBookings, packages: samplePackages, openApi: { applyType: 'personal', application: { type: 'personal', status: 'submitted', updatedDay: '2026-11-20' } } }} />;
    case 'overview-new':
      return <PersonalCentrePage data={{ kind: 'user', summary: summariseUser(newcomer), bookings: [], packages: [], openApi: { applyType: 'personal', application: null } }} />;
    case 'overview-review':
      return <PersonalCentrePage data={{ kind: 'user', summary: summariseUser({ ...newcomer, authUserAuditStatus: 1 }), bookings: sampleBookings.slice(0, 1), packages: [], openApi: { applyType: 'personal', application: { type: 'personal', status: 'draft', updatedDay: '2026-11-02' } } }} />;
    case 'overview-unavailable-panels':
      return <PersonalCentrePage data={{ kind: 'user', summary: summariseUser(investor), bookings: null, packages: null, openApi: null }} />;
    case 'api-none':
      return <OpenApiStatusPage data={{ kind: 'user', applyType: 'personal', application: null }} />;
    case 'api-submitted':
      return <OpenApiStatusPage data={{ kind: 'user', applyType: 'personal', application: { type: 'personal', status: 'submitted', updatedDay: '2026-11-20' } }} />;
    case 'goods':
      return (
        <QuotePackagesPage
          data={{
            kind: 'user',
            packages: [
              { id: 1, name: 'US stocks Level 2 (Nasdaq TotalView)', market: 'us', startDay: '2026-09-27', expiryDay: '2027-01-25', status: 'active', autoRenew: false },
              { id: 2, name: 'HK stocks Level 2', market: 'hk', startDay: '2026-02-17', expiryDay: '2026-12-14', status: 'active', autoRenew: true },
              { id: 3, name: 'A-shares Level 2', market: 'a', startDay: '2026-09-12', expiryDay: '2026-10-12', status: 'expired', autoRenew: false },
            ],
          }}
        />
      );
    case 'goods-empty':
      return <QuotePackagesPage data={{ kind: 'user', packages: [] }} />;
    case 'renewals':
      return (
        <RenewRecordsPage
          data={{
            kind: 'user',
            page: 1,
            pageCount: 2,
            records: [
              record(16, '2026-11-14'),
              record(15, '2026-10-27', { name: 'US stocks Level 2 (Nasdaq TotalView)', market: 'us', months: 3, amountCents: 4_497, currency: 'USD', channel: 'app' }),
              record(14, '2026-10-15'),
              record(13, '2026-09-12', { name: 'A-shares Level 2', market: 'a', amountCents: 3_800, currency: 'CNY', channel: 'web' }),
              record(12, '2026-07-17', { status: 'failed' }),
              record(11, '2026-06-29', { name: 'US options real-time (OPRA)', market: 'us', amountCents: 350, currency: 'USD', status: 'refunded' }),
            ],
          }}
        />
      );
    case 'renewals-empty':
      return <RenewRecordsPage data={{ kind: 'user', page: 1, pageCount: 1, records: [] }} />;
    case 'visitor':
      return <QuotePackagesPage data={{ kind: 'visitor' }} />;
  }
};

const meta: Meta<Args> = {
  title: 'account-pages/Personal Centre',
  args: { page: 'overview', content: 'overview' },
  render: ({ page, content }, { globals }) => {
    const lang: Lang = isLang(globals['locale']) ? globals['locale'] : 'zh-hk';
    return (
      <AccountStory page={page} lang={lang} sessionUser={content === 'visitor' ? null : content === 'overview-new' || content === 'overview-review' ? newcomer : investor}>
        {contentOf(content)}
      </AccountStory>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** The demo investor: account open (next: deposit funds), two active quote packages, an Open API application under review. */
export const MyDetails: Story = {};
export const MyDetailsEnglish: Story = { globals: { locale: 'en' } };
export const MyDetailsSimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const MyDetailsOnAPhone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** A new user: opening the account is the next step; no packages, no application yet. */
export const DashboardNewUser: Story = { args: { content: 'overview-new' } };
export const DashboardNewUserEnglish: Story = { args: { content: 'overview-new' }, globals: { locale: 'en' } };
export const DashboardNewUserSimplifiedChinese: Story = { args: { content: 'overview-new' }, globals: { locale: 'zh-cn' } };
export const DashboardNewUserOnAPhone: Story = { args: { content: 'overview-new' }, globals: { viewport: { value: 'mobile', isRotated: false } } };
/** The account application under review; an Open API application started but not sent. */
export const DashboardUnderReview: Story = { args: { content: 'overview-review' } };
/** The API could not give the bookings, packages and Open API application just now: each panel says so and keeps its way on. */
export const DashboardPanelsUnavailable: Story = { args: { content: 'overview-unavailable-panels' } };
export const OpenApiNotApplied: Story = { args: { page: 'api', content: 'api-none' } };
export const OpenApiUnderReview: Story = { args: { page: 'api', content: 'api-submitted' } };
export const QuotePackages: Story = { args: { page: 'goods', content: 'goods' } };
export const NoQuotePackages: Story = { args: { page: 'goods', content: 'goods-empty' } };
export const RenewalHistory: Story = { args: { page: 'renewals', content: 'renewals' } };
/** On a phone each payment is a block of labelled lines. */
export const RenewalHistoryOnAPhone: Story = { args: { page: 'renewals', content: 'renewals' }, globals: { viewport: { value: 'mobile', isRotated: false } } };
export const NoRenewals: Story = { args: { page: 'renewals', content: 'renewals-empty' } };
/** A visitor: asked to log in (the frame's please-login dialog is not drawn here). */
export const Visitor: Story = { args: { page: 'goods', content: 'visitor' } };
