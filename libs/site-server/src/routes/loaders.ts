import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { decideLangRoute, districtOfPath, LANGS, langOfPath, pagePath, safeJumpTarget, siteRootRedirect, unknownPathRedirect, type Lang } from '@brokerage/domain';
import type { BrokerApi } from '@brokerage/api-client';
import type { SitemapFeed } from '@brokerage/contracts';
import { parseDeviceFlags } from '@brokerage/layout';
import type { SiteRootData } from '@brokerage/site-core';
import { siteContextOf } from '../load-context';
import { isDocumentRequest } from '../http/document-request';
import { logger } from '../logger';
import { requestApi } from '../api/request-api';
import { clearSessionToken, readSessionToken } from '../http/session-cookie';
import { loadShellState } from './shell';
import { createTtlCache } from '../cache/shared-content';
import { renderRobots, renderSitemap, renderSitemapIndex, renderUrlSet, SITEMAP_MAX_URLS, type SitemapFile } from './sitemap';

/**
 * Root route: what every page's document and frame need from the server. When the user could not be
 * fetched (300101 or any other failure, spec 4 and 8) the session cookie is cleared with the same response.
 */
export const rootLoader = async ({ request, context }: LoaderFunctionArgs) => {
  const siteContext = siteContextOf(context);
  const { env, site } = siteContext;
  const lang = langOfPath(site, new URL(request.url).pathname);
  const hasSession = (await readSessionToken(request, env.APP_ENV)) !== null;
  const api = await requestApi({ request, context, lang });
  const { shell, tokenRejected } = await loadShellState({ request, context: siteContext, lang, api, hasSession });
  const rootData: SiteRootData = { siteUrl: env.SITE_URL, shell };
  return tokenRejected ? data(rootData, { headers: { 'Set-Cookie': await clearSessionToken(env.APP_ENV) } }) : rootData;
};

/** `/` (and `/mainland` on the mainland site): to the default language's home, keeping the query string. */
export const siteRootLoader = ({ request, context }: LoaderFunctionArgs) => {
  const { site } = siteContextOf(context);
  return redirect(siteRootRedirect(site, new URL(request.url).search));
};

/** Last segment looks like a file (`favicon.ico`, `app.js.map`): a missing asset gets a 404, not the home page. */
const FILE_LIKE_PATH = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;

const missingFile = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * A link to the other district's site (district switch, group sites) that reached this server:
 * when the two sites have their own origins, the same path on the other site; else null.
 */
const otherDistrictLocation = (context: AppLoadContext, url: URL): string | null => {
  const { site, env } = siteContextOf(context);
  const owner = districtOfPath(url.pathname);
  if (!owner || owner === site.district) return null;
  const ownerOrigin = owner === 'hk' ? env.HK_SITE_URL : env.MAINLAND_SITE_URL;
  return ownerOrigin === env.SITE_URL ? null : `${ownerOrigin}${url.pathname}${url.search}`;
};

/** The `{lang}` layout route: renders its pages for one of the three languages, redirects anything else. */
export const langLoader = ({ request, params, context }: LoaderFunctionArgs) => {
  const { site } = siteContextOf(context);
  const url = new URL(request.url);
  const decision = decideLangRoute(site, params.lang, url);
  if (decision.kind === 'render') return null;
  if (FILE_LIKE_PATH.test(url.pathname)) throw missingFile();
  throw redirect(otherDistrictLocation(context, url) ?? decision.location);
};

/**
 * Splat route: a path of the other district's site goes to that site when it has its own origin;
 * any other path no route knows goes to the home of the language it names, or of the default
 * language. Paths that look like files answer 404 instead, so a missing image or script
 * never turns into an HTML page.
 */
export const unknownPathLoader = ({ request, context }: LoaderFunctionArgs) => {
  const { site } = siteContextOf(context);
  const url = new URL(request.url);
  // The other site's pages first: some of its paths look like files (`news-stock/00700.HK`).
  const otherSite = otherDistrictLocation(context, url);
  if (otherSite) return redirect(otherSite);
  if (FILE_LIKE_PATH.test(url.pathname)) throw missingFile();
  return redirect(unknownPathRedirect(site, url));
};

/**
 * The loader of a route that only takes posts (auth, logout, analytics, uploads): a GET there is
 * the caller's mistake, answered 405 (Remix itself would answer 400 and log it as an error).
 */
