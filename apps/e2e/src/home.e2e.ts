import { createBrokerApi } from '@brokerage/api-client';
import { LANGS, type District, type Lang } from '@brokerage/contracts';
import { createI18n } from '@brokerage/i18n';
import { catalogs } from '@brokerage/i18n/all-catalogs';
import { SERVER_STYLES_ATTRIBUTE } from '@brokerage/site-core/testing';
import { HOME_PAGE_TEXT } from '@brokerage/content-pages/server';
import { describeInBrowser, expectNoSeriousAxeViolations, htmlLangOf, originOf, pagePath, pageUrl, scriptsAfterReload, SITES } from './support';

const DISTRICTS = Object.keys(SITES) as District[];
const HOME_PAGES = DISTRICTS.flatMap((district) => LANGS.map((lang) => [district, lang] as const));

/** The introduction the home page must show: the same text, read straight from the content API. */
async function homeIntroFromApi(district: District, lang: Lang): Promise<string> {
  const api = createBrokerApi({ baseURL: originOf('api'), lang, district });
  const texts = await api.content.pageText({ page: HOME_PAGE_TEXT.page });
  const intro = texts.contentI18n[HOME_PAGE_TEXT.textId];
  if (!intro) throw new Error(`the API has no ${HOME_PAGE_TEXT.page}/${HOME_PAGE_TEXT.textId} text for ${district} ${lang}`);
  return intro;
}

/** Catalog ids whose English text is `english`: the heading's id, whichever the app chose. */
function messageIdsWithEnglishText(english: string): string[] {
  const en = createI18n('en');
  return Object.keys(catalogs.en).filter((id) => en._(id) === english);
}

describeInBrowser('home pages', ({ open }) => {
  it.each(HOME_PAGES)('%s /%s: server-rendered and styled, translated heading, API text, <html lang>', async (district, lang) => {
    const { page: enPage } = await open(pageUrl(district, 'en'));
    const englishHeading = (await enPage.locator('h1').first().innerText()).trim();
    const headingIds = messageIdsWithEnglishText(englishHeading);
    expect(headingIds).not.toHaveLength(0);

    const { page, response } = await open(pageUrl(district, lang));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(pagePath(district, lang));
    // The styles arrive with the HTML, before any script runs (no flash of unstyled content).
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(new RegExp(`<style[^>]*${SERVER_STYLES_ATTRIBUTE}[^>]*>[^<]*\\{[^<]+</style>`));

    expect(await page.locator('html').getAttribute('lang')).toBe(htmlLangOf(lang));
    const heading = (await page.locator('h1').first().innerText()).trim();
    const i18n = createI18n(lang);
    expect(headingIds.map((id) => i18n._(id))).toContain(heading);
    if (lang !== 'en') expect(heading).toMatch(/\p{Script=Han}/u);

    await expect(page.getByTestId('home-intro').innerText()).resolves.toBe(await homeIntroFromApi(district, lang));
  });

  it.each(DISTRICTS)('%s home page has no serious or critical accessibility violation (desktop and mobile)', async (district) => {
    for (const lang of LANGS) {
      const { page } = await open(pageUrl(district, lang));
      await expectNoSeriousAxeViolations(page);
    }
    const { page } = await open(pageUrl(district, SITES[district].defaultLang), { viewport: 'mobile' });
    await expectNoSeriousAxeViolations(page);
  });
});

/** Every string of a compiled catalog (messages are strings or arrays of strings and placeholders). */
const catalogTexts = (lang: Lang): string[] =>
  Object.values(catalogs[lang]).flatMap((message) => (typeof message === 'string' ? [message] : message.filter((part): part is string => typeof part === 'string')));

/** Texts of the two Chinese catalogs long enough to be unmistakable (four Han characters in a row). */
const CHINESE_CATALOG_TEXTS = [...new Set([...catalogTexts('zh-hk'), ...catalogTexts('zh-cn')])].filter((text) => /\p{Script=Han}{4}/u.test(text));

describeInBrowser('one language per page', ({ open }) => {
  /** The JavaScript the browser loads for `url` (a fresh load, every script it fetched), concatenated. */
  const scriptsOf = async (url: string): Promise<string> => scriptsAfterReload((await open(url)).page);

  it.each(DISTRICTS)('%s: the English home page loads no Chinese catalog text, the Chinese one does', async (district) => {
    expect(CHINESE_CATALOG_TEXTS.length).toBeGreaterThan(20);
    const english = await scriptsOf(pageUrl(district, 'en'));
    expect(CHINESE_CATALOG_TEXTS.filter((text) => english.includes(text))).toEqual([]);
    const chinese = await scriptsOf(pageUrl(district, SITES[district].defaultLang));
    expect(CHINESE_CATALOG_TEXTS.some((text) => chinese.includes(text))).toBe(true);
  });
});

describeInBrowser('redirects', ({ open }) => {
  const redirectCases: [District, string, string][] = [
    ['hk', '/', '/zh-hk'],
    ['hk', '/en/no-such-page', '/en'],
    ['hk', '/zh-cn/no/such/page?x=1', '/zh-cn'],
    ['hk', '/no-such-page', '/zh-hk'],
    ['mainland', '/', '/mainland/zh-cn'],
    ['mainland', '/mainland', '/mainland/zh-cn'],
    ['mainland', '/mainland/en/no-such-page', '/mainland/en'],
    ['mainland', '/mainland/zh-hk/no/such/page', '/mainland/zh-hk'],
  ];

  it.each(redirectCases)('%s %s redirects to %s', async (district, from, to) => {
    const response = await fetch(`${originOf(district)}${from}`, { redirect: 'manual' });
    expect([301, 302, 303, 307, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', originOf(district)).pathname).toBe(to);

    const { page } = await open(`${originOf(district)}${from}`);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
  });
});
