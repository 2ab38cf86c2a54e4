import { createBrokerApi } from '@brokerage/api-client';
import type { TalkSummary } from '@brokerage/contracts';
import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, originOf, pageUrl, type OpenOptions } from './support';

const UI_TIMEOUT_MS = 15_000;

/**
 * A context of its own, seen by the site (a trusted proxy on loopback) as coming from its own
 * documentation-range address, so per-IP limits of one test never reach another.
 */
let nextAddress = 60;
const ownVisitor = (options: OpenOptions = {}): OpenOptions => ({
  ...options,
  context: { ...options.context, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${nextAddress++}` } },
});

/** A Hong Kong mobile number nobody has registered for a talk yet (8 digits). */
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

const fillAndSend = async (page: Page, { name, phone, email }: { name: string; phone: string; email: string }) => {
  const form = registration(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Area code').selectOption('852');
  await form.getByLabel('Mobile number').fill(phone);
  await form.getByLabel('E-mail (optional)').fill(email);
  await form.getByRole('button', { name: 'Register' }).click();
};

describeInBrowser('talk registration', ({ open }) => {
  it('registers for a talk and sees the success state, then registers again with the same details and sees the duplicate state', async () => {
    const talk = await openTalk();
    const url = pageUrl('hk', 'en', `/chair/detail/${talk.id}`);
    const details = { name: 'Chan Tai Man', phone: newHongKongPhone(), email: `talk.${Date.now()}@example.com` };

    const { page } = await open(url, ownVisitor());
    await page.getByRole('heading', { level: 1, name: talk.title }).waitFor({ timeout: UI_TIMEOUT_MS });
    await expectNoSeriousAxeViolations(page);
    await fillAndSend(page, details);
    await page.locator('[data-testid="talk-registration"][data-state="success"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain('You are registered');
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain(`+852 ${details.phone}`);

    // The page again, the same phone: the API answers ALREADY_EXISTS and the page says so.
    await page.goto(url, { waitUntil: 'load' });
    await fillAndSend(page, details);
    await page.locator('[data-testid="talk-registration"][data-state="duplicate"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain('You are already registered');
  });

  it('without JavaScript, a plain form post shows the server errors in the page language and keeps what was typed', async () => {
    const talk = await openTalk();
    const { page } = await open(pageUrl('hk', 'zh-hk', `/chair/detail/${talk.id}`), ownVisitor({ context: { javaScriptEnabled: false } }));
    const form = registration(page);
    await form.getByLabel('手機號碼').fill('123');
    await form.getByLabel('電郵（選填）').fill('tai.man@');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), form.getByRole('button', { name: '立即報名' }).click()]);
    await page.locator('[data-testid="talk-registration"][data-state="invalid"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).getByText('請輸入你的姓名').count()).resolves.toBe(1);
    await expect(registration(page).getByText('請輸入8位數字的電話號碼').count()).resolves.toBe(1);
    await expect(registration(page).getByLabel('手機號碼').inputValue()).resolves.toBe('123');
    await expect(registration(page).getByLabel('電郵（選填）').inputValue()).resolves.toBe('tai.man@');
  });
});
