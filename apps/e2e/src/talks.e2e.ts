import { createBrokerApi } from '@brokerage/api-client';
import type { MyRegistration, TalkSummary } from '@brokerage/contracts';
import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, originOf, pageUrl, newHongKongPhone, ownVisitors, signUpForRegistration } from './support';
import { DEMO_PHONES, loginWithPasswordThroughApi, sessionStorageState } from './support/session';

const UI_TIMEOUT_MS = 15_000;

const ownVisitor = ownVisitors(`198.18.${Math.floor(Math.random() * 250)}`);

/** The upcoming talk with the most seats left that the user of `token` (if any) has not booked, found through the API (the seed has several). */
const openTalk = async (token?: string): Promise<TalkSummary> => {
  const api = createBrokerApi({ baseURL: originOf('api'), lang: 'en', district: 'hk', token });
  const { list } = await api.officialWebsiteConfig.chairList({ status: 'upcoming', offset: '0', limit: '50' });
  const booked: MyRegistration[] = token ? (await api.officialWebsiteConfig.myRegistrations({})).list : [];
  const open = list.filter((talk) => talk.registrationOpen && !booked.some((item) => item.kind === 'talk' && item.id === talk.id)).sort((a, b) => b.seatsLeft - a.seatsLeft);
  if (open.length === 0) throw new Error('the API lists no talk open for registration: reseed the database');
  return open[0];
};

const registration = (page: Page) => page.getByTestId('talk-registration');

