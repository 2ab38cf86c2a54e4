import { district as site } from '@brokerage/hk-district';
import { logger } from '@brokerage/site-server';
import { appRoutes, malformedSiteRequests, sendRaw, startSiteServerForTest, startStubApi } from '@brokerage/site-server/testing';

/** About eighty requests one after the other: seconds alone, longer beside other test runs. */
const FUZZ_TIMEOUT_MS = 120_000;

/** Requests no browser sends, over a raw socket to the site server on a loopback port: none may get a 5xx. */
describe('the Hong Kong site under malformed requests', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers each with a status below 500', async () => {
    const api = await startStubApi();
    const server = await startSiteServerForTest({ site, routes: appRoutes(__dirname), environment: { API_URL: api.url } });
    try {
      const answers: string[] = [];
      for (const { name, raw } of malformedSiteRequests(site, `127.0.0.1:${server.port}`)) answers.push(`${name}: ${await sendRaw(server.port, raw)}`);
      expect(answers.filter((answer) => !/: [1-4]\d\d$/.test(answer))).toEqual([]);
      // The two the probe found: broken percent-encoding and a target that is no path.
      expect(answers).toEqual(expect.arrayContaining(['GET /zh-hk/%c0: 400', 'GET /%ff.js: 400', 'absolute form: 400', 'asterisk form: 400']));
    } finally {
      await server.close();
      await api.close();
    }
  }, FUZZ_TIMEOUT_MS);
});
