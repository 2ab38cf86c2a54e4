import type { District, Lang } from '@brokerage/domain';
import { describeInBrowser, expectNoSeriousAxeViolations, heldAssets, ownVisitors, pagePath, pageUrl } from './support';

const UI_TIMEOUT_MS = 15_000;

/** Each test's visitors search from networks of their own, so the per-network search limit of one never reaches another. */
const visitor = ownVisitors(`10.29.${Math.floor(Math.random() * 250)}`);

/** A query per language that the seeded help answers hold, and the answer it must find. */
const QUERIES: Record<Lang, { query: string; hit: RegExp }> = {
  en: { query: 'open an account', hit: /open an account/i },
  'zh-hk': { query: '開戶', hit: /開戶/ },
  'zh-cn': { query: '开户', hit: /开户/ },
};

const SEARCH_LABEL: Record<Lang, string> = { en: 'Search', 'zh-hk': '搜尋', 'zh-cn': '搜索' };

const CASES: { district: District; lang: Lang }[] = (['hk', 'mainland'] as const).flatMap((district) => (['zh-hk', 'zh-cn', 'en'] as const).map((lang) => ({ district, lang })));

describeInBrowser('site search', ({ open }) => {
  it.each(CASES)('$district $lang: searches from the header, shows the marked hits, and opens one', async ({ district, lang }) => {
    const { page } = await open(pageUrl(district, lang, ''), visitor());
    const { query, hit } = QUERIES[lang];
    // The box is an icon until focused: the icon opens it.
    await page.locator('header').getByRole('button', { name: SEARCH_LABEL[lang], exact: true }).click();
    const box = page.locator('header').getByRole('combobox');
    await box.fill(query);
    // After a pause in typing, the field offers the first hits as suggestions.
    await page.locator('header').getByRole('option').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    await Promise.all([page.waitForURL((url) => url.pathname === pagePath(district, lang, '/search'), { timeout: UI_TIMEOUT_MS }), box.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    const first = page.locator('main ol li h2 a').first();
    await expect(first.textContent()).resolves.toMatch(hit);
    await expect(page.locator('main ol mark').count()).resolves.toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page);

    const target = await first.getAttribute('href');
    expect(target).toMatch(new RegExp(`^${pagePath(district, lang, '/')}`));
    await Promise.all([page.waitForURL((url) => url.pathname === target, { timeout: UI_TIMEOUT_MS }), first.click()]);
    await expect(page.locator('h1').textContent()).resolves.toMatch(hit);
  });

  it('opens the box on the icon clicked before the search code came, instead of sending an empty search', async () => {
    const searchCode = heldAssets(/\/assets\/header-search-[\w-]+\.js$/);
    const { page } = await open(pageUrl('hk', 'en', ''), { ...visitor(), prepare: searchCode.prepare });
    const documents: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && documents.push(`${request.method()} ${request.url()}`));
    await page.locator('header').getByRole('button', { name: SEARCH_LABEL.en, exact: true }).click();
    searchCode.release();
    // Once the code has come, the click is made again, and focuses the field as a click on the icon does.
    await page.waitForFunction(() => document.activeElement?.matches('header [role="combobox"]') === true, undefined, { timeout: UI_TIMEOUT_MS });
    expect(documents).toEqual([]);
    await page.locator('header').getByRole('combobox').fill(QUERIES.en.query);
    await page.locator('header').getByRole('option').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  });

  it('searches from the field the search icon opens under the bar on a phone', async () => {
    const { page } = await open(pageUrl('hk', 'zh-hk', ''), { ...visitor(), viewport: 'mobile' });
    await page.locator('header summary[aria-label="搜尋"]').click();
    const field = page.locator('header').getByRole('combobox', { name: '搜尋網站' });
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await field.fill('帐户');
    await Promise.all([page.waitForURL((url) => url.pathname === '/zh-hk/search' && url.searchParams.get('q') === '帐户', { timeout: UI_TIMEOUT_MS }), field.press('Enter')]);
    // A simplified query on the traditional site finds the traditional text.
    await expect(page.locator('main ol mark').first().textContent()).resolves.toBe('帳戶');
    await expectNoSeriousAxeViolations(page);
  });

  it('works without JavaScript: the results page, its kind filter, and the help centre’s search of help answers', async () => {
    const { page } = await open(pageUrl('mainland', 'en', '/help-centre'), { ...visitor(), context: { ...visitor().context, javaScriptEnabled: false } });
    await page.getByRole('searchbox', { name: 'Search help answers' }).fill('deposit');
    await Promise.all([page.waitForURL((url) => url.pathname === '/mainland/en/search', { timeout: UI_TIMEOUT_MS }), page.getByRole('searchbox', { name: 'Search help answers' }).press('Enter')]);
    expect(new URL(page.url()).searchParams.get('kind')).toBe('help');
    const kinds = await page.locator('main ol li').evaluateAll((items) => items.length);
    expect(kinds).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /^Help \(\d+\)$/ }).getAttribute('aria-current')).resolves.toBe('page');
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('kind'), { timeout: UI_TIMEOUT_MS }), page.getByRole('link', { name: /^All \(\d+\)$/ }).click()]);
    await expect(page.locator('main ol li').count()).resolves.toBeGreaterThan(0);

    await page.goto(pageUrl('mainland', 'en', '/search?q=zzqqxxnothing'));
    await expect(page.getByRole('status').first().textContent()).resolves.toContain('Nothing matches “zzqqxxnothing”');
    await expect(page.getByRole('heading', { name: 'Popular help topics' }).isVisible()).resolves.toBe(true);
  });
});