export const actionOnlyLoader = (): never => {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });
};

/** The `404` page route: a real page that answers with status 404. */
export const notFoundLoader = () => data(null, { status: 404 });

const TEXT_CACHE = 'public, max-age=3600';

export const robotsLoader = ({ context }: LoaderFunctionArgs) => {
  const { env } = siteContextOf(context);
  return new Response(renderRobots(env.APP_ENV, env.SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': TEXT_CACHE },
  });
};

/**
 * `sitemap.xml`: the pages of the route table, plus pages only the content knows (details by id),
 * which `detailPages` asks of the API. If that fails the sitemap still lists the route table's
 * pages, and the failure is logged.
 */
export const sitemapLoaderWith =
  (detailPages: (api: BrokerApi) => Promise<string[]>) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const { env, site, sitemapPages } = siteContextOf(context);
    let details: string[] = [];
    try {
      details = await detailPages(await requestApi({ request, context, lang: site.defaultLang }));
    } catch (error) {
      logger.warn('Sitemap: detail pages unavailable, listing the route pages only', { district: site.district, error });
    }
    return new Response(renderSitemap(site, env.SITE_URL, [...new Set([...sitemapPages, ...details])]), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': TEXT_CACHE },
    });
  };

/**
 * A collection whose detail pages the sitemap lists from the API's sitemap feed (ids and dates,
 * oldest first), never from the paged list calls: `feed` asks one page of it, `path` names an
 * item's page without district and language.
 */
export interface SitemapCollection {
  /** File-name part: lower-case letters only (`news`, `media`). */
  name: string;
  feed: (api: BrokerApi, page: { offset: number; limit: number }) => Promise<SitemapFeed>;
  path: (id: number) => string;
}

/** The route pages' file, listed first in the index (the pages and small collections, every language). */
export const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';
/** A collection's file: `/sitemaps/{collection}-{lang}-{n}.xml`, n from 1. */
const collectionFilePath = (collection: string, lang: Lang, n: number) => `/sitemaps/${collection}-${lang}-${n}.xml`;
const COLLECTION_FILE = /^([a-z]+)-(zh-hk|zh-cn|en)-([1-9]\d{0,4})\.xml$/;
/** Feed pages read per file: as large as the API allows (a 5,000-item answer held the API 15 ms), so a file of 50,000 takes 50 calls of ~4 ms. */
const FEED_PAGE = 1_000;

// Crawlers ask rarely; the CDN keeps them an hour (Cache-Control), this process a few minutes. A
// full file is ~6 MB, so only a few are kept.
const sitemapIndexes = createTtlCache({ ttlMs: 5 * 60_000, maxEntries: 4 });
const sitemapFiles = createTtlCache({ ttlMs: 10 * 60_000, maxEntries: 8 });

class IncompleteSitemapIndex extends Error {
  constructor(readonly xml: string) {
    super('sitemap index incomplete');
  }
}

const xmlResponse = (xml: string) => new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': TEXT_CACHE } });

/**
 * `sitemap.xml`: a sitemap index (issue 28) of the route pages' file and, per collection and
 * language, files of at most 50,000 detail pages, each with the publication time of its newest
 * item as lastmod. A collection whose feed fails is left out and logged; the others stay.
 */
export const sitemapIndexLoaderWith =
  (collections: readonly SitemapCollection[]) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const { env, site } = siteContextOf(context);
    const build = async () => {
      let complete = true;
      const files: SitemapFile[] = [{ loc: `${env.SITE_URL}${SITEMAP_PAGES_PATH}` }];
      const perCollection = await Promise.all(
        LANGS.flatMap((lang) =>
          collections.map(async (collection): Promise<SitemapFile[]> => {
            try {
              const api = await requestApi({ request, context, lang });
              const { total } = await collection.feed(api, { offset: 0, limit: 1 });
              const count = Math.ceil(total / SITEMAP_MAX_URLS);
              // Oldest first: a file's newest item is its last one.
              return await Promise.all(
                Array.from({ length: count }, async (_, index) => {
                  const last = Math.min((index + 1) * SITEMAP_MAX_URLS, total) - 1;
                  const { list } = await collection.feed(api, { offset: last, limit: 1 });
                  return { loc: `${env.SITE_URL}${collectionFilePath(collection.name, lang, index + 1)}`, lastmod: list[0]?.lastmod };
                }),
              );
            } catch (error) {
              complete = false;
              logger.warn('Sitemap: a collection could not be listed', { district: site.district, collection: collection.name, lang, error });
              return [];
            }
          }),
        ),
      );
      return { xml: renderSitemapIndex([...files, ...perCollection.flat()]), complete };
    };
    // An index missing a collection is served but not kept: the next request asks again.
    const xml = await sitemapIndexes
      .get(`${env.API_URL} ${site.district} ${env.SITE_URL}`, async () => {
        const index = await build();
        if (index.complete) return index.xml;
        throw new IncompleteSitemapIndex(index.xml);
      })
      .catch((error: unknown) => {
        if (error instanceof IncompleteSitemapIndex) return error.xml;
        throw error;
      });
    return xmlResponse(xml);
  };

