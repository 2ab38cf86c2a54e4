import type { District } from '@brokerage/contracts';
import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, originOf, pagePath, pageUrl, VIEWPORTS, type OpenOptions } from './support';
import { DEMO_PHONES, loginThroughApi, sessionStorageState, type DemoPhone } from './support/session';

/** How long the page may take to react (hydration, the bridge call, the post, the reload). */
const UI_TIMEOUT_MS = 10_000;

/** The webviews of the company app: a phone's user agent plus the app's marker. */
const APP_USER_AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/140.0.0.0 Mobile Safari/537.36 HarbourfrontApp/1.0',
  ios: `${VIEWPORTS.mobile.userAgent} HarbourfrontApp/1.0`,
} as const;

type Shape = keyof typeof APP_USER_AGENTS;

interface FakeNative {
  shape: Shape;
  /** What get_user_info answers; null: the app never answers. */
  userInfo: Record<string, unknown> | null;
}

/** What the fake native side records in the page, for the test to read. */
interface FakeNativeLog {
  calls: { event: string; data: unknown }[];
}

/**
 * The native side of the app, injected before the page's scripts: Android's `JSActionBridge`
 * interface (strings in and out) or iOS's `webkit.messageHandlers.JSActionBridge`. It answers
 * get_user_info through the success callback the page named, a moment later, as the apps do.
 * Playwright sends this function's source: it may use only its argument.
 */
function installFakeNative({ shape, userInfo }: FakeNative): void {
  const host = window as unknown as Record<string, unknown>;
  const log: FakeNativeLog = { calls: [] };
  host.__fakeNative = log;
  const answer = (event: string, successKey: string, encode: (value: unknown) => unknown) => {
    // The app opens any of its screens it is asked for.
    if (event === 'goto_native_module') return void setTimeout(() => (host[successKey] as (value: unknown) => void)(encode({ opened: true })), 50);
    if (event !== 'get_user_info' || userInfo === null) return;
    setTimeout(() => (host[successKey] as (value: unknown) => void)(encode(userInfo)), 50);
  };
  if (shape === 'android') {
    host.JSActionBridge = {
      handlerAction(event: string, data: string, successKey: string) {
        log.calls.push({ event, data: JSON.parse(data) });
        answer(event, successKey, (value) => JSON.stringify(value));
      },
    };
  } else {
    host.webkit = {
      messageHandlers: {
        JSActionBridge: {
          postMessage(message: { event: string; data: unknown; successKey: string }) {
            log.calls.push({ event: message.event, data: message.data });
            answer(message.event, message.successKey, (value) => value);
          },
        },
      },
    };
  }
}

const inApp = (native: FakeNative): OpenOptions => ({
  viewport: 'mobile',
  context: { userAgent: APP_USER_AGENTS[native.shape] },
  initScript: { script: installFakeNative as (arg: never) => void, arg: native },
});

/** The native user info of spec 3 as an app sends it: ids as numbers, flags as 0/1. */
const appUserInfo = (userToken: string, phone: DemoPhone) => ({
  userName: 'Demo Investor',
  phoneNum: phone.phoneNumber,
  trade_token: 'trade-session-of-the-app',
  userId: 100234,
  userToken,
  openedAccount: 1,
  tradePassword: 1,
  invitationCode: 'HF8K2Q',
  hkQuoteLevel: 2,
  usQuoteLevel: '1',
});

const fakeNativeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __fakeNative: FakeNativeLog }).__fakeNative.calls);
const bridgeCallbackNames = (page: Page) => page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__appBridge_')));

