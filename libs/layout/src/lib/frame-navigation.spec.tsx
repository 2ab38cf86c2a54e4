import { screen, within, configure } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { fixtureDistrictConfig, fixtureShellState, MOBILE_USER_AGENT, userWithAccount } from './fixtures';
import { Frame } from './frame';
import type { LinkComponent } from './links';
import { ShellProvider } from './shell-context';
import type { ShellState } from './shell-state';
import { preloadDeferredParts } from '@brokerage/ui';

// The frame's deferred parts (the header's desktop bar and searches, the footer) render at once
// here, as after a client-side navigation.
beforeAll(preloadDeferredParts);

// What a site does between pages: the router hands the frame a new pathname and the root loader's
// new server state in the same render (Remix navigation or revalidation).

const config = fixtureDistrictConfig('hk');
/** A client-side router link: follows in-site links without a page load. */
const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={href} {...rest} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

const page = (serverState: ShellState, pathname: string, requiresLogin: boolean) => (
  <ShellProvider serverState={serverState}>
    <Frame config={config} pathname={pathname} requiresLogin={requiresLogin} onLogout={jest.fn()} onNavigate={jest.fn()} linkComponent={RouterLink}>
      <h1>Page</h1>
    </Frame>
  </ShellProvider>
);

describe('Frame across navigations', () => {
  // The frame loads the footer and dialogs on demand; Jest compiles a module on its first import,
  // and a file's first render of the whole frame takes over a second on a busy machine.
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    await Promise.all([import('./footer/footer'), import('./dialogs/login-dialog'), import('./dialogs/please-login-dialog'), import('./dialogs/token-error-dialog')]);
  });

  afterEach(() => {
    document.body.style.overflow = '';
  });

  it("shows 'please login first' when the session ends on a login-required page (revalidation after logout)", async () => {
    const { rerender } = renderWithProviders(page(fixtureShellState({ lang: 'en', user: userWithAccount }), '/en/sta-login', true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(page(fixtureShellState({ lang: 'en' }), '/en/sta-login', true));
    expect(await screen.findByRole('dialog', { name: 'Please log in first' })).toBeInTheDocument();
  });

  it("shows 'please login first' after a client-side navigation from a public page to a login-required one", async () => {
    const { rerender } = renderWithProviders(page(fixtureShellState({ lang: 'en' }), '/en', false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(page(fixtureShellState({ lang: 'en' }), '/en/sta-login', true));
    expect(await screen.findByRole('dialog', { name: 'Please log in first' })).toBeInTheDocument();
    rerender(page(fixtureShellState({ lang: 'en' }), '/en', false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the mobile side bar when a link in it is followed, also to the page already shown', async () => {
    const serverState = fixtureShellState({ lang: 'en', userAgent: MOBILE_USER_AGENT });
    const { user } = renderWithProviders(page(serverState, '/en/charges', false));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sideBar = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(sideBar).getByRole('link', { name: 'Fees and charges' }));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the side bar open for a click that opens a link in a new tab', async () => {
    const { user } = renderWithProviders(page(fixtureShellState({ lang: 'en' }), '/en/charges', false));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Control>}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Site menu' })).getByRole('link', { name: 'Fees and charges' }));
    await user.keyboard('{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Site menu' })).toBeInTheDocument();
  });
});
