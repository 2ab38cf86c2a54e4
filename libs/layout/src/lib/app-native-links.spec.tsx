import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { AppNativeLinks, type NativeLinkPaths } from './app-native-links';
import { fixtureDistrictConfig, fixtureShellState, MOBILE_USER_AGENT } from './fixtures';
import { Frame } from './frame';
import { ShellProvider } from './shell-context';

const globals = window as unknown as Record<string, unknown>;
const PATHS: NativeLinkPaths = { openAccount: '/en/account-guide', download: '/en/download' };

/** An Android app build: records each bridge message and answers it as `answer` says. */
const installApp = (answer: 'open' | 'refuse') => {
  const sent: Array<{ event: string; data: unknown }> = [];
  globals.JSActionBridge = {
    handlerAction: (event: string, data: string, successKey: string, failKey: string) => {
      sent.push({ event, data: JSON.parse(data) as unknown });
      setTimeout(() => (globals[answer === 'open' ? successKey : failKey] as (answer: string) => void)('{}'));
    },
  };
  return sent;
};

const page = (navigate: (href: string) => void) => (
  <>
    <AppNativeLinks paths={PATHS} navigate={navigate} />
    <a href="/en/account-guide">Open an account</a>
    <a href="/en/download">Download the app</a>
    <a href="/en/download-tip/hk">How to install</a>
    <a href="/en/charges">Fees</a>
  </>
);

/** A click the test can see was let through or taken (jsdom does not navigate either way). */
const click = (name: string) => {
  const link = screen.getByRole('link', { name });
  let letThrough = false;
  const listener = (event: MouseEvent) => {
    letThrough = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  link.click();
  document.removeEventListener('click', listener);
  return letThrough;
};

afterEach(() => {
  delete globals.JSActionBridge;
});

describe('open-account and download links inside the company app', () => {
  it("open the app's own screens through goto_native_module instead of the web pages", async () => {
    const sent = installApp('open');
    const navigate = jest.fn();
    renderWithProviders(page(navigate));
    expect(click('Open an account')).toBe(false);
    expect(click('Download the app')).toBe(false);
    expect(click('How to install')).toBe(false);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { event: 'goto_native_module', data: { module: 'open_account', params: {} } },
      { event: 'goto_native_module', data: { module: 'download', params: {} } },
      { event: 'goto_native_module', data: { module: 'download', params: {} } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leave other links alone', () => {
    const sent = installApp('open');
    renderWithProviders(page(jest.fn()));
    expect(click('Fees')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('go to the web page after all when the app does not open its screen', async () => {
    installApp('refuse');
    const navigate = jest.fn();
    renderWithProviders(page(navigate));
    click('Open an account');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost/en/account-guide'));
  });

  it('are taken by the frame only inside the app', async () => {
    const sent = installApp('open');
    const config = fixtureDistrictConfig('hk');
    const frame = (userAgent: string) => (
      <ShellProvider serverState={fixtureShellState({ lang: 'en', userAgent })}>
        <Frame config={config} pathname="/en/account-guide" onLogout={jest.fn()}>
          <h1>Account guide</h1>
          <a href="/en/account-guide">Open an account now</a>
        </Frame>
      </ShellProvider>
    );
    const inBrowser = renderWithProviders(frame(MOBILE_USER_AGENT));
    expect(click('Open an account now')).toBe(true);
    inBrowser.unmount();

    renderWithProviders(frame(`${MOBILE_USER_AGENT} HarbourfrontApp/5.12.0`));
    // The frame loads the link handling with the app's other parts (a chunk of its own).
    await waitFor(() => expect(click('Open an account now')).toBe(false));
    await waitFor(() => expect(sent.filter((message) => message.event === 'goto_native_module')).toHaveLength(1));
  });
});
