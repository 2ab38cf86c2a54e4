import { readFileSync } from 'node:fs';
import { STATUS_CODES, createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { createRequestHandler as createRemixHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { withSecretFiles, type DistrictConfig } from '@brokerage/domain';
import { SITE_VARIABLES, SiteEnvError, parseSiteEnv, type SiteEnv } from '../env';
import type { SiteLoadContext } from '../load-context';
import { logger } from '../logger';
import { createAddressing } from './addressing';
import { compressResponses, precompressedStatic } from './compression';
import { isCrossSiteWrite } from './cross-site';
import { createPageCache, type PageCache } from '../cache/page-cache';
import { createRenderLimit } from '../render/render-limit';
import { remixRequestHandler } from './remix-handler';
import { createVisitorRegions } from '../api/request-api';
import { createNonce, securityHeadersFor } from './security-headers';
import { sessionCookieName } from './session-cookie';
import { sitemapPagesOf } from '../routes/sitemap';

export interface SiteServerOptions {
  site: DistrictConfig;
  env: SiteEnv;
  /**
   * Production: the directory of the built server (`build/`), holding `server/index.mjs` and
   * `client/`. Development: the app's root, where Vite finds vite.config.ts.
   */
  directory: string;
  /** The server build itself, instead of loading it from `directory` (tests serve routes they load). */
  build?: ServerBuild;
  /** The page cache's clock (tests move it on); Date.now by default. */
  now?: () => number;
}

export interface SiteServer {
  /** What the HTTP server runs for each request: a page cache hit, else the Express app. */
  listener: RequestListener;
  /** The rendered-page cache, or null when PAGE_CACHE_MAX_MB is 0 or in development. */
  pageCache: PageCache | null;
  /** Stops the Vite dev server, if any. */
  dispose(): Promise<void>;
}

/** Hashed file names under /assets never change, so browsers keep them for a year. */
const ASSET_MAX_AGE = '1y';
/** Other public files (favicon, images) keep their names across releases. */
const PUBLIC_FILE_MAX_AGE = '1h';
/**
 * How far V8 lets the heap grow past what its last full collection kept, in percent. Left to itself
 * under a render burst it allows up to fourfold: a page's data outlives the young generation while
 * it renders, so the old generation fills with finished renders, and a site with some 40 MB of live
 * data passed 250 MB in a 50-connection burst (cache off). 200 % left that burst at 240-255 MB once
 * pages grew, and 150 % at 230-255 MB as they grew further; 120 % at 215-225 MB for a few per cent
 * more CPU per render (50 %: 170 MB for a third more). A site that has also served its 684 sitemap
 * pages held 242-250 MB and 250-259 after 2,000 renders at 120 %; at 80 %, with 8 MB semi-spaces
 * (SITE_NODE_OPTIONS), 221-226 and 234-240 MB, for ~1.2 ms more GC per ~33 ms render.
 */
const HEAP_GROWING_PERCENT = 80;
/** How long /readyz waits for the API's /health: a probe's own timeout is usually a few seconds. */
const READINESS_TIMEOUT_MS = 2_000;

/** Whether the API answers its readiness check (`/health`: 200 when its database answers). */
const apiReadiness = async (apiUrl: string): Promise<{ ready: true } | { ready: false; reason: string }> => {
  try {
    const response = await fetch(new URL('/health', apiUrl), { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? { ready: true } : { ready: false, reason: `API /health answered ${response.status}` };
  } catch (error) {
    return { ready: false, reason: error instanceof Error && error.name === 'TimeoutError' ? `API /health: no answer within ${READINESS_TIMEOUT_MS} ms` : 'API unreachable' };
  }
};

/** After SIGTERM/SIGINT, requests still running get this long before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Methods a site answers. Others (TRACE, CONNECT, made-up ones) name nothing here, and the fetch
 * Request Remix is given cannot even carry TRACE: they are answered 405 before Remix sees them.
 */
const SITE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Why a request cannot name a page, or null when it can: a target other than a path (absolute form
 * `http://x/zh-hk`, `*`), a path whose percent-encoding is not UTF-8 (`/%c0`), or a Host that is no
 * host. Remix would fail on these building its URL, so they are answered 400 before it sees them.
 */
const malformedTarget = (url: string, host: string | undefined): string | null => {
  if (!url.startsWith('/')) return 'request target is not a path';
  if (url.includes('%')) {
    try {
      decodeURIComponent(url.split('?')[0]);
    } catch {
      return 'path is not valid percent-encoded UTF-8';
    }
  }
  if (host !== undefined && !URL.canParse(`http://${host}/`)) return 'Host is not a host name';
  return null;
};

/** Renders for the page cache: Remix's own handler, given the request the cache built and the rest of the site's load context. */
const pageRenderer = (build: ServerBuild | (() => Promise<ServerBuild>), siteContext: () => Promise<Pick<SiteLoadContext, 'env' | 'site' | 'sitemapPages' | 'regionOfIp'>>) => {
  const handle = createRemixHandler(build, 'production');
  return async (request: globalThis.Request, context: Pick<SiteLoadContext, 'clientIp' | 'cspNonce' | 'visitorRegion'>) => handle(request, { ...(await siteContext()), ...context });
};

/**
 * The Express app of one district site: `/healthz`, the page cache (kept pages answered with their
 * own headers), then for everything else security headers with a per-response CSP nonce,
 * compression, static files and Remix with the site load context.
 */
export const createSiteServer = async ({ site, env, directory, build: givenBuild, now }: SiteServerOptions): Promise<SiteServer> => {
  const development = env.NODE_ENV === 'development';
  const { trust, hostOf, originOf, clientIpOf } = createAddressing(env.TRUSTED_PROXIES);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trust);

  /** A request's access line, with the method and path it arrived with. */
  const logRequest = (req: IncomingMessage, method: string, path: string, status: number, startedAt: number) =>
    logger.request({ method, path, status, ms: Math.floor(performance.now() - startedAt), ip: clientIpOf(req) });

  app.use((req, res, next) => {
    const startedAt = performance.now();
    // Taken now: Express rewrites req.url inside mounted middleware (/assets).
    const { method, url: path } = req;
    res.once('finish', () => logRequest(req, method, path, res.statusCode, startedAt));
    next();
  });

  app.use((req, res, next) => {
    if (!SITE_METHODS.has(req.method)) {
      logger.warn('Request method refused', { method: req.method, path: req.originalUrl });
      res.status(405).set('Allow', 'GET, HEAD, POST').type('text/plain').send('Method Not Allowed');
      return;
    }
    // The host a trusted proxy forwards is the one pages and redirects are built from: checked like Host.
    const host = hostOf(req);
    const malformed = malformedTarget(req.url, host);
    if (malformed) {
      logger.warn('Malformed request refused', { method: req.method, reason: malformed });
      res.status(400).type('text/plain').send('Bad Request');
      return;
    }
    if (isCrossSiteWrite({ method: req.method, origin: req.get('Origin'), fetchSite: req.get('Sec-Fetch-Site'), host })) {
      logger.warn('Cross-site write refused', { method: req.method, path: req.originalUrl, origin: req.get('Origin') });
      res.status(403).type('text/plain').send('Forbidden');
      return;
    }
    next();
  });

  // Liveness: the process serves (with the API down its pages fall back to a frame). Readiness: it can
  // also serve content, because the API answers its own readiness (`/health`: its database answers);
  // an orchestrator or proxy routes visitors to an instance only while this says 200.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', district: site.district });
  });
  app.get('/readyz', async (_req, res) => {
    const api = await apiReadiness(env.API_URL);
    if (!api.ready) logger.warn('Not ready: the API does not answer its health check', { reason: api.reason });
    res
      .status(api.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: api.ready ? 'ready' : 'unavailable', district: site.district, api: api.ready ? 'ok' : api.reason });
  });

  // Once per build (development gets a new one per change), not once per request.
  const sitemapPagesByRoutes = new WeakMap<ServerBuild['routes'], ReturnType<typeof sitemapPagesOf>>();
  const sitemapPagesFor = (routes: ServerBuild['routes']) => {
    const pages = sitemapPagesByRoutes.get(routes) ?? sitemapPagesOf(routes, site);
    sitemapPagesByRoutes.set(routes, pages);
    return pages;
  };
  // Remix's handlers get the build itself where it never changes: given a function, Remix derives
  // its route tables and static handler again for every request (for development's reloads), which
  // cost an uncached render 5-7 % of its CPU and defeated the route-matching caches (decision 014).
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let dispose = async (): Promise<void> => undefined;
  const staticFiles: RequestHandler[] = [];
  if (givenBuild) {
    build = givenBuild;
  } else if (development) {
    const vite = await import('vite');
    const viteDevServer = await vite.createServer({ root: directory, server: { middlewareMode: true }, appType: 'custom' });
    app.use(viteDevServer.middlewares);
    build = () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
    dispose = () => viteDevServer.close();
  } else {
    build = (await import(/* @vite-ignore */ pathToFileURL(path.join(directory, 'server', 'index.mjs')).href)) as ServerBuild;
    const assets = precompressedStatic(path.join(directory, 'client', 'assets'), { immutable: true, maxAge: ASSET_MAX_AGE });
    staticFiles.push((req, res, next) => (req.path.startsWith('/assets/') ? assets(req, res, next) : next()));
    staticFiles.push(precompressedStatic(path.join(directory, 'client'), { maxAge: PUBLIC_FILE_MAX_AGE, fileNamesOnly: true }));
  }

  const regions = createVisitorRegions({ env, site, now });
  const siteContext = async () => ({ env, site, sitemapPages: sitemapPagesFor((typeof build === 'function' ? await build() : build).routes), regionOfIp: regions.of });
  const renderLimit = createRenderLimit({ concurrency: env.RENDER_CONCURRENCY, maxQueue: env.RENDER_QUEUE_LIMIT });
  const renderPage = pageRenderer(build, siteContext);
  const securityHeadersWith = securityHeadersFor({ appEnv: env.APP_ENV, development, aliyunCaptcha: env.CAPTCHA.provider === 'aliyun' });
  // Vite's dev server reloads the routes on every change, so development renders every page afresh.
  // The cache answers before the per-response work below: a kept page brings its own headers.
  const pageCache =
    !development && env.PAGE_CACHE_MAX_MB > 0
      ? createPageCache({
          env,
          regions,
          now,
          originOf,
          clientIpOf,
          createNonce,
          securityHeaders: securityHeadersWith,
          render: (request, context) => renderLimit.run(() => renderPage(request, context)),
        })
      : null;
  if (pageCache) app.use(pageCache.middleware);

  // Every other response: the security headers with its own CSP nonce (a page without a session
  // replaces the policy with one that lists its inline scripts' hashes), compressed on the fly.
  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    const headers = securityHeadersWith(nonce);
    for (let index = 0; index < headers.length; index += 2) res.setHeader(headers[index], headers[index + 1]);
    next();
  });
  app.use(compressResponses());
  if (staticFiles.length > 0) app.use(staticFiles);

  const sessionCookie = `${sessionCookieName(env.APP_ENV)}=`;
  app.all(
    '*',
    remixRequestHandler({
      build,
      mode: development ? 'development' : 'production',
      originOf,
      getLoadContext: async (req, res): Promise<AppLoadContext> => ({ ...(await siteContext()), clientIp: clientIpOf(req), cspNonce: String(res.locals.cspNonce) }),
      hasSession: (headers) => headers.cookie?.includes(sessionCookie) === true,
    }),
  );

  // Last resort: a failure outside Remix's own error handling never shows a stack trace. A request
  // error Express or a static file found (a bad path, a body it refused) keeps its 4xx status.
  const onError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (clientError) logger.warn('Request refused', { method: req.method, path: req.originalUrl, status });
    else logger.error('Unhandled request error', { method: req.method, path: req.originalUrl, error });
    if (res.headersSent) return next(error);
    if (clientError) res.status(status).type('text/plain').send(STATUS_CODES[status] ?? 'Bad Request');
    else res.status(500).type('text/plain').send('Internal Server Error');
  };
  app.use(onError);

  // A hit needs none of Express: only a request whose key the cache holds can hit, and a key is kept
  // only from a request that passed the checks above (its method, target, host), so a hit is
  // answered before Express dresses its request and response (two thirds of a hit's CPU, decision 006).
  const listener: RequestListener = pageCache
    ? (req, res) => {
        const startedAt = performance.now();
        if (pageCache.answerHit(req, res)) logRequest(req, String(req.method), String(req.url), res.statusCode, startedAt);
        else app(req, res);
      }
    : app;

  return { listener, pageCache, dispose };
};

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    forceClose.unref();
    server.close(() => {
      clearTimeout(forceClose);
      resolve();
    });
    server.closeIdleConnections();
  });

