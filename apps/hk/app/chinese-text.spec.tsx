import { district as site } from '@brokerage/hk-district';
import { logger } from '@brokerage/site-server';
import { PUBLIC_PAGES, appRoutes, createInProcessSite, startStubApi } from '@brokerage/site-server/testing';

/** What a damaged character leaves: a NUL byte from the renderer's buffer, U+FFFD from a cut character. */
const DAMAGE = ['\u0000', '\uFFFD'];

/** About fifty pages rendered one after the other: seconds alone, longer beside other test runs. */
const SCAN_TIMEOUT_MS = 120_000;

/**
 * Every public page in both Chinese languages arrives as intact UTF-8: no NUL bytes where a
 * character crossed the renderer's buffer (React 18's streaming bug) and no U+FFFD from a split
 * character. The API here knows no content, so content pages show their frame and unavailable notice
 * (apps/e2e/src/chinese-text.e2e.ts scans them with their content).
 */
describe('Chinese pages of the Hong Kong site', () => {
  const routes = appRoutes(__dirname);
  beforeEach(() => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(['zh-hk', 'zh-cn'])('has no NUL or replacement character on any %s page', async (lang) => {
    const api = await startStubApi();
    try {
      const visit = createInProcessSite({ site, routes, environment: { API_URL: api.url } });
      /** The text around each page's first damaged character. */
      const damaged: string[] = [];
      for (const page of PUBLIC_PAGES) {
        const path = `${site.basePath}/${lang}${page ? `/${page}` : ''}`;
        const html = await (await visit(path)).text();
        const at = Math.min(...DAMAGE.map((character) => html.indexOf(character)).filter((index) => index >= 0));
        if (at !== Infinity) damaged.push(`${path}: ${JSON.stringify(html.slice(Math.max(0, at - 12), at + 12))}`);
      }
      expect(damaged).toEqual([]);
    } finally {
      await api.close();
    }
  }, SCAN_TIMEOUT_MS);
});
