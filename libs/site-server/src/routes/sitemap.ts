import type { ServerBuild } from '@remix-run/node';
import { HTML_LANG } from '@brokerage/i18n';
import { languageAlternates } from '@brokerage/domain';
import type { SiteUrlConfig } from '@brokerage/domain';
import type { SiteRouteHandle } from '@brokerage/site-core';
import type { AppEnv } from '../env';


type RouteManifest = ServerBuild['routes'];

const fullPathSegments = (routes: RouteManifest, id: string): string[] => {
  const segments: string[] = [];
  let route: RouteManifest[string] | undefined = routes[id];
  while (route) {
    if (route.path) segments.unshift(...route.path.split('/').filter(Boolean));
    route = route.parentId ? routes[route.parentId] : undefined;
  }
  return segments;
};

/**
 * The paths a route's segments stand for: an optional parameter without values is dropped, one
 * with values gives the path without it and one per value; a required parameter gives one path
 * per value, none without values; a splat gives none.
 */
const expandParams = (segments: readonly string[], values: Record<string, readonly string[]>): string[] =>
  segments.reduce<string[][]>(
    (paths, segment) => {
      if (segment === '*') return [];
      if (!segment.startsWith(':')) return paths.map((path) => [...path, segment]);
      const optional = segment.endsWith('?');
      const options = values[segment.slice(1, optional ? -1 : undefined)] ?? [];
      return paths.flatMap((path) => [...(optional ? [path] : []), ...options.map((value) => [...path, value])]);
    },
    [[]],
  ).map((path) => path.join('/'));

/**
 * Every page of the site that has a fixed address, as paths without district and language
 * (`''` for the home page, `about-us/contact-us`), read from the app's route manifest so a new
 * page route appears in the sitemap by itself. Pages that need an id (`news-detail/:id`),
 * resource routes, and routes whose handle says `sitemap: false` are left out; optional
 * segments are dropped (`charges/:mealId?` lists `charges`) unless the handle's `sitemapParams`
 * lists their values.
 */
export const sitemapPagesOf = (routes: RouteManifest, site: SiteUrlConfig): string[] => {
  const baseSegments = site.basePath.split('/').filter(Boolean);
  const parents = new Set(Object.values(routes).map((route) => route?.parentId));
  const pages = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || (parents.has(route.id) && !route.index)) continue;
    if (!route.module.default) continue;
    const handle = route.module.handle as SiteRouteHandle | undefined;
    if (handle?.sitemap === false) continue;
    const segments = fullPathSegments(routes, route.id);
    const langIndex = baseSegments.length;
    if (segments.slice(0, langIndex).join('/') !== baseSegments.join('/') || segments[langIndex] !== ':lang') continue;
    for (const page of expandParams(segments.slice(langIndex + 1), handle?.sitemapParams ?? {})) pages.add(page);
  }
  return [...pages].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
};

const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** sitemap.xml listing every page in every language, each with its `hreflang` alternates. */
export const renderSitemap = (site: SiteUrlConfig, siteUrl: string, pages: readonly string[]): string => {
  const urls = pages.flatMap((page) => {
    const alternates = languageAlternates(site, page);
    const links = alternates
      .map(({ lang, path }) => `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escapeXml(`${siteUrl}${path}`)}"/>`)
      .join('\n');
    const defaultPath = alternates.find(({ lang }) => lang === site.defaultLang)?.path ?? alternates[0].path;
    return alternates.map(({ path }) =>
      [
        '  <url>',
        `    <loc>${escapeXml(`${siteUrl}${path}`)}</loc>`,
        links,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${siteUrl}${defaultPath}`)}"/>`,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};

/**
 * robots.txt: production is open to crawlers and points at the sitemap; `sit` and `uat` are test
 * environments and ask every crawler to stay out.
 */
export const renderRobots = (appEnv: AppEnv, siteUrl: string): string =>
  appEnv === 'pro'
    ? ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
    : ['# Test environment: not for search engines.', 'User-agent: *', 'Disallow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');

/** The protocol's limits of one sitemap file (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** A child sitemap of the index: where it is and when its newest item changed (omitted when unknown). */
export interface SitemapFile {
  loc: string;
  lastmod?: string;
}

/** sitemap.xml as a sitemap index (sitemaps.org): the route pages' file, then each collection's files. */
export const renderSitemapIndex = (files: readonly SitemapFile[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ''}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');

/** One collection's child sitemap: each URL with the time its item was published. */
export const renderUrlSet = (urls: readonly { loc: string; lastmod: string }[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url.loc)}</loc><lastmod>${escapeXml(url.lastmod)}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
