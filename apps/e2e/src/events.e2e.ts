import { createBrokerApi } from '@brokerage/api-client';
import { ACTIVITY_TYPES, type ActivityDetail } from '@brokerage/contracts';
import { describeInBrowser, expectNoSeriousAxeViolations, originOf, pageUrl, newHongKongPhone, ownVisitors, signUpForRegistration } from './support';

const UI_TIMEOUT_MS = 15_000;

const ownVisitor = ownVisitors(`198.19.${Math.floor(Math.random() * 250)}`);

/** Every event of the Hong Kong site with its detail (how it takes part), found through the API. */
const hongKongEvents = async (): Promise<ActivityDetail[]> => {
  const api = createBrokerApi({ baseURL: originOf('api'), lang: 'en', district: 'hk' });
  const { list } = await api.officialWebsiteConfig.activityList({ type: `${ACTIVITY_TYPES.EVENTS_FRESH},${ACTIVITY_TYPES.EVENTS_STALE}`, offset: '0', limit: '50' });
  return Promise.all(list.map((event) => api.officialWebsiteConfig.activityDetail({ id: String(event.id) })));
};

const findEvent = async (kind: string, test: (event: ActivityDetail) => boolean): Promise<ActivityDetail> => {
  const found = (await hongKongEvents()).filter(test).sort((a, b) => (b.seatsLeft ?? 0) - (a.seatsLeft ?? 0))[0];
  if (!found) throw new Error(`the API lists no ${kind} event: reseed the database`);
  return found;
};

describeInBrowser('events', ({ open }) => {
  it('a visitor logs in from an event that registers on the site, comes back to the form with the account phone, registers, and finds it again and in the personal centre', async () => {
    const event = await findEvent('site-registering', (item) => item.registration === 'site' && item.registrationOpen);
    const url = pageUrl('hk', 'en', `/events-and-exhibition/detail/${event.id}`);
    const phone = newHongKongPhone('5');

    const { page } = await open(url, ownVisitor());
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByRole('region', { name: 'Log in to register' }).getByTestId('auth-panel').waitFor({ timeout: UI_TIMEOUT_MS });
    await expectNoSeriousAxeViolations(page);
    await signUpForRegistration(page, 'event', phone);

    const form = page.getByTestId('event-registration');
    await form.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(page.url().split('#')[0]).toBe(url);
    await expect(form.getByTestId('event-registration-phone').textContent()).resolves.toBe(`+852 ${phone}`);
    await expectNoSeriousAxeViolations(page);
    await form.getByLabel('Name').fill('Chan Tai Man');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.locator('[data-testid="event-registration"][data-state="success"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(page.getByTestId('event-registration').getByRole('status').textContent()).resolves.toContain('You are registered');

    // Back later: the registration, not a form.
    await page.goto(url, { waitUntil: 'load' });
    const registered = page.locator('[data-testid="event-registration"][data-state="registered"]');
    await registered.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(registered.textContent()).resolves.toContain(`+852 ${phone}`);
    await expect(registered.textContent()).resolves.toContain('Chan Tai Man');

    await page.goto(pageUrl('hk', 'en', '/sta-login'), { waitUntil: 'load' });
    const item = page.getByRole('region', { name: 'My talks and events' }).getByTestId('booking').filter({ hasText: event.title });
    await expect(item.textContent()).resolves.toContain(event.location);
    await expect(item.getByRole('link', { name: event.title }).getAttribute('href')).resolves.toBe(`/en/events-and-exhibition/detail/${event.id}`);
  });

  it('an event that registers in the app says so with the download QR code and store links, and no login panel', async () => {
    const event = await findEvent('app-registering', (item) => item.registration === 'app' && item.status !== 'ended');
    const { page } = await open(pageUrl('hk', 'zh-hk', `/events-and-exhibition/detail/${event.id}`));
    const notice = page.locator('[data-testid="event-take-part"][data-state="app"]');
    await notice.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(notice.getByRole('heading', { name: '請於 App 內報名' }).count()).resolves.toBe(1);
    await expect(notice.locator('img').getAttribute('src')).resolves.toMatch(/qr/i);
    await expect(notice.getByRole('link').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId('auth-panel').count()).resolves.toBe(0);
    await expectNoSeriousAxeViolations(page);
  });

  it('a past event shows that it has ended, with no form and no login panel', async () => {
    const event = await findEvent('ended', (item) => item.status === 'ended');
    const { page } = await open(pageUrl('hk', 'en', `/events-and-exhibition/detail/${event.id}`), { viewport: 'mobile' });
    const notice = page.locator('[data-testid="event-take-part"][data-state="ended"]');
    await notice.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(notice.getByRole('heading', { name: 'This event has ended' }).count()).resolves.toBe(1);
    await expect(notice.getByRole('link', { name: 'Upcoming events' }).getAttribute('href')).resolves.toBe('/en/events-and-exhibition');
    await expect(page.getByTestId('auth-panel').count()).resolves.toBe(0);
    await expect(page.getByText('Register to join').count()).resolves.toBe(0);
  });
});