export interface StartSiteServerOptions {
  site: DistrictConfig;
  directory: string;
  /** Defaults to process.env. */
  environment?: NodeJS.ProcessEnv;
}

/**
 * Starts a district site: validates the environment (a wrong variable stops the start with a
 * message naming it), listens, and shuts down cleanly on SIGINT/SIGTERM.
 */
export const startSiteServer = async ({ site, directory, environment = process.env }: StartSiteServerOptions): Promise<Server> => {
  let env: SiteEnv;
  // Any of the site's variables can come from a file instead (NAME_FILE: Docker and Kubernetes secrets).
  const { env: resolved, problems } = withSecretFiles(environment, (path) => readFileSync(path, 'utf8'), SITE_VARIABLES);
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exit(1);
  }
  try {
    env = parseSiteEnv(site.district, resolved);
  } catch (error) {
    if (error instanceof SiteEnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // React and Remix pick their development or production code from this.
  process.env.NODE_ENV = env.NODE_ENV;
  // V8 reads this at every collection, so setting it now works; a value given to node itself wins.
  if (!process.execArgv.some((option) => option.includes('heap-growing-percent'))) {
    v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  }

  const { listener, dispose } = await createSiteServer({ site, env, directory });
  const server = createServer(listener).listen(env.PORT, env.HOST);
  await new Promise<void>((resolve) => {
    server.once('listening', resolve);
    server.once('error', (error) => {
      logger.error(`${site.district} site could not listen`, { host: env.HOST, port: env.PORT, error });
      process.exit(1);
    });
  });
  logger.info(`${site.district} site listening`, { url: `http://localhost:${env.PORT}${site.basePath}`, appEnv: env.APP_ENV, apiUrl: env.API_URL });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${site.district} site stopping`, { signal });
    void Promise.all([closeServer(server), dispose()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
};
