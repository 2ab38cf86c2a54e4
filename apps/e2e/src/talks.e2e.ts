import { createBrokerApi } from '@brokerage/api-client';
import type { TalkSummary } from '@brokerage/contracts';
import type { Locator, Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, originOf, pageUrl, type OpenOptions } from './support';
import { DEMO_PHONES, loginWithPasswordThroughApi, sessionStorageState } from './support/session';

const UI_TIMEOUT_MS = 15_000;

/**
 * A context of its own, seen by the site (a trusted proxy on loopback) as coming from its own
 * benchmark-range address, new on every run, so the per-network caps on codes and registrations
 * of one test (or an earlier run against the same API) never reach another.
 */
const runNetwork = Math.floor(Math.random() * 250);
let nextAddress = 1;
const ownVisitor = (options: OpenOptions = {}): OpenOptions => ({
  ...options,
  context: { ...options.context, extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${runNetwork}.${nextAddress++}` } },
});

/** A Hong Kong mobile number nobody has registered yet (8 digits). */
const newHongKongPhone = (): string => `6${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** The upcoming talk with the most seats left, found through the API's list (the seed has several). */
const openTalk = async (): Promise<TalkSummary> => {
  const api = createBrokerApi({ baseURL: originOf('api'), lang: 'en', district: 'hk' });
  const { list } = await api.officialWebsiteConfig.chairList({ status: 'upcoming', offset: '0', limit: '50' });
  const open = list.filter((talk) => talk.registrationOpen).sort((a, b) => b.seatsLeft - a.seatsLeft);
  if (open.length === 0) throw new Error('the API lists no talk open for registration: reseed the database');
  return open[0];
};

const registration = (page: Page) => page.getByTestId('talk-registration');
const field = (panel: Locator, label: RegExp): Locator => panel.getByLabel(label).first();

/** Signs a new phone up in the page's login panel by SMS (in sit the panel fills in the code the API returns). */
const signUpInPanel = async (page: Page, phone: string) => {
  const panel = page.getByTestId('talk-login').getByTestId('auth-panel');
  await field(panel, /^Mobile number/).fill(phone);
  await panel.getByRole('button', { name: 'Get code' }).click();
  const code = field(panel, /^Verification code/);
  await page.waitForFunction((input) => /^\d{6}$/.test((input as HTMLInputElement).value), await code.elementHandle(), { timeout: UI_TIMEOUT_MS });
  await field(panel, /^E-mail/).fill(`talk.${phone}.${Date.now()}@example.com`);
  await panel.getByRole('button', { name: 'Log in / Register' }).click();
};

describeInBrowser('talk registration', ({ open }) => {
  it('a visitor is asked to log in, signs up by SMS in the page, stays on the talk and registers; a second registration is a duplicate', async () => {
    const talk = await openTalk();
    const url = pageUrl('hk', 'en', `/chair/detail/${talk.id}`);
    const phone = newHongKongPhone();

    const { page } = await open(url, ownVisitor());
    await page.getByRole('heading', { level: 1, name: talk.title }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByRole('region', { name: 'Log in to register' }).getByTestId('auth-panel').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).count()).resolves.toBe(0);
    await expectNoSeriousAxeViolations(page);

    await signUpInPanel(page, phone);
    // Back on the same talk, now logged in: the form, with the phone just verified filled in.
    const form = registration(page);
    await form.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(page.url()).toBe(url);
    await expect(form.getByLabel('Mobile number').inputValue()).resolves.toBe(phone);
    await expectNoSeriousAxeViolations(page);
    await form.getByLabel('Name').fill('Chan Tai Man');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.locator('[data-testid="talk-registration"][data-state="success"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain('You are registered');
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain(`+852 ${phone}`);

    // The page again: the same user is registered already, and the page says so.
    await page.goto(url, { waitUntil: 'load' });
    await registration(page).getByLabel('Name').fill('Chan Tai Man');
    await registration(page).getByRole('button', { name: 'Register' }).click();
    await page.locator('[data-testid="talk-registration"][data-state="duplicate"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain('You are already registered');
  });

  it('without JavaScript, a logged-in user posts the plain form: server errors in the page language with what was typed, then the registration', async () => {
    const talk = await openTalk();
    const storageState = await sessionStorageState(originOf('hk'), await loginWithPasswordThroughApi('hk'));
    const { page } = await open(pageUrl('hk', 'zh-hk', `/chair/detail/${talk.id}`), ownVisitor({ context: { javaScriptEnabled: false, storageState } }));
    const form = registration(page);
    await expect(form.getByLabel('手機號碼').inputValue()).resolves.toBe(DEMO_PHONES.accountOpened.phoneNumber);
    await form.getByLabel('手機號碼').fill('123');
    await form.getByLabel('電郵（選填）').fill('tai.man@');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), form.getByRole('button', { name: '立即報名' }).click()]);
    await page.locator('[data-testid="talk-registration"][data-state="invalid"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).getByText('請輸入你的姓名').count()).resolves.toBe(1);
    await expect(registration(page).getByText('請輸入8位數字的電話號碼').count()).resolves.toBe(1);
    await expect(registration(page).getByLabel('手機號碼').inputValue()).resolves.toBe('123');
    await expect(registration(page).getByLabel('電郵（選填）').inputValue()).resolves.toBe('tai.man@');

    // Corrected, the plain post registers the demo user (or, on a database an earlier run used, finds them registered).
    await registration(page).getByLabel('姓名').fill('陳大文');
    await registration(page).getByLabel('手機號碼').fill(DEMO_PHONES.accountOpened.phoneNumber);
    await registration(page).getByLabel('電郵（選填）').fill('');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), registration(page).getByRole('button', { name: '立即報名' }).click()]);
    await expect(registration(page).getAttribute('data-state')).resolves.toMatch(/^(success|duplicate)$/);
  });
});