describeInBrowser('talk registration', ({ open }) => {
  it('a visitor is asked to log in, signs up by SMS in the page, comes back to the form and books; coming back later shows the booking, also in the personal centre', async () => {
    const talk = await openTalk();
    const url = pageUrl('hk', 'en', `/chair/detail/${talk.id}`);
    const phone = newHongKongPhone('6');

    const { page } = await open(url, ownVisitor());
    await page.getByRole('heading', { level: 1, name: talk.title }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByRole('region', { name: 'Log in to register' }).getByTestId('auth-panel').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).count()).resolves.toBe(0);
    await expectNoSeriousAxeViolations(page);

    await signUpForRegistration(page, 'talk', phone);
    // Back on the same talk, now logged in: the form, with the phone just verified as the booking's (not typed).
    const form = registration(page);
    await form.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(page.url().split('#')[0]).toBe(url);
    await expect(form.getByTestId('talk-registration-phone').textContent()).resolves.toBe(`+852 ${phone}`);
    await expect(form.getByLabel('Mobile number').count()).resolves.toBe(0);
    await expectNoSeriousAxeViolations(page);
    await form.getByLabel('Name').fill('Chan Tai Man');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.locator('[data-testid="talk-registration"][data-state="success"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain('You are registered');
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain(`+852 ${phone}`);

    // Leave for the list, come back: the booking with its details, no form.
    await page.goto(pageUrl('hk', 'en', '/chair'), { waitUntil: 'load' });
    await page.getByRole('link', { name: talk.title }).first().click();
    await page.locator('[data-testid="talk-registration"][data-state="registered"]').waitFor({ timeout: UI_TIMEOUT_MS });
    const booked = registration(page);
    await expect(booked.getByRole('status').textContent()).resolves.toContain('You are registered');
    await expect(booked.textContent()).resolves.toContain('Chan Tai Man');
    await expect(booked.textContent()).resolves.toContain(`+852 ${phone}`);
    await expect(booked.getByRole('button', { name: 'Register' }).count()).resolves.toBe(0);
    await expectNoSeriousAxeViolations(page);

    // The personal centre lists it with its date and place, linking back to it.
    await booked.getByRole('link', { name: 'All my bookings' }).click();
    const bookings = page.getByRole('region', { name: 'My talks and events' });
    await bookings.waitFor({ timeout: UI_TIMEOUT_MS });
    const item = bookings.getByTestId('booking').filter({ hasText: talk.title });
    await expect(item.textContent()).resolves.toContain(talk.format === 'online' ? 'Online' : talk.location);
    await expect(item.textContent()).resolves.toMatch(/\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(item.getByRole('link', { name: talk.title }).getAttribute('href')).resolves.toBe(`/en/chair/detail/${talk.id}`);
  });

  it('lists talks with date, place, seats and status, ten a page with real page links, by status tab and topic', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/chair'));
    await page.getByRole('heading', { level: 1, name: 'Talks' }).waitFor({ timeout: UI_TIMEOUT_MS });
    const cards = page.getByTestId('talk-card');
    await expect(cards.count()).resolves.toBe(10);
    const first = cards.first();
    await expect(first.getAttribute('data-status')).resolves.toMatch(/^(upcoming|live)$/);
    await expect(first.textContent()).resolves.toMatch(/\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(first.getByTestId('talk-card-place').textContent()).resolves.toMatch(/^(Online|In person · .+)$/);
    await expect(page.getByTestId('talk-card-seats').first().textContent()).resolves.toMatch(/^\d+ seats left$|fully booked/);
    await expect(cards.last().getAttribute('data-status')).resolves.toBe('ended');
    await expectNoSeriousAxeViolations(page);

    // Page 2 by its rel=next link, then the past talks tab and a topic: real addresses.
    const next = page.locator('a[rel="next"]');
    await expect(next.getAttribute('href')).resolves.toBe('/en/chair/all/2');
    await next.click();
    await page.waitForURL(/\/en\/chair\/all\/2$/);
    await expect(page.locator('a[rel="prev"]').getAttribute('href')).resolves.toBe('/en/chair');
    await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Past talks' }).click();
    await page.waitForURL(/\/en\/chair\/ended$/);
    await expect(page.locator('[data-testid="talk-card"]:not([data-status="ended"])').count()).resolves.toBe(0);
    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Options' }).click();
    await page.waitForURL(/\/en\/chair\/ended\?tag=options$/);
    await expect(page.getByTestId('talk-card').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId('talk-card').first().getByRole('link').getAttribute('href')).resolves.toMatch(/^\/en\/chair\/detail\/\d+$/);
  });

  it('lists talks in Chinese on a phone, on both sites', async () => {
    const { page } = await open(pageUrl('hk', 'zh-hk', '/chair/upcoming'), { viewport: 'mobile' });
    await page.getByRole('heading', { level: 1, name: '投資講座' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(page.getByTestId('talk-card').first().textContent()).resolves.toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    await expectNoSeriousAxeViolations(page);
    const mainland = await open(pageUrl('mainland', 'zh-cn', '/chair'));
    await mainland.page.getByRole('heading', { level: 1, name: '投资讲座' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(mainland.page.getByTestId('talk-card').first().getByRole('link').getAttribute('href')).resolves.toMatch(/^\/mainland\/zh-cn\/chair\/detail\/\d+$/);
  });

  it('without JavaScript, a logged-in user posts the plain form: server errors in the page language with what was typed, then the registration', async () => {
    const token = await loginWithPasswordThroughApi('hk');
    const talk = await openTalk(token);
    const storageState = await sessionStorageState(originOf('hk'), token);
    const { page } = await open(pageUrl('hk', 'zh-hk', `/chair/detail/${talk.id}`), ownVisitor({ context: { javaScriptEnabled: false, storageState } }));
    const form = registration(page);
    await expect(form.getByTestId('talk-registration-phone').textContent()).resolves.toBe(`+852 ${DEMO_PHONES.accountOpened.phoneNumber}`);
    // The name starts as the account's nickname, as on an event's form; cleared, the server asks for it.
    await expect(form.getByLabel('姓名').inputValue()).resolves.toBe('Demo Investor');
    await form.getByLabel('姓名').fill('');
    await form.getByLabel('電郵（選填）').fill('tai.man@');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), form.getByRole('button', { name: '立即報名' }).click()]);
    await page.locator('[data-testid="talk-registration"][data-state="invalid"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registration(page).getByText('請輸入你的姓名').count()).resolves.toBe(1);
    await expect(registration(page).getByLabel('電郵（選填）').inputValue()).resolves.toBe('tai.man@');

    // Corrected, the plain post registers the demo user for a talk they had not booked, and the page shows the booking.
    await registration(page).getByLabel('姓名').fill('陳大文');
    await registration(page).getByLabel('電郵（選填）').fill('');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), registration(page).getByRole('button', { name: '立即報名' }).click()]);
    await expect(registration(page).getAttribute('data-state')).resolves.toBe('success');
    await expect(registration(page).getByRole('status').textContent()).resolves.toContain('你已報名');
    await expect(registration(page).textContent()).resolves.toContain('陳大文');
  });
});
