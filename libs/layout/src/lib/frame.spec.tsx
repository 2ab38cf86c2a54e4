import { homePath } from '@brokerage/domain';
import { createApiClient } from '@brokerage/api-client';
import type { Lang } from '@brokerage/contracts';
import { act, screen, waitFor, within, configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithProviders } from '../test-utils';
import { fixtureDistrictConfig, fixtureShellState, MOBILE_USER_AGENT, userWithAccount, userWithoutAccount, type FixtureShellOptions } from './fixtures';
import { Frame, type FrameProps } from './frame';
import { ShellProvider, useShellActions, useShellState, type TokenErrorSource } from './shell-context';
import type { ShellState } from './shell-state';
import { preloadDeferredParts } from '@brokerage/ui';

// The frame's deferred parts (the header's desktop bar and searches, the footer) render at once
// here, as after a client-side navigation.
beforeAll(preloadDeferredParts);

interface Setup {
  state?: FixtureShellOptions;
  serverState?: ShellState;
  frame?: Partial<FrameProps>;
  tokenErrorSource?: TokenErrorSource;
}

function frameElement({ state = {}, serverState, frame = {}, tokenErrorSource }: Setup) {
  const shell = serverState ?? fixtureShellState({ lang: 'en', ...state });
  const config = fixtureDistrictConfig(shell.district);
  return (
    <ShellProvider serverState={shell} tokenErrorSource={tokenErrorSource}>
      <Frame config={config} pathname={`${homePath(config, shell.lang)}/charges`} search="?plan=2" onLogout={jest.fn()} onNavigate={jest.fn()} {...frame}>
        <h1>Fees</h1>
      </Frame>
    </ShellProvider>
  );
}

const renderFrame = (setup: Setup = {}, locale: Lang = setup.serverState?.lang ?? setup.state?.lang ?? 'en') => {
  const result = renderWithProviders(frameElement(setup), { locale });
  return { ...result, rerenderFrame: (next: Setup) => result.rerender(frameElement(next)) };
};

/** A token-error source like the api-client's ApiClient.onTokenError. */
function tokenErrors() {
  const listeners = new Set<(envelope: unknown) => void>();
  return {
    onTokenError(listener: (envelope: unknown) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener({ code: 300101, msg: 'token invalid', data: null })),
    get size() {
      return listeners.size;
    },
  };
}

