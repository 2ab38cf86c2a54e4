import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { District } from '@brokerage/contracts';
import { describeInBrowser, originOf, pageUrl, scriptsAfterReload } from './support';

// What a page's browser downloads (issue 13): zod and the contract schemas only on pages with a form
// that needs them, jsencrypt only once a login form sends something. Each library is recognised by
// a text its code keeps through minification.
const ZOD = 'ZodError';
const JSENCRYPT = 'Length over 48 bits not supported';

/** The first news article linked from the news list, as a path. */
async function firstNewsArticlePath(): Promise<string> {
  const html = await (await fetch(pageUrl('hk', 'zh-hk', '/news-list'))).text();
  const path = /href="(\/zh-hk\/news-detail\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('the news list links no article');
  return path;
}

/** Records, before the page's scripts run, when the page marked itself hydrated (`window.hydratedAt`). */
const RECORD_HYDRATION = () => {
  new MutationObserver((_records, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    (window as Window & { hydratedAt?: number }).hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
};

/** A language catalog chunk's file name: `zh-hk-<hash>.js`. */
const CATALOG_CHUNK = /^\/assets\/(zh-hk|zh-cn|en)-[\w-]{8}\.js$/;

/** Issue 31: what a page fetches before it hydrates, gzip, at most this many KB (of 1,024 bytes) at 390 and 1440 px. */
const FIRST_LOAD_BUDGET_KB = 110;
const WORKSPACE_ROOT = join(__dirname, '../../..');
const FIRST_LOAD_MODULE = join(WORKSPACE_ROOT, 'tools/scripts/lib/first-load.mjs');

interface FirstLoad {
  viewport: string;
  scripts: number;
  gzipBytes: number;
}

/**
 * The scripts `url` fetched before it hydrated, at each viewport, as `npm run bench` measures them
 * (`firstLoadJs` of tools/scripts/lib/first-load.mjs, sizes from the build's `.gz` files). That is an
 * ES module, which this Jest runtime cannot load: it runs in a Node.js process of its own.
 */
async function firstLoadOf(district: District, url: string): Promise<FirstLoad[]> {
  const measure = `
    const { firstLoadJs, launchBrowser, VIEWPORTS } = await import(${JSON.stringify(FIRST_LOAD_MODULE)});
    const { url, clientDir } = JSON.parse(process.argv[1]);
    const browser = await launchBrowser();
    try {
      const loads = [];
      for (const viewport of Object.keys(VIEWPORTS)) loads.push({ viewport, ...(await firstLoadJs(browser, url, clientDir, viewport)).toHydrate });
      console.log(JSON.stringify(loads));
    } finally {
      await browser.close();
    }`;
  const clientDir = join(WORKSPACE_ROOT, 'apps', district, 'build/client');
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', measure, JSON.stringify({ url, clientDir })], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, CHROMIUM_PATH: process.env.E2E_CHROMIUM ?? process.env.CHROMIUM_PATH ?? '' },
  });
  return JSON.parse(stdout) as FirstLoad[];
}

describe('first-load budget', () => {
  const PAGES: [string, District, () => string][] = [
    ['hk home /zh-hk', 'hk', () => pageUrl('hk', 'zh-hk')],
    ['mainland home /mainland/zh-cn', 'mainland', () => pageUrl('mainland', 'zh-cn')],
    ['fees /zh-hk/charges', 'hk', () => pageUrl('hk', 'zh-hk', '/charges')],
    ['news list /zh-hk/news-list', 'hk', () => pageUrl('hk', 'zh-hk', '/news-list')],
    ['register /zh-hk/sta-regform', 'hk', () => pageUrl('hk', 'zh-hk', '/sta-regform')],
  ];
  const itWithBrowser = process.env.E2E_SKIP_REASON ? it.skip : it;

  itWithBrowser.each(PAGES)(`%s fetches at most ${FIRST_LOAD_BUDGET_KB} KB gzip of scripts before it hydrates, at 390 and 1440 px`, async (name, district, urlOf) => {
    const loads = await firstLoadOf(district, urlOf());
    const line = ({ viewport, scripts, gzipBytes }: FirstLoad) => `${name} at ${viewport} px: ${(gzipBytes / 1024).toFixed(2)} KB gzip in ${scripts} scripts before hydration`;
    console.log(loads.map(line).join('\n'));
    expect(loads.map(({ viewport }) => viewport)).toEqual(['390', '1440']);
    // Each over-budget figure, with its KB, is the failure's message.
    expect(loads.filter(({ gzipBytes }) => gzipBytes > FIRST_LOAD_BUDGET_KB * 1024).map(line)).toEqual([]);
  });
});

