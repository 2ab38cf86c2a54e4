import type { Lang } from '@brokerage/contracts';
import { createI18n } from '@brokerage/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { personalCentreMessages } from '@brokerage/account-pages';
import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, originOf, pagePath, pageUrl } from './support';
import { loginWithPasswordThroughApi, sessionStorageState } from './support/session';

const UI_TIMEOUT_MS = 5_000;
const text = (lang: Lang, message: MessageDescriptor): string => createI18n(lang)._(message);

/** The account pages' section tabs, in order, as the page shows them. */
const sectionTabs = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: lang === 'en' ? 'Personal Centre sections' : '個人中心分頁' }).getByRole('link');

describeInBrowser('account pages (HK site)', ({ open }) => {
  const loggedIn = async () => ({ context: { storageState: await sessionStorageState(originOf('hk'), await loginWithPasswordThroughApi('hk')) } });

  it('the demo investor moves through every section by its tabs and sees their own data', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-login'), await loggedIn());
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(text('en', personalCentreMessages.title));
    await expect(page.getByTestId('personal-centre-details').innerText()).resolves.toContain('+852 ****4567');
    await expect(sectionTabs(page, 'en').allInnerTexts()).resolves.toEqual(['My details', 'Open API', 'Quote packages', 'Renewal history']);

    await sectionTabs(page, 'en').filter({ hasText: 'Open API' }).click();
    await page.waitForURL(pageUrl('hk', 'en', '/sta-login/api'), { timeout: UI_TIMEOUT_MS });
    await page.getByTestId('open-api-status').waitFor({ timeout: UI_TIMEOUT_MS });
    await expectNoSeriousAxeViolations(page);

    await sectionTabs(page, 'en').filter({ hasText: 'Quote packages' }).click();
    await page.waitForURL(pageUrl('hk', 'en', '/sta-login/goods'), { timeout: UI_TIMEOUT_MS });
    const packages = page.getByTestId('quote-package');
    await packages.first().waitFor({ timeout: UI_TIMEOUT_MS });
    const cards = await packages.allInnerTexts();
    expect(cards.length).toBeGreaterThanOrEqual(2);
    // Active packages come first; the seed has one that has expired.
    expect(cards[0]).toContain('Active');
    expect(cards.at(-1)).toContain('Expired');
    await expectNoSeriousAxeViolations(page);

    await sectionTabs(page, 'en').filter({ hasText: 'Renewal history' }).click();
    await page.waitForURL(pageUrl('hk', 'en', '/renew-record'), { timeout: UI_TIMEOUT_MS });
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.first().waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(rows.count()).resolves.toBe(10);
    await expect(rows.first().innerText()).resolves.toMatch(/(HK|US)\$\d/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${pageUrl('hk', 'en', '/renew-record')}?page=2`, { timeout: UI_TIMEOUT_MS });
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(rows.count()).resolves.toBeGreaterThan(0);
  });

  it('shows the sections in Chinese on a phone, the table as labelled blocks', async () => {
    const { page } = await open(pageUrl('hk', 'zh-hk', '/renew-record'), { viewport: 'mobile', ...(await loggedIn()) });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('個人中心');
    await expect(page.getByRole('table').locator('thead').boundingBox().then((box) => box?.height ?? 0)).resolves.toBeLessThanOrEqual(1);
    // Each cell is labelled by its column's name, shown before it.
    const paidOnLabel = page.getByRole('table').locator('tbody tr').first().locator('td').first().evaluate((cell) => getComputedStyle(cell, '::before').content);
    await expect(paidOnLabel).resolves.toBe('"付款日期"');
    await expectNoSeriousAxeViolations(page);
  });

  it('a visitor asking for a section gets the please-login dialog', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-login/goods'));
    await page.getByTestId('please-login-dialog').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).pathname).toBe(pagePath('hk', 'en', '/sta-login/goods'));
  });
});
