/**
 * @jest-environment jsdom
 */
import type { User } from '@brokerage/contracts';
import { createI18n, type Lang } from '@brokerage/i18n';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { SiteProvider } from '@brokerage/site-core/testing';
import { createShellState, ShellProvider, useShellState } from '@brokerage/layout';
import { sampleUser } from '@brokerage/layout/testing';
import { theme } from '@brokerage/ui';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { PersonalCentrePage } from './personal-centre';
import { summariseUser, type PersonalCentreData } from './personal-centre-summary';


/** A registered user who has not opened an account, the guide applying to them. */
const user = sampleUser({ nickname: 'Chan Tai Man', areaCode: '852', phoneNumber: '51234567', email: 'tm.chan@example.com', authUser: false, authUserAuditStatus: 0, guideAccountFlag: true });

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

interface Setup {
  data: PersonalCentreData;
  site?: DistrictConfig;
  lang?: Lang;
  /** The signed-in user as the root loader saw it (null: visitor). */
  sessionUser?: User | null;
  ipRegion?: string;
}

/** The login dialog's jump URL, as the frame would read it. */
const JumpUrl = () => <output data-testid="jump-url">{useShellState().loginDialogJumpUrl ?? ''}</output>;

const renderPage = ({ data, site = hk, lang = 'en', sessionUser = data.kind === 'user' ? user : null, ipRegion = 'HK' }: Setup) => {
  const shell = createShellState({
    lang,
    district: site.district,
    user: sessionUser ? fulfilled(sessionUser) : undefined,
    // The page does not depend on the base config: the frame's fallback for a failed fetch will do.
    baseConfig: { status: 'rejected', reason: new Error('base config not needed here') },
    pageMeta: fulfilled({}),
    activityTotal: fulfilled(0),
    ipRegion: fulfilled(ipRegion),
    needLogin: true,
  });
  return {
    user: userEvent.setup(),
    ...render(
      <I18nProvider i18n={createI18n(lang)}>
        <ThemeProvider theme={theme}>
          <SiteProvider value={{ site, lang }}>
            <ShellProvider serverState={shell}>
              <PersonalCentrePage data={data} />
              <JumpUrl />
            </ShellProvider>
          </SiteProvider>
        </ThemeProvider>
      </I18nProvider>,
    ),
  };
};

const signedIn = (overrides: Partial<User> = {}): PersonalCentreData => ({ kind: 'user', summary: summariseUser({ ...user, ...overrides }) });

describe('PersonalCentrePage', () => {
  it('shows the signed-in user their details with the phone masked', () => {
    renderPage({ data: signedIn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Centre' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Chan Tai Man')).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Your details' }));
    expect(details.getByText('Mobile number').nextElementSibling).toHaveTextContent('+852 ****4567');
    expect(details.getByText('E-mail').nextElementSibling).toHaveTextContent('tm.chan@example.com');
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

  it('builds links under the mainland prefix and translates the page', () => {
    renderPage({ data: signedIn(), site: mainland, lang: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('个人中心');
    expect(screen.getByRole('link', { name: '了解 Open API' })).toHaveAttribute('href', '/mainland/zh-cn/open-api');
    expect(screen.getByRole('link', { name: '立即开户' })).toHaveAttribute('href', '/mainland/zh-cn/account-guide');
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
});
