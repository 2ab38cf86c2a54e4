import path from 'node:path';
import { UNSAFE_flatRoutes as flatRoutes } from '@remix-run/dev';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import type { DistrictConfig } from '@brokerage/domain';
import { isCrossSiteWrite } from '../http/cross-site';
import { parseSiteEnv } from '../env';
import { createVisitorRegions } from '../api/request-api';
import { RENDER_TIMEOUT_MS, logServerError, renderDocument } from '../render/render-document';
import { sitemapPagesOf } from '../routes/sitemap';

type RouteModule = ServerBuild['routes'][string]['module'];
/** A route module as written: resource routes (redirects, robots.txt) have no component. */
type AnyRouteModule = Omit<RouteModule, 'default'> & Partial<Pick<RouteModule, 'default'>>;

/** One route of an app as Remix's file conventions would register it. */
export interface InProcessRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: AnyRouteModule;
}

export interface InProcessSiteOptions {
  site: DistrictConfig;
  /** The routes to serve, the first being `root`: `appRoutes(appDirectory)` for a whole app, or a slice's own few. */
  routes: readonly InProcessRoute[];
  /** Environment variables as the server would read them (API_URL, HK_SITE_URL, APP_ENV, …); none gives a local `sit` start. */
  environment?: Record<string, string | undefined>;
  clientIp?: string;
}

/**
 * An app's route table as Remix derives it from `app/root.tsx` and the files in `app/routes`
 * (its flat-routes convention), with each route's module loaded: tests use the app's real routes
 * instead of a copy of them.
 */
export const appRoutes = (appDirectory: string): InProcessRoute[] => {
  // Route modules are loaded the way Jest loads test code (transpiled on require).
  const load = (file: string) => require(path.join(appDirectory, file)) as AnyRouteModule;
  const routes = Object.values(flatRoutes(appDirectory));
  return [
    { id: 'root', path: '', module: load('root.tsx') },
    ...routes.map(({ id, parentId, path: routePath, index, file }) => ({ id, parentId, path: routePath, index, module: load(file) })),
  ];
};

const FUTURE = { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true };

/**
 * A server build of route modules loaded in this process, with the sites' document render: what
 * Vite would build, for tests (`createSiteServer({ build })` serves it over HTTP).
 */
export const inProcessBuild = (routes: readonly InProcessRoute[]): ServerBuild => {
  const manifest: ServerBuild['routes'] = Object.fromEntries(
    routes.map((route) => [route.id, { ...route, module: route.module as RouteModule, caseSensitive: false }]),
  );
  const assetRoutes: ServerBuild['assets']['routes'] = Object.fromEntries(
    routes.map(({ id, parentId, path, index, module }) => [
      id,
      {
        id,
        parentId,
        path,
        index,
        module: `/assets/${id}.js`,
        hasAction: typeof module.action === 'function',
        hasLoader: typeof module.loader === 'function',
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: typeof module.ErrorBoundary === 'function',
      },
    ]),
  );
  const build: ServerBuild = {
    mode: 'production',
    entry: { module: { default: renderDocument, handleError: logServerError, streamTimeout: RENDER_TIMEOUT_MS } },
    routes: manifest,
    assets: { entry: { module: '/assets/entry.client.js', imports: [] }, routes: assetRoutes, url: '/assets/manifest.js', version: 'test' },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: FUTURE,
    isSpaMode: false,
  };
  return build;
};

/**
 * Serves a site's route modules in this process, through Remix's request handler and the same
 * document render and load context as the real server, without a Vite build: for tests that
 * check what a visitor gets (status, redirects, `<html lang>`, server-rendered styles).
 */
export const createInProcessSite = ({ site, routes, environment = {}, clientIp = '203.0.113.7' }: InProcessSiteOptions) => {
  const build = inProcessBuild(routes);
  const manifest = build.routes;
  const env = parseSiteEnv(site.district, environment);
  const handle = createRequestHandler(build, 'production');
  const sitemapPages = sitemapPagesOf(manifest, site);
  const regions = createVisitorRegions({ env, site });

  /**
   * The response a visitor gets for the document at `path` (`/zh-hk`, `/xx/unknown`), complete;
   * redirects are not followed.
   */
  const visit = async (path: string, init?: RequestInit): Promise<Response> => {
    const context: AppLoadContext = { env, site, clientIp, cspNonce: 'test-nonce', sitemapPages, regionOfIp: regions.of };
    const url = new URL(path, env.SITE_URL);
    // As over HTTP, every request names its host (Remix compares it with Origin on form posts).
    const headers = new Headers(init?.headers);
    if (!headers.has('Host')) headers.set('Host', url.host);
    // The site server refuses cross-site writes before Remix sees them.
    if (isCrossSiteWrite({ method: init?.method ?? 'GET', origin: headers.get('Origin'), fetchSite: headers.get('Sec-Fetch-Site'), host: headers.get('Host') })) {
      return new Response('Forbidden', { status: 403 });
    }
    const request = new AbortController();
    try {
      return await handle(new Request(url, { ...init, headers, signal: request.signal }), context);
    } finally {
      // The document is rendered in full before it resolves; ending the request stops Remix's stream timer.
      request.abort();
    }
  };
  // The build served, for tests that change it between visits (as development reloads do).
  return Object.assign(visit, { build });
};
