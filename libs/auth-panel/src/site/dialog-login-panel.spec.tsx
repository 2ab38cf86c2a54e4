/**
 * @jest-environment jsdom
 */
import { createShellState, Frame, ShellProvider, useShellActions } from '@brokerage/layout';
import { fixtureBaseConfig, fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { AuthIntent, LoginSuccess } from '../transport';
import { renderDialogLoginPanel } from './dialog-login-panel';

const site = fixtureDistrictConfig('mainland');
const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });
const shell = createShellState({ lang: 'en', district: 'mainland', baseConfig: fulfilled(fixtureBaseConfig('mainland', 'en')), pageMeta: fulfilled({}), activityTotal: fulfilled(0), ipRegion: fulfilled('HK') });
const TITLES: Record<string, string> = { '/mainland/en/charges': 'Fees', '/mainland/en/market': 'Quote services' };

/** A page with a control that asks for a login before showing quotes. */
function Page() {
  const { openLoginDialog } = useShellActions();
  const { pathname } = useLocation();
  return (
    <>
      <h1>{TITLES[pathname]}</h1>
      <button type="button" onClick={() => openLoginDialog('/mainland/en/market')}>
        Log in for quotes
      </button>
    </>
  );
}

function Site() {
  const { pathname } = useLocation();
  return (
    <SiteProvider value={{ site, lang: 'en' }}>
      <ShellProvider serverState={shell}>
        <Frame config={site} pathname={pathname} onLogout={jest.fn()} renderLoginPanel={renderDialogLoginPanel}>
          <Page />
        </Frame>
      </ShellProvider>
    </SiteProvider>
  );
}

/** The site's auth endpoint: answers each intent the panel posts; a login as `login` says. */
const authEndpoint = (login: Omit<LoginSuccess, 'user'>) =>
  jest.fn(async (_url: string, init: RequestInit) => {
    const intent = (init.body as URLSearchParams).get('intent') as AuthIntent;
    const answers: Partial<Record<AuthIntent, object>> = {
      'panel-config': { areas: [{ code: '86', name: 'Mainland China' }], rsaPublicKeys: [] },
      'login-sms': { user: { nickname: '139****0001', avatar: '', authUser: false }, ...login },
    };
    return { json: async () => ({ ok: true, ...answers[intent] }) };
  });

const globals = window as unknown as Record<string, unknown>;
beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  // jsdom has no Fetch API Request; the router builds one per navigation (no loader reads it here).
  globals.Request ??= class {
    readonly url: string;
    readonly method: string;
    readonly signal?: AbortSignal;
    constructor(url: string | URL, init: RequestInit = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? undefined;
    }
  };
});
jest.setTimeout(15_000);
afterEach(() => {
  delete globals.fetch;
});

/** Opens the dialog from the page and logs in with a phone and the code it was sent. */
const logInFromDialog = async (login: Omit<LoginSuccess, 'user'>) => {
  globals.fetch = authEndpoint(login);
  window.history.replaceState(null, '', '/mainland/en/charges');
  const router = createBrowserRouter([{ path: '*', element: <Site /> }]);
  const { user } = renderWithProviders(<RouterProvider router={router} />);
  await user.click(screen.getByRole('button', { name: 'Log in for quotes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in / Register' });
  await user.type(await within(dialog).findByRole('textbox', { name: /^Mobile number/ }), '13900000001');
  await user.type(within(dialog).getByRole('textbox', { name: /^Verification code/ }), '246810');
  await user.click(within(dialog).getByRole('button', { name: 'Log in / Register' }));
  return { user, router, dialog };
};

describe('the login dialog after a login', () => {
  it('welcomes a visitor whose login registered the phone, with the next steps, and goes on with Continue', async () => {
    const { user, router, dialog } = await logInFromDialog({ redirectTo: '/mainland/en/market', isNewUser: true });
    const heading = await within(dialog).findByRole('heading', { name: 'Welcome! Your account is ready' });
    expect(heading).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Open a securities account' })).toHaveAttribute('href', '/mainland/en/account-guide');
    expect(within(dialog).getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/mainland/en/download');
    // Nothing moves until the visitor chooses.
    expect(router.state.location.pathname).toBe('/mainland/en/charges');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mainland/en/market'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Quote services' })).toHaveFocus());
  });

  it('goes on as well when the visitor closes the welcome (Escape)', async () => {
    const { user, router, dialog } = await logInFromDialog({ redirectTo: '/mainland/en/market', isNewUser: true });
    await within(dialog).findByRole('heading', { name: 'Welcome! Your account is ready' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mainland/en/market'));
  });

  it('closes at once for a returning user and goes on, focus on the new page’s heading', async () => {
    const { router } = await logInFromDialog({ redirectTo: '/mainland/en/market', isNewUser: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mainland/en/market'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('auth-panel-welcome')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Quote services' })).toHaveFocus());
  });
});