describeInBrowser('what pages download', ({ open }) => {
  const MARKETING_PAGES: [string, () => Promise<string>][] = [
    ['hk home (zh-hk)', async () => pageUrl('hk', 'zh-hk')],
    ['hk home (en)', async () => pageUrl('hk', 'en')],
    ['hk charges', async () => pageUrl('hk', 'zh-hk', '/charges')],
    ['hk market quotes', async () => pageUrl('hk', 'en', '/market')],
    ['hk product page', async () => pageUrl('hk', 'en', '/products/financial-investment/hk-stocks')],
    ['hk news list', async () => pageUrl('hk', 'zh-hk', '/news-list')],
    ['hk news article', async () => `${originOf('hk')}${await firstNewsArticlePath()}`],
    ['mainland home', async () => pageUrl('mainland', 'zh-cn')],
  ];

  it.each(MARKETING_PAGES)('%s: no zod, no jsencrypt', async (_name, urlOf) => {
    const { page, response } = await open(await urlOf());
    expect(response?.status()).toBe(200);
    const scripts = await scriptsAfterReload(page);
    expect(scripts.includes(ZOD)).toBe(false);
    expect(scripts.includes(JSENCRYPT)).toBe(false);
  });

  // The register form's checks (zod) come at its first use (libs/auth-panel panel-code.ts): it
  // renders and hydrates without them (149 KB gz before hydration with them, issue 31).
  it('the register page brings its form rules (zod) at the form\'s first focus, not with the page, and jsencrypt only when something is sent', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform'));
    const scripts = await scriptsAfterReload(page);
    expect(scripts.includes(ZOD)).toBe(false);
    expect(scripts.includes(JSENCRYPT)).toBe(false);
    const withRules = page.waitForResponse(async (response) => new URL(response.url()).pathname.endsWith('.js') && (await response.text()).includes(ZOD));
    await page.getByTestId('auth-panel').getByLabel(/^Mobile number/).focus();
    await withRules;
  });

  // The 404 and error pages are not in the chunks every page loads (decision 012): the root error
  // boundary loads them when a page failed. Such a page is complete from the server and hydrates.
  it('a page whose loader failed shows the 404 page, which hydrates: its links then navigate in the page', async () => {
    const { page, response } = await open(pageUrl('hk', 'en', '/charges/abc'), { viewport: 'mobile' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { beforeTheClick: true }));
    await page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name: /^Fees/ }).click();
    await page.waitForURL(pageUrl('hk', 'en', '/charges'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The same document: the router took the click, so the error page had hydrated.
    await expect(page.evaluate(() => 'beforeTheClick' in window)).resolves.toBe(true);
  });

  // The server embeds the messages the page used, so hydration waits for no catalog; the page's own
  // catalog (dialogs, forms, navigations need it) follows, and no other language ever comes.
  it.each([
    ['hk', 'zh-hk', ''],
    ['hk', 'en', '/charges'],
    ['mainland', 'zh-cn', ''],
  ] as const)('%s %s%s hydrates before its language catalog loads, and loads no other language', async (district, lang, path) => {
    const { page } = await open(pageUrl(district, lang, path), { initScript: { script: RECORD_HYDRATION } });
    await page.waitForLoadState('networkidle');
    const { hydratedAt, catalogs } = await page.evaluate((pattern) => {
      const chunk = new RegExp(pattern);
      return {
        hydratedAt: (window as Window & { hydratedAt?: number }).hydratedAt,
        catalogs: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
          .filter(({ path }) => chunk.test(path)),
      };
    }, CATALOG_CHUNK.source);
    expect(hydratedAt).toBeDefined();
    expect(catalogs.map(({ path }) => CATALOG_CHUNK.exec(path)?.[1])).toEqual([lang]);
    expect(catalogs[0].startTime).toBeGreaterThan(hydratedAt ?? Infinity);
    expect(await page.locator('script#page-messages[type="application/json"]').count()).toBe(1);
  });
});
