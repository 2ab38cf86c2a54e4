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

  it('the register page brings its form rules (zod) but not jsencrypt before anything is sent', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform'));
    const scripts = await scriptsAfterReload(page);
    expect(scripts.includes(ZOD)).toBe(true);
    expect(scripts.includes(JSENCRYPT)).toBe(false);
  });
});
