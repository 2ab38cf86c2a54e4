import { district as hk } from '@brokerage/hk-district';
import { logger } from './logger';
import { RENDER_TIMEOUT_MS } from './render-document';
import { createInProcessSite, langRoute, siteRootRoute, startStubApi, type StubApi } from './testing';

describe('the document render', () => {
  let api: StubApi;
  beforeEach(async () => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    api = await startStubApi();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  it('leaves no timeout timer behind once a page is rendered (it would hold the render in memory)', async () => {
    const pending = new Set<unknown>();
    const setTimer = global.setTimeout;
    const clearTimer = global.clearTimeout;
    jest.spyOn(global, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      const timer = setTimer(callback, ms);
      if (ms === RENDER_TIMEOUT_MS + 1000) pending.add(timer);
      return timer;
    }) as typeof setTimeout);
    jest.spyOn(global, 'clearTimeout').mockImplementation((timer) => {
      pending.delete(timer);
      clearTimer(timer);
    });
    const visit = createInProcessSite({
      site: hk,
      routes: [siteRootRoute(hk), langRoute(hk), { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <h1>Home</h1> } }],
      environment: { API_URL: api.url },
    });
    for (const lang of ['en', 'zh-hk']) expect((await visit(`/${lang}`)).status).toBe(200);
    expect(pending.size).toBe(0);
  });
});
