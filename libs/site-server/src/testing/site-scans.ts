import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '../logger';
import { appRoutes, createInProcessSite } from './in-process';
import { malformedSiteRequests, sendRaw, startSiteServerForTest } from './malformed-requests';
import { PUBLIC_PAGES } from './public-pages';
import { startStubApi } from './stub-api';

/** About fifty pages, or eighty raw requests, one after the other: seconds alone, longer beside other test runs. */
const SCAN_TIMEOUT_MS = 120_000;

/** What a damaged character leaves: a NUL byte from the renderer's buffer, U+FFFD from a cut character. */
const DAMAGE = ['\u0000', '\uFFFD'];

const quietLogs = () => {
  beforeEach(() => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
};

/**
 * Requests no browser sends, over a raw socket to the app's site server on a loopback port: none
 * may get a 5xx. `appDir` is the app's `app/` folder (its routes).
 */
export const describeMalformedRequestScan = (site: DistrictConfig, appDir: string) =>
  describe(`the ${site.district} site under malformed requests`, () => {
    quietLogs();
    it('answers each with a status below 500', async () => {
      const api = await startStubApi();
      const server = await startSiteServerForTest({ site, routes: appRoutes(appDir), environment: { API_URL: api.url } });
      try {
        const answers: string[] = [];
        for (const { name, raw } of malformedSiteRequests(site, `127.0.0.1:${server.port}`)) answers.push(`${name}: ${await sendRaw(server.port, raw)}`);
        expect(answers.filter((answer) => !/: [1-4]\d\d$/.test(answer))).toEqual([]);
        // The two the probe found: broken percent-encoding and a target that is no path.
        const home = `${site.basePath}/${site.defaultLang}`;
        expect(answers).toEqual(expect.arrayContaining([`GET ${home}/%c0: 400`, 'GET /%ff.js: 400', 'absolute form: 400', 'asterisk form: 400']));
      } finally {
        await server.close();
        await api.close();
      }
    }, SCAN_TIMEOUT_MS);
  });

/**
 * Every public page of the app in both Chinese languages arrives as intact UTF-8: no NUL bytes where
 * a character crossed the renderer's buffer (React 18's streaming bug) and no U+FFFD from a split
 * character. The API here knows no content, so content pages show their frame and unavailable
 * notice (apps/e2e/src/chinese-text.e2e.ts scans them with their content).
 */
export const describeChineseTextScan = (site: DistrictConfig, appDir: string) =>
  describe(`Chinese pages of the ${site.district} site`, () => {
    const routes = appRoutes(appDir);
    quietLogs();
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
