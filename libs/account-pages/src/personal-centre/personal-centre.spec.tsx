/**
 * @jest-environment jsdom
 */
import type { User } from '@brokerage/contracts';
import type { Lang } from '@brokerage/i18n';
import { screen, within } from '@testing-library/react';
import { renderAccountPage, user, type AccountPageSetup } from '../testing/render-account-page';
import { PersonalCentrePage } from './personal-centre';
import type { BookingItem } from './my-bookings';
import { summariseUser, type PersonalCentreData } from './personal-centre-summary';

const renderPage = ({ data, ...setup }: AccountPageSetup & { data: PersonalCentreData; lang?: Lang }) =>
  renderAccountPage(<PersonalCentrePage data={data} />, { sessionUser: data.kind === 'user' ? user : null, ...setup });

const signedIn = (overrides: Partial<User> = {}, bookings: BookingItem[] | null = []): PersonalCentreData => ({ kind: 'user', summary: summariseUser({ ...user, ...overrides }), bookings });

const bookings: BookingItem[] = [
  { kind: 'talk', id: 302, title: 'Hong Kong IPO masterclass', startDay: '2026-12-03', endDay: '2026-12-03', startTime: '19:00', endTime: '20:30', format: 'offline', location: 'Tsim Sha Tsui Branch', status: 'upcoming' },
  { kind: 'event', id: 210, title: 'Winter Investment and Wealth Expo 2026', startDay: '2026-12-05', endDay: '2026-12-06', startTime: '10:00', endTime: '18:00', format: 'offline', location: 'HKCEC', status: 'upcoming' },
  { kind: 'talk', id: 308, title: 'Reading guidance', startDay: '2026-09-17', endDay: '2026-09-17', startTime: '19:00', endTime: '20:00', format: 'online', location: '', status: 'ended' },
];