/** Waits until `condition` holds, checking every 100 ms; fails with `what` after the UI timeout. */
async function until(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the page posted to `{base}/app-session`, and what the site server answered. */
interface AppSessionExchange {
  userToken: string | null;
  answer: unknown;
}

/**
 * Opens `path` of a site in the app's webview, watching from before the first byte: every post to
 * app-session (with the answer) and every load of the main document.
 */
async function openInApp(open: (url: string, options?: OpenOptions) => Promise<{ page: Page }>, district: District, path: string, native: FakeNative) {
  // A plain text file first, so the watchers are in place before the page itself starts.
  const { page } = await open(`${originOf(district)}/robots.txt`, inApp(native));
  const exchanges: AppSessionExchange[] = [];
  const loads: string[] = [];
  const appSessionPath = `${pagePath(district, 'en').replace(/\/en$/, '')}/app-session`;
  // Through a route, to read the answer before the page's reload would discard it.
  await page.route(
    (url) => url.pathname === appSessionPath,
    async (route) => {
      const request = route.request();
      const response = await route.fetch();
      exchanges.push({ userToken: new URLSearchParams(request.postData() ?? '').get('userToken'), answer: await response.json() });
      await route.fulfill({ response });
    },
  );
  page.on('load', () => loads.push(page.url()));
  await page.goto(`${originOf(district)}${path}`, { waitUntil: 'load' });
  return { page, exchanges, loads };
}

/** The session cookie the browser holds for the site (HttpOnly: only the browser and the test can read it). */
const sessionCookieValue = async (page: Page): Promise<string | undefined> => (await page.context().cookies()).find((cookie) => cookie.name === 'session')?.value;

describeInBrowser('inside the company app', ({ open }) => {
  const SWAPS: { shape: Shape; district: District; phone: DemoPhone; account: RegExp }[] = [
    { shape: 'android', district: 'hk', phone: DEMO_PHONES.accountOpened, account: /Demo Investor/ },
    { shape: 'ios', district: 'mainland', phone: DEMO_PHONES.noAccount, account: /512\*\*\*\*4568/ },
  ];

  it.each(SWAPS)(
    '$shape app, $district site: the app user’s token replaces the visitor’s session through the site server, and the page reloads once with _t',
    async ({ shape, district, phone, account }) => {
      const token = await loginThroughApi(district, phone);
      const path = pagePath(district, 'en', '/promotion-and-activities');
      const { page, exchanges, loads } = await openInApp(open, district, `${path}?from=app`, { shape, userInfo: appUserInfo(token, phone) });

      // get_user_info's parsed user reached the site server (its token, as a form field), which swapped the session.
      await until('the token post', () => exchanges.length >= 1);
      expect(exchanges[0]).toEqual({ userToken: token, answer: { replaced: true, outcome: 'replaced' } });
      await page.waitForURL(/[?&]_t=\d+/, { timeout: UI_TIMEOUT_MS });
      const reloaded = new URL(page.url());
      expect([reloaded.pathname, reloaded.searchParams.get('from')]).toEqual([path, 'app']);
      const [expectedCookie] = (await sessionStorageState(originOf(district), token)).cookies;
      await expect(sessionCookieValue(page)).resolves.toBe(expectedCookie.value);

      // After the reload the session is the app's: the check changes nothing, and nothing reloads again.
      await until('the check after the reload', () => exchanges.length >= 2);
      expect(exchanges[1]).toEqual({ userToken: token, answer: { replaced: false, outcome: 'same-session' } });
      await page.waitForLoadState('load');
      expect(loads).toEqual([`${originOf(district)}${path}?from=app`, page.url()]);
      await expect(fakeNativeCalls(page)).resolves.toEqual([{ event: 'get_user_info', data: {} }]);
      await expect(bridgeCallbackNames(page)).resolves.toEqual([]);

      // The webview's cookies in an ordinary desktop browser: the frame's header shows the app user logged in.
      const { page: browserPage } = await open(pageUrl(district, 'en'), { viewport: 'desktop', context: { storageState: { cookies: await page.context().cookies(), origins: [] } } });
      await browserPage.getByRole('banner').getByRole('button', { name: account }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );

  it('the frame leaves out the header, footer and download banner the app already shows', async () => {
    const productPage = pageUrl('hk', 'en', '/products/financial-investment/us-stocks');
    const downloadBanner = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
    // The same page in the phone's own browser has all three.
    const { page: phoneBrowser } = await open(productPage, { viewport: 'mobile' });
    await expect(Promise.all([phoneBrowser.getByRole('banner').count(), phoneBrowser.getByRole('contentinfo').count(), downloadBanner(phoneBrowser).count()])).resolves.toEqual([1, 1, 1]);

    const { page } = await open(productPage, inApp({ shape: 'ios', userInfo: { userToken: '' } }));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(Promise.all([page.getByRole('banner').count(), page.getByRole('contentinfo').count(), downloadBanner(page).count()])).resolves.toEqual([0, 0, 0]);
    await expectNoSeriousAxeViolations(page);
  });

  it('open-account and download links ask the app for its own screens (goto_native_module) instead of leaving the page', async () => {
    const path = pagePath('hk', 'en', '/newreg-thankyou');
    const { page, loads } = await openInApp(open, 'hk', path, { shape: 'android', userInfo: { userName: '', userToken: '' } });
    await until('the get_user_info call', async () => (await fakeNativeCalls(page)).length === 1);
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('link', { name: 'Open an account' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Download the app' }).click();
    await until('both screens asked for', async () => (await fakeNativeCalls(page)).length === 3);
    await expect(fakeNativeCalls(page)).resolves.toEqual([
      { event: 'get_user_info', data: {} },
      { event: 'goto_native_module', data: { module: 'open_account', params: {} } },
      { event: 'goto_native_module', data: { module: 'download', params: {} } },
    ]);
    await until('the bridge calls to end', async () => (await bridgeCallbackNames(page)).length === 0);
    // The app answered: the page stayed where it was.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(loads).toEqual([`${originOf('hk')}${path}`]);
  });

  it.each([
    ['a logged-out app changes nothing', { userName: '', userToken: '' }],
    ['a bridge that never answers times out cleanly', null],
  ])('%s: the page works, shows no error, posts nothing and does not reload', async (_case, userInfo) => {
    const path = pagePath('hk', 'en', '/account-guide');
    const { page, exchanges, loads } = await openInApp(open, 'hk', path, { shape: 'android', userInfo });
    await until('the get_user_info call', async () => (await fakeNativeCalls(page)).length === 1);
    // The call's callbacks disappear once it is answered or its timeout ends it.
    await until('the bridge call to end', async () => (await bridgeCallbackNames(page)).length === 0);
    await page.waitForLoadState('networkidle');
    expect(exchanges).toEqual([]);
    expect(loads).toEqual([`${originOf('hk')}${path}`]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
