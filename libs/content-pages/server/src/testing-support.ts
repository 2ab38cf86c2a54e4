import { createBrokerApi, type BrokerApi } from '@brokerage/api-client';
import type { DistrictConfig } from '@brokerage/domain';
import { createInProcessSite, langRoute, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswers, type StubApi } from '@brokerage/site-server/testing';

/** A page route under `$lang`, as a route file `apps/hk/app/routes/$lang.<file>.tsx` mounts it. */
export const pageRoute = (file: string, path: string, module: InProcessRoute['module'], options: Pick<InProcessRoute, 'index'> = {}): InProcessRoute => ({
  id: `routes/$lang.${file}`,
  parentId: 'routes/$lang',
  path,
  module,
  ...options,
});

/** The site's root and `$lang` routes with the given page routes under them. */
export const siteRoutes = (site: DistrictConfig, pages: InProcessRoute[]): InProcessRoute[] => [siteRootRoute(site), langRoute(site), ...pages];

/** A test run against a stub API: the stub (its calls) and an API client of it (English, hk), as a sitemap part gets one. */
export type StubApiTest<T> = (api: StubApi, client: BrokerApi) => Promise<T>;

/** Starts a stub API answering `answers`, runs `test` with it, and closes it. */
export const withStubApi = async <T>(answers: StubAnswers, test: StubApiTest<T>): Promise<T> => {
  const api = await startStubApi(answers);
  try {
    return await test(api, createBrokerApi({ baseURL: api.url, lang: 'en', district: 'hk' }));
  } finally {
    await api.close();
  }
};

/** Requests `path` from an in-process site whose API is a stub answering `answers`; the page and the API calls it made. */
export const visitSite = (answers: StubAnswers, path: string, { site, routes, environment = {}, init }: { site: DistrictConfig; routes: InProcessRoute[]; environment?: Record<string, string>; init?: RequestInit }) =>
  withStubApi(answers, async (api) => {
    const response = await createInProcessSite({ site, routes, environment: { API_URL: api.url, ...environment } })(path, init);
    return { status: response.status, headers: response.headers, html: await response.text(), calls: api.calls, api };
  });