describe('PersonalCentrePage', () => {
  it('shows the signed-in user their details with the phone masked', () => {
    renderPage({ data: signedIn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Centre' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Chan Tai Man')).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Your details' }));
    expect(details.getByText('Mobile number').nextElementSibling).toHaveTextContent('+852 ****4567');
    expect(details.getByText('E-mail').nextElementSibling).toHaveTextContent('tm.chan@example.com');
    // A narrow column wraps the address before its @, not inside a word.
    expect(details.getByText('E-mail').nextElementSibling?.innerHTML).toBe('tm.chan<wbr>@example.com');
    expect(details.getByText('Nickname').nextElementSibling).toHaveTextContent('Chan Tai Man');
    expect(document.body).not.toHaveTextContent('51234567');
  });

  it('offers account opening to a user the account guide applies to, outside the mainland', () => {
    renderPage({ data: signedIn() });
    const account = within(screen.getByRole('region', { name: 'Securities account' }));
    expect(account.getByText('You have not opened a securities account yet')).toBeInTheDocument();
    expect(account.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/en/account-guide');
  });

  it('hides account opening from a visitor on a mainland IP, and from users the guide does not apply to', () => {
    const { unmount } = renderPage({ data: signedIn(), ipRegion: 'MAINLAND' });
    expect(screen.queryByRole('link', { name: 'Open an account' })).not.toBeInTheDocument();
    unmount();
    renderPage({ data: signedIn({ guideAccountFlag: false }), sessionUser: { ...user, guideAccountFlag: false } });
    expect(screen.queryByRole('link', { name: 'Open an account' })).not.toBeInTheDocument();
  });

  it.each([
    [{ authUser: true, authUserAuditStatus: 2 }, 'Account opened'],
    [{ authUser: false, authUserAuditStatus: 1 }, 'Your account application is under review'],
    [{ authUser: false, authUserAuditStatus: 3 }, 'Your account application was not approved. Please contact customer service.'],
  ])('shows the account status %o as "%s"', (status, text) => {
    renderPage({ data: signedIn(status) });
    expect(within(screen.getByRole('region', { name: 'Securities account' })).getByText(text)).toBeInTheDocument();
  });

  it('never offers to open an account that is already open', () => {
    renderPage({ data: signedIn({ authUser: true, authUserAuditStatus: 2, guideAccountFlag: true }) });
    expect(screen.queryByRole('link', { name: 'Open an account' })).not.toBeInTheDocument();
  });

  it('links to the Open API application flow, as a company for organisation accounts', () => {
    const { unmount } = renderPage({ data: signedIn() });
    const api = () => within(screen.getByRole('region', { name: 'Open API' }));
    expect(api().getByRole('link', { name: 'Apply for Open API access' })).toHaveAttribute('href', '/en/apply-api/personal');
    expect(api().getByRole('link', { name: 'About Open API' })).toHaveAttribute('href', '/en/open-api');
    unmount();
    renderPage({ data: signedIn({ areaCode: '', phoneNumber: '', nickname: '', email: 'treasury@acme.example' }) });
    expect(api().getByRole('link', { name: 'Apply for Open API access' })).toHaveAttribute('href', '/en/apply-api/company');
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.getByText('Mobile number').nextElementSibling).toHaveTextContent('Not provided');
  });

  it('translates the page and keeps the language in every link', () => {
    renderPage({ data: signedIn(), lang: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('个人中心');
    expect(screen.getByRole('link', { name: '了解 Open API' })).toHaveAttribute('href', '/zh-cn/open-api');
    expect(screen.getByRole('link', { name: '立即开户' })).toHaveAttribute('href', '/zh-cn/account-guide');
  });

  it('sits in the account frame: its sections as tabs, this one marked current', () => {
    renderPage({ data: signedIn() });
    const tabs = within(screen.getByRole('navigation', { name: 'Personal Centre sections' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['My details', '/en/sta-login', 'page'],
      ['Open API', '/en/sta-login/api', null],
      ['Quote packages', '/en/sta-login/goods', null],
      ['Renewal history', '/en/renew-record', null],
    ]);
  });

  it('leaves out the sections of features the user does not have (grayStatusBit)', () => {
    const withoutFeatures = { ...user, grayStatusBit: '0000000000' };
    renderPage({ data: { kind: 'user', summary: summariseUser(withoutFeatures), bookings: [] }, sessionUser: withoutFeatures });
    const tabs = within(screen.getByRole('navigation', { name: 'Personal Centre sections' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My details']);
    expect(screen.queryByRole('region', { name: 'Open API' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Securities account' })).toBeInTheDocument();
  });

  it('tells a visitor to log in, and the login button comes back to the personal centre', async () => {
    const { user: pointer } = renderPage({ data: { kind: 'visitor' }, lang: 'zh-hk' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('個人中心');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await pointer.click(screen.getByRole('button', { name: '登入' }));
    expect(screen.getByTestId('jump-url')).toHaveTextContent('/zh-hk/sta-login');
  });

  it('says so when the details could not be loaded', () => {
    renderPage({ data: { kind: 'unavailable' }, sessionUser: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Your account details could not be loaded just now.');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  describe('my talks and events', () => {
    it('lists each booking with its date, time and place, linking to its page', () => {
      renderPage({ data: signedIn({}, bookings) });
      const list = within(screen.getByRole('region', { name: 'My talks and events' }));
      const items = list.getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[0]).toHaveTextContent('Talk');
      expect(items[0]).toHaveTextContent('Coming up');
      expect(items[0]).toHaveTextContent('3 Dec 2026 19:00–20:30');
      expect(items[0]).toHaveTextContent('Tsim Sha Tsui Branch');
      expect(list.getByRole('link', { name: 'Hong Kong IPO masterclass' })).toHaveAttribute('href', '/en/chair/detail/302');
      expect(items[1]).toHaveTextContent('05 Dec 2026 – 06 Dec 2026');
      expect(list.getByRole('link', { name: 'Winter Investment and Wealth Expo 2026' })).toHaveAttribute('href', '/en/events-and-exhibition/detail/210');
      expect(items[2]).toHaveTextContent('Ended');
      expect(items[2]).toHaveTextContent('Online');
    });

    it('in Chinese, dates read 2026年12月3日', () => {
      renderPage({ data: signedIn({}, bookings), lang: 'zh-hk' });
      expect(within(screen.getByRole('region', { name: '我的講座及活動' })).getAllByRole('listitem')[0]).toHaveTextContent('2026年12月3日 19:00–20:30');
    });

    it('without bookings, points to the talks and events; when they cannot be loaded, says so', () => {
      const { unmount } = renderPage({ data: signedIn({}, []) });
      const empty = within(screen.getByRole('region', { name: 'My talks and events' }));
      expect(empty.getByRole('link', { name: 'Browse talks' })).toHaveAttribute('href', '/en/chair');
      expect(empty.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/en/events-and-exhibition');
      unmount();
      renderPage({ data: signedIn({}, null) });
      expect(within(screen.getByRole('region', { name: 'My talks and events' })).getByRole('status')).toHaveTextContent('cannot be shown just now');
    });
  });
});
