import { createBrokerApi } from '@brokerage/api-client';
import type { Locator } from 'playwright-core';
import { describeInBrowser, heldAssets, originOf, pageUrl } from './support';

const UI_TIMEOUT_MS = 15_000;
const COLLECTOR_TIMEOUT_MS = 10_000;

type CollectedEvents = Awaited<ReturnType<ReturnType<typeof createBrokerApi>['analytics']['latestEvents']>>['list'];

/** The local collector's latest events (the API in sit), as `npm run analytics` reads them. */
const latestEvents = async (): Promise<CollectedEvents> =>
  (await createBrokerApi({ baseURL: originOf('api'), lang: 'en', district: 'mainland' }).analytics.latestEvents({ limit: '200' })).list;

/** Polls the collector until `done` holds for the events since `since` (the site forwards them a moment after they happen). */
const collectedSince = async (since: number, done: (events: CollectedEvents) => boolean): Promise<CollectedEvents> => {
  const deadline = Date.now() + COLLECTOR_TIMEOUT_MS;
  for (;;) {
    const events = (await latestEvents()).filter((event) => event.at >= since && event.district === 'mainland');
    if (done(events) || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const codeFilledIn = async (code: Locator) =>
  code.page().waitForFunction((input) => /^\d{6}$/.test((input as HTMLInputElement).value), await code.elementHandle(), { timeout: UI_TIMEOUT_MS });

describeInBrowser('funnel analytics', ({ open }) => {
  it('one registration reaches the local collector as its funnel, in order, with nothing personal in it', async () => {
    const phone = `137${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const startedAt = Date.now();
    const { page } = await open(pageUrl('mainland', 'en', '/sta-regform'), {
      viewport: 'mobile',
      context: { extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.250' } },
    });
    const panel = page.getByTestId('auth-panel');
    await panel.getByLabel(/^Mobile number/).first().fill(phone);
    await panel.getByRole('button', { name: 'Get code' }).click();
    await codeFilledIn(panel.getByLabel(/^Verification code/).first());
    await panel.getByRole('button', { name: 'Log in / Register' }).click();
    await page.waitForURL(pageUrl('mainland', 'en', '/newreg-thankyou'), { timeout: UI_TIMEOUT_MS });

    const events = await collectedSince(startedAt, (collected) => collected.some((event) => event.path.endsWith('/newreg-thankyou')));
    expect(events.map(({ name, path }) => [name, path])).toEqual([
      ['page_view', '/mainland/en/sta-regform'],
      ['register_started', '/mainland/en/sta-regform'],
      ['code_sent', '/mainland/en/sta-regform'],
      ['registered', '/mainland/en/sta-regform'],
      ['page_view', '/mainland/en/newreg-thankyou'],
    ]);
    // In the order they happened in the tab, told apart from a desktop visit, and in English.
    expect(events.map((event) => event.seq)).toEqual([...events.map((event) => event.seq)].sort((a, b) => a - b));
    expect(new Set(events.map((event) => `${event.terminal} ${event.lang}`))).toEqual(new Set(['h5 en']));
    const stored = JSON.stringify(events);
    expect(stored).not.toContain(phone);
    expect(stored).not.toMatch(/session|token|198\.51\.100/i);
  });

  it("counts a page left by a client-side navigation before the tracker's code came", async () => {
    const startedAt = Date.now();
    // The tracker's chunk is held until the visitor has moved on: the page hydrated without it.
    const tracker = heldAssets(/\/assets\/analytics-[\w-]+\.js$/);
    const { page } = await open(pageUrl('mainland', 'en', '/news-list'), { viewport: 'mobile', prepare: tracker.prepare });
    const articleLink = page.locator('main a[href*="/news-detail/"]').first();
    const articlePath = new URL(String(await articleLink.getAttribute('href')), page.url()).pathname;
    // The cards are a deferred part: a click before their code came is the browser's own navigation
    // (a new document, in which the first page's view was never noted), not the router's. React
    // marks the elements it has hydrated with properties of its own.
    await articleLink.scrollIntoViewIfNeeded();
    await page.waitForFunction((link) => link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps')), await articleLink.elementHandle(), { timeout: UI_TIMEOUT_MS });
    await articleLink.click();
    await page.waitForURL((url) => url.pathname === articlePath, { timeout: UI_TIMEOUT_MS });
    tracker.release();

    const viewed = (events: CollectedEvents) => events.filter((event) => event.name === 'page_view' && event.terminal === 'h5');
    const events = await collectedSince(startedAt, (collected) => viewed(collected).length >= 2);
    expect(viewed(events).map((event) => event.path)).toEqual(['/mainland/en/news-list', articlePath]);
  });

  it('a browser sending Do Not Track sends nothing', async () => {
    const startedAt = Date.now();
    const { page } = await open(pageUrl('mainland', 'en', '/charges'), {
      context: { extraHTTPHeaders: { DNT: '1' } },
      initScript: { script: () => Object.defineProperty(navigator, 'doNotTrack', { value: '1' }) },
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const analyticsPosts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/analytics')) analyticsPosts.push(request.url());
    });
    // Past the batching delay: anything queued would have been sent.
    await page.waitForTimeout(1_500);
    await page.close();
    expect(analyticsPosts).toEqual([]);
    expect((await latestEvents()).filter((event) => event.at >= startedAt && event.path === '/mainland/en/charges')).toEqual([]);
  });
});
