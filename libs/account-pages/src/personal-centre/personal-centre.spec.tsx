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

const signedIn = (overrides: Partial<User> = {}, bookings: BookingItem[] | null = []): Extract<PersonalCentreData, { kind: 'user' }> => ({ kind: 'user', summary: summariseUser({ ...user, ...overrides }), bookings });

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

  describe('the next step with the securities account', () => {
    const account = () => within(screen.getByRole('region', { name: 'Securities account' }));
    const links = () => account().getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    const currentStep = () => account().getByRole('listitem', { current: 'step' });

    it.each([
      ['not opened', { authUser: false, authUserAuditStatus: 0 }, [['Open an account', '/en/account-guide']], 'Open an account'],
      ['under review', { authUser: false, authUserAuditStatus: 1 }, [['Download the app', '/en/download']], 'Open an account'],
      ['not approved', { authUser: false, authUserAuditStatus: 3 }, [['Contact customer service', '/en/about-us/contact-us']], 'Open an account'],
      [
        'opened',
        { authUser: true, authUserAuditStatus: 2 },
        [
          ['Download the app', '/en/download'],
          ['How to deposit', '/en/help-centre'],
        ],
        'Deposit funds',
      ],
    ])('an account %s leads on with %j, the step "%s" marked as next', (_, status, expected, step) => {
      renderPage({ data: signedIn(status) });
      expect(links()).toEqual(expected);
      expect(currentStep()).toHaveTextContent(step);
    });

    it('marks opening as done once the account is open', () => {
      renderPage({ data: signedIn({ authUser: true, authUserAuditStatus: 2 }) });
      const steps = account().getAllByRole('listitem');
      expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'current', 'todo']);
      expect(steps[0]).toHaveTextContent('Done');
    });

    it('sends a user who may not open an account here (mainland IP) to the app instead', () => {
      renderPage({ data: signedIn(), ipRegion: 'MAINLAND' });
      expect(links()).toEqual([['Download the app', '/en/download']]);
    });
  });

  describe('quote packages at a glance', () => {
    const pkg = (id: number, status: 'active' | 'expired', expiryDay: string, name = `Package ${id}`) => ({ id, name, market: 'hk' as const, startDay: '2026-01-01', expiryDay, status, autoRenew: false });
    const panel = () => within(screen.getByRole('region', { name: 'Quote packages' }));

    it('counts the active packages, says when the first ends and links to managing them', () => {
      renderPage({ data: { ...signedIn(), packages: [pkg(1, 'active', '2027-01-25', 'US stocks Level 2'), pkg(2, 'active', '2026-12-14', 'HK stocks Level 2'), pkg(3, 'expired', '2026-10-12')] } });
      expect(panel().getByText('2 active packages')).toBeInTheDocument();
      expect(panel().getByText('HK stocks Level 2')).toBeInTheDocument();
      expect(panel().queryByText('Package 3')).not.toBeInTheDocument();
      expect(panel().getByText('The first ends on 14 Dec 2026')).toBeInTheDocument();
      expect(panel().getByRole('link', { name: 'Manage quote packages →' })).toHaveAttribute('href', '/en/sta-login/goods');
    });

    it('without an active package points to the quote packages on offer; when they cannot be loaded, says so', () => {
      const { unmount } = renderPage({ data: { ...signedIn(), packages: [pkg(3, 'expired', '2026-10-12')] } });
      expect(panel().getByRole('link', { name: 'See quote packages →' })).toHaveAttribute('href', '/en/market');
      unmount();
      renderPage({ data: { ...signedIn(), packages: null } });
      expect(panel().getByRole('status')).toHaveTextContent('This cannot be shown just now.');
      expect(panel().getByRole('link', { name: 'See quote packages →' })).toBeInTheDocument();
    });
  });

  describe('Open API at a glance', () => {
    const api = () => within(screen.getByRole('region', { name: 'Open API' }));

    it('a submitted application: when it was sent and the way to its status, no second application', () => {
      renderPage({ data: { ...signedIn(), openApi: { applyType: 'personal', application: { type: 'personal', status: 'submitted', updatedDay: '2026-11-20' } } } });
      expect(api().getByText('Application submitted on 20 Nov 2026, under review.')).toBeInTheDocument();
      expect(api().getByRole('link', { name: 'View your application' })).toHaveAttribute('href', '/en/sta-login/api');
      expect(api().queryByRole('link', { name: 'Apply for Open API access' })).not.toBeInTheDocument();
    });

    it('a started application: the way back into its form, as the type it was started with', () => {
      renderPage({ data: { ...signedIn(), openApi: { applyType: 'personal', application: { type: 'company', status: 'draft', updatedDay: '2026-11-02' } } } });
      expect(api().getByText('You started an application on 02 Nov 2026 but have not submitted it.')).toBeInTheDocument();
      expect(api().getByRole('link', { name: 'Continue your application' })).toHaveAttribute('href', '/en/apply-api/company');
    });
  });

  it('never breaks the e-mail address inside a word', () => {
    renderPage({ data: signedIn() });
    const address = screen.getByText('E-mail').nextElementSibling as HTMLElement;
    expect(getComputedStyle(address).overflowWrap).toBe('break-word');
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