describe('Frame', () => {
  // The frame loads the footer and dialogs on demand; Jest compiles a module on its first import,
  // and a file's first render of the whole frame takes over a second on a busy machine.
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    await Promise.all([import('./footer/footer'), import('./dialogs/login-dialog'), import('./dialogs/please-login-dialog'), import('./dialogs/token-error-dialog')]);
  });

  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('puts the page between the header and the footer, with a skip link', async () => {
    renderFrame();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Fees', level: 1 }));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('opens the 504 px global login dialog from the header, with the current page as jump URL', async () => {
    const renderLoginPanel = jest.fn(({ jumpUrl }: { jumpUrl: string | null }) => <p>Auth panel for {jumpUrl}</p>);
    const { user } = renderFrame({ frame: { renderLoginPanel } });
    const opener = within(screen.getByRole('banner')).getAllByRole('button', { name: 'Log in / Register' })[0];
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Log in / Register' });
    expect(dialog).toHaveStyle({ width: '504px' });
    expect(dialog).toHaveTextContent('Auth panel for /en/charges?plan=2');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes the login dialog on Escape and on a click beside it, focus back on the control that opened it', async () => {
    const { user } = renderFrame({ frame: { renderLoginPanel: () => <input aria-label="Mobile number" /> } });
    const opener = within(screen.getByRole('banner')).getAllByRole('button', { name: 'Log in / Register' })[0];
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Log in / Register' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const overlay = (await screen.findByRole('dialog')).parentElement as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("puts focus on the page's main heading when the control that opened the login dialog is gone", async () => {
    function BookingGate() {
      const { openLoginDialog } = useShellActions();
      const { showLoginDialog } = useShellState();
      // Like a page whose login button gives way to the dialog.
      return showLoginDialog ? null : (
        <button type="button" onClick={() => openLoginDialog()}>
          Log in to book
        </button>
      );
    }
    const shell = fixtureShellState({ lang: 'en' });
    const config = fixtureDistrictConfig(shell.district);
    const { user } = renderWithProviders(
      <ShellProvider serverState={shell}>
        <Frame config={config} pathname="/en/charges" onLogout={jest.fn()} renderLoginPanel={() => <input aria-label="Mobile number" />}>
          <h1>Fees</h1>
          <BookingGate />
        </Frame>
      </ShellProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Log in to book' }));
    await screen.findByRole('dialog', { name: 'Log in / Register' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Fees' })).toHaveFocus());
  });

  it('offers the register/login page in the login dialog until an auth panel is supplied', async () => {
    const { user } = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in / Register' });
    expect(within(dialog).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/en/sta-regform');
  });

  it('lets the auth panel close the dialog and a login update the header', async () => {
    function Panel({ close }: { close: () => void }) {
      const { setUser } = useShellActions();
      return (
        <button
          type="button"
          onClick={() => {
            setUser(userWithAccount);
            close();
          }}
        >
          Submit login
        </button>
      );
    }
    const { user } = renderFrame({ frame: { renderLoginPanel: ({ close }) => <Panel close={close} /> } });
    await user.click(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Log in / Register' })[0]);
    await user.click(screen.getByRole('button', { name: 'Submit login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu: 李嘉欣' })).toBeInTheDocument();
    // An opened account: no open-account button any more.
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Open Account' })).not.toBeInTheDocument();
  });

  describe('the PGC dialog (a login whose stored jump was for account holders only)', () => {
    function PgcLogin({ close, loggedInAs }: { close: () => void; loggedInAs: typeof userWithoutAccount }) {
      const { setUser, openPgcDialog } = useShellActions();
      return (
        <button
          type="button"
          onClick={() => {
            setUser(loggedInAs);
            openPgcDialog();
            close();
          }}
        >
          Submit login
        </button>
      );
    }
    const loginAs = async (loggedInAs: typeof userWithoutAccount) => {
      const { user } = renderFrame({ frame: { renderLoginPanel: ({ close }) => <PgcLogin close={close} loggedInAs={loggedInAs} /> } });
      await user.click(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Log in / Register' })[0]);
      await user.click(screen.getByRole('button', { name: 'Submit login' }));
      return user;
    };

    it('replaces the login dialog and offers to open an account to a user without one', async () => {
      const user = await loginAs(userWithoutAccount);
      const dialog = await screen.findByRole('dialog', { name: 'For account holders' });
      expect(dialog).toHaveAccessibleDescription('This content is for investors with a verified securities account. Open an account online to read it.');
      expect(within(dialog).getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/en/account-guide');
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('tells a user whose application is under review to wait, without an open-account link', async () => {
      await loginAs({ ...userWithoutAccount, authUserAuditStatus: 1, authUserIsSubmitRecord: true });
      const dialog = await screen.findByRole('dialog', { name: 'For account holders' });
      expect(dialog).toHaveAccessibleDescription(/being reviewed/);
      expect(within(dialog).queryByRole('link')).toBeNull();
    });
  });

  describe("'please login first'", () => {
    it('appears to visitors on a login-required page; closing goes home', async () => {
      const onNavigate = jest.fn();
      const { user } = renderFrame({ frame: { requiresLogin: true, onNavigate } });
      const dialog = await screen.findByRole('dialog', { name: 'Please log in first' });
      expect(dialog).toHaveAccessibleDescription('This page is only available to logged-in users. Log in or register to continue.');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(onNavigate).toHaveBeenCalledWith('/en');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('leads to the login dialog and comes back if the visitor does not log in', async () => {
      const { user } = renderFrame({ frame: { requiresLogin: true } });
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log in / Register' }));
      expect(await screen.findByRole('dialog', { name: 'Log in / Register' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Please log in first' })).not.toBeInTheDocument();
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
      expect(await screen.findByRole('dialog', { name: 'Please log in first' })).toBeInTheDocument();
    });

    it('does not appear to logged-in users or on public pages', () => {
      const { rerenderFrame } = renderFrame({ state: { user: userWithAccount }, frame: { requiresLogin: true } });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      rerenderFrame({ frame: { requiresLogin: false } });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('follows the server state when the page does not say', async () => {
      renderFrame({ state: { needLogin: true } });
      expect(await screen.findByRole('dialog', { name: 'Please log in first' })).toBeInTheDocument();
    });

    it('is translated', async () => {
      renderFrame({ state: { lang: 'zh-cn' }, frame: { requiresLogin: true } }, 'zh-cn');
      expect(await screen.findByRole('dialog', { name: '请先登录' })).toBeInTheDocument();
    });
  });

  describe('token error (300101)', () => {
    it('opens from the api-client signal, logs the user out and offers to log in again', async () => {
      const source = tokenErrors();
      const { user, unmount } = renderFrame({ state: { user: userWithAccount }, tokenErrorSource: source });
      expect(screen.getByRole('button', { name: 'Account menu: 李嘉欣' })).toBeInTheDocument();
      act(() => source.emit());
      const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
      expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Log in again' }));
      expect(await screen.findByRole('dialog', { name: 'Log in / Register' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument();
      unmount();
      expect(source.size).toBe(0);
    });

    it('opens when a call of the api-client answers 300101', async () => {
      const client = createApiClient({ baseURL: 'https://api.example.test', lang: 'en', district: 'hk' });
      client.main.axios.defaults.adapter = async (config) => ({
        data: { code: 300101, msg: 'Your session has expired. Please log in again.', data: null },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      });
      renderFrame({ state: { user: userWithAccount }, tokenErrorSource: client });
      await act(async () => {
        await expect(client.main.request({ url: '/user-server/api/get-current-user/v1' })).rejects.toMatchObject({ code: 300101 });
      });
      expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
    });

    it('opens from server state and closes with Not now', async () => {
      const { user } = renderFrame({ state: { tokenError: true } });
      await user.click(within(await screen.findByRole('dialog', { name: 'Session expired' })).getByRole('button', { name: 'Not now' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('failure fallbacks (spec 8)', () => {
    it('renders the whole frame with empty base and head', async () => {
      renderFrame({ state: { fail: ['baseConfig', 'pageMeta', 'activity', 'ipInfo', 'user'] } });
      // Brand from the district config, menus, login and open account still there.
      expect(screen.getByRole('link', { name: 'Harbourfront Securities home' })).toHaveAttribute('href', '/en');
      expect(screen.getAllByRole('navigation', { name: 'Main menu' })[0]).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Open Account' })).toBeInTheDocument();
      // No other activities: Promotions is hidden.
      expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
      expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    });
  });

  it('hides the open-account button for a mainland IP', () => {
    renderFrame({ state: { isMainlandIp: true } });
    expect(screen.queryByRole('link', { name: 'Open Account' })).not.toBeInTheDocument();
  });

  it('shows the progress bar while the next page loads', async () => {
    const { rerenderFrame } = renderFrame({ frame: { navigating: false } });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerenderFrame({ frame: { navigating: true } });
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('shows the download banner on product pages only, pointing phones to their store', async () => {
    const state = fixtureShellState({ lang: 'en', userAgent: MOBILE_USER_AGENT });
    const { rerenderFrame } = renderFrame({ serverState: state });
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
    rerenderFrame({ serverState: state, frame: { pathname: '/en/products/financial-investment/us-stocks' } });
    const banner = await screen.findByRole('complementary', { name: 'Get the app' });
    expect(within(banner).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://apps.apple.com/hk/app/harbourfront-securities/id6443021876');
    rerenderFrame({ serverState: state, frame: { showDownloadBanner: false, pathname: '/en/products/financial-investment/us-stocks' } });
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('renders in-site links through the app router component', () => {
    const RouterLink = ({ href, children, ...rest }: { href: string; children?: ReactNode }) => (
      <a href={href} data-router-link="" {...rest}>
        {children}
      </a>
    );
    renderFrame({ frame: { linkComponent: RouterLink } });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Institutions' })).toHaveAttribute('data-router-link');
    // Language links are full page loads: each language has its own server render.
    expect(screen.getAllByRole('link', { name: 'English', hidden: true })[0]).not.toHaveAttribute('data-router-link');
  });

  it('takes new server state after a revalidation', () => {
    function UserName() {
      return <output>{useShellState().user?.nickname ?? 'visitor'}</output>;
    }
    const config = fixtureDistrictConfig('hk');
    const element = (serverState: ShellState) => (
      <ShellProvider serverState={serverState}>
        <Frame config={config} pathname="/en" onLogout={jest.fn()}>
          <UserName />
        </Frame>
      </ShellProvider>
    );
    const { rerender } = renderWithProviders(element(fixtureShellState({ lang: 'en' })));
    expect(screen.getByRole('status')).toHaveTextContent('visitor');
    rerender(element(fixtureShellState({ lang: 'en', user: userWithAccount })));
    expect(screen.getByRole('status')).toHaveTextContent('李嘉欣');
  });

  describe('inside the company app', () => {
    /** The iOS build of the company app (its webview adds `HarbourfrontApp/`). */
    const COMPANY_APP_USER_AGENT = `${MOBILE_USER_AGENT} HarbourfrontApp/5.12.0`;
    const APP_TOKEN = 'AppUs3rT0k3n-9f8e7d6c5b4a3928';
    const globals = window as unknown as Record<string, unknown>;
    const productPage = '/en/products/financial-investment/us-stocks';
    let fetchMock: jest.Mock;
    beforeEach(() => {
      fetchMock = jest.fn(async () => ({ json: async () => ({ replaced: false, outcome: 'same-session' }) }));
      globals.fetch = fetchMock;
    });
    afterEach(() => {
      delete globals.fetch;
      delete globals.JSActionBridge;
    });

    it('shows the page without the header, footer or download banner the app already has', () => {
      renderFrame({ state: { userAgent: COMPANY_APP_USER_AGENT }, frame: { pathname: productPage } });
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Fees', level: 1 }));
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'Get the app' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
    });

    it('still asks a visitor to log in on a login-only page', () => {
      renderFrame({ state: { userAgent: COMPANY_APP_USER_AGENT }, frame: { requiresLogin: true } });
      expect(screen.getByTestId('please-login-dialog')).toBeInTheDocument();
    });

    it('hands the app user’s token to its own site server, under the district’s base path', async () => {
      globals.JSActionBridge = {
        handlerAction: (_event: string, _data: string, successKey: string) => setTimeout(() => (globals[successKey] as (answer: string) => void)(JSON.stringify({ userToken: APP_TOKEN }))),
      };
      renderFrame({ state: { district: 'mainland', lang: 'en', userAgent: COMPANY_APP_USER_AGENT } });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/mainland/app-session');
      expect(init.method).toBe('POST');
      expect((init.body as URLSearchParams).get('userToken')).toBe(APP_TOKEN);
    });

    it('leaves the session alone in a phone’s own browser, even one with a bridge-like global', async () => {
      globals.JSActionBridge = { handlerAction: jest.fn() };
      renderFrame({ state: { userAgent: MOBILE_USER_AGENT }, frame: { pathname: productPage } });
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(await screen.findByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
      await act(async () => undefined);
      expect((globals.JSActionBridge as { handlerAction: jest.Mock }).handlerAction).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