/** `/sitemaps/{collection}-{lang}-{n}.xml`: the n-th 50,000 detail pages of a collection in a language, oldest first. */
export const sitemapFileLoaderWith =
  (collections: readonly SitemapCollection[]) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const { env, site } = siteContextOf(context);
    const match = COLLECTION_FILE.exec(params['file'] ?? '');
    const collection = match && collections.find((candidate) => candidate.name === match[1]);
    if (!match || !collection) throw new Response('Not Found', { status: 404 });
    const lang = match[2] as Lang;
    const start = (Number(match[3]) - 1) * SITEMAP_MAX_URLS;
    const xml = await sitemapFiles.get(`${env.API_URL} ${site.district} ${env.SITE_URL} ${match[0]}`, async () => {
      const api = await requestApi({ request, context, lang });
      const urls: { loc: string; lastmod: string }[] = [];
      for (let offset = start; offset < start + SITEMAP_MAX_URLS; offset += FEED_PAGE) {
        const { list, total } = await collection.feed(api, { offset, limit: Math.min(FEED_PAGE, start + SITEMAP_MAX_URLS - offset) });
        for (const item of list) urls.push({ loc: `${env.SITE_URL}${pagePath(site, lang, collection.path(item.id))}`, lastmod: item.lastmod });
        if (offset + FEED_PAGE >= total) break;
      }
      return urls.length === 0 && start > 0 ? null : renderUrlSet(urls);
    });
    if (xml === null) throw new Response('Not Found', { status: 404 });
    return xmlResponse(xml);
  };

/** The path and query of the page of this site that sent the request (its Referer), if any. */
const sameSitePage = (request: Request): string | null => {
  const referer = request.headers.get('Referer');
  if (!referer || !URL.canParse(referer)) return null;
  const page = new URL(referer);
  return page.origin === new URL(request.url).origin ? `${page.pathname}${page.search}` : null;
};

/**
 * `POST {base}/logout`: ends the session at the API (a failure there is logged; the visitor is
 * logged out anyway) and clears the session cookie. Inside the company app the API call is skipped
 * (spec 7): the session belongs to the app, which stays logged in. Posts from other sites never get
 * here (the site server refuses cross-site writes).
 */
export const logoutAction = async ({ request, context }: ActionFunctionArgs) => {
  const { env, site } = siteContextOf(context);
  if (request.method !== 'POST') throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  const inCompanyApp = parseDeviceFlags(request.headers.get('User-Agent')).inCompanyApp;
  // The page the visitor logged out from gives the language of the API's messages.
  const lang = langOfPath(site, new URL(sameSitePage(request) ?? request.url, request.url).pathname);
  if (!inCompanyApp && (await readSessionToken(request, env.APP_ENV))) {
    try {
      const api = await requestApi({ request, context, lang });
      await api.userServer.logout();
    } catch (error) {
      logger.warn('Logout at the API failed; the session cookie is cleared anyway', { district: site.district, error });
    }
  }
  const headers = { 'Set-Cookie': await clearSessionToken(env.APP_ENV) };
  // A form posted without JavaScript gets a page back: the one it came from, by the one rule of where
  // a visitor may be sent (a page of this site: a Referer path like `//evil.example/x` is not), else home.
  if (isDocumentRequest(request)) return redirect(safeJumpTarget(site, lang, sameSitePage(request)), { status: 303, headers });
  // A resource route: Remix drops the headers of `data()` here, and with them the cookie's removal.
  return Response.json({ loggedOut: true }, { headers });
};
