import { district as hk } from '@brokerage/hk-district';
import { logger } from '../logger';
import { createInProcessSite, langRoute, siteRootRoute, startStubApi, type StubApi } from '../testing';

// @remix-run/react and react-router-dom are patched (docs/decisions/014-route-matching-caches.md)
// to derive a build's route tree and data routes once, not on every render.
describe('the route tree RemixServer renders with', () => {
  let api: StubApi;
  beforeEach(async () => {
    for (const level of ['error', 'warn', 'info'] as const) jest.spyOn(logger, level).mockImplementation(() => undefined);
    api = await startStubApi();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  const HOME = 'routes/$lang._index';
  const visitSite = () =>
    createInProcessSite({
      site: hk,
      routes: [siteRootRoute(hk), langRoute(hk), { id: HOME, parentId: 'routes/$lang', index: true, module: { default: () => <h1>Markets open</h1> } }],
      environment: { API_URL: api.url },
    });

  it('renders each page of the same build alike, render after render', async () => {
    const visit = visitSite();
    const pages = [];
    for (const path of ['/en', '/zh-hk', '/en']) pages.push(await (await visit(path)).text());
    expect(pages[0]).toContain('<h1>Markets open</h1>');
    expect(pages[1]).toContain('lang="zh-HK"');
    expect(pages[2]).toBe(pages[0]);
  });

  it('renders a route module replaced in the build with the new one (as a development reload does)', async () => {
    const visit = visitSite();
    expect(await (await visit('/en')).text()).toContain('<h1>Markets open</h1>');
    visit.build.routes[HOME] = { ...visit.build.routes[HOME], module: { default: () => <h1>Markets closed</h1> } };
    const page = await (await visit('/en')).text();
    expect(page).toContain('<h1>Markets closed</h1>');
    expect(page).not.toContain('Markets open');
  });
});
