import {
  AccountGuideRoute,
  DownloadTipRoute,
  InstitutionRoute,
  OpenApiRoute,
  downloadTipHandle,
} from '@brokerage/content-pages';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, siteRootRoute, startStubApi, type InProcessRoute } from '@brokerage/site-server/testing';
import type { LoaderFunction } from '@remix-run/node';
import type { ComponentType } from 'react';
import { PRODUCT_PAGE_TEXTS, accountGuideLoader, downloadTipLoader, institutionLoader, openApiLoader } from './product-pages.loader';

const PAGE_TEXT = '/official-website-config/api/v1/page-text';

/** One page mounted under the site's `{lang}` route, as the apps mount it. */
const routesOf = (site: DistrictConfig, path: string, loader: LoaderFunction, component: ComponentType, handle = {}): InProcessRoute[] => [
  siteRootRoute(site),
  langRoute(site),
  { id: `routes/$lang.${path}`, parentId: 'routes/$lang', path, module: { loader, default: component, handle } },
];

/** A content API stand-in answering page-text from `texts` (page → text id → text); unlisted pages fail. */
const startApi = (texts: Record<string, Record<string, string>>) =>
  startStubApi((call) => {
    const page = call.query.get('page') ?? '';
    return call.path === PAGE_TEXT && texts[page] ? ok({ page, contentI18n: texts[page] }) : undefined;
  });

const guideTexts = (district: 'hk' | 'mainland', label: string, document: string) => ({
  [`${district}.label`]: label,
  [`${district}.summary`]: `${label} summary`,
  [`${district}.step1.title`]: `${label} step one`,
  [`${district}.step1.text`]: 'Do this first.',
  [`${district}.documents.1`]: document,
  [`${district}.compare.identity`]: `${label} ID`,
  [`${district}.compare.bank`]: `${label} bank`,
  [`${district}.compare.channel`]: `${label} channel`,
  [`${district}.compare.funding`]: `${label} funding`,
  [`${district}.note`]: `${label} note`,
});

const GUIDE_TEXTS = {
  [PRODUCT_PAGE_TEXTS.accountGuide]: { title: 'How to open an account', intro: 'About 10 minutes.', eligibility: 'You must be 18 or over.' },
  [PRODUCT_PAGE_TEXTS.accountGuideDistricts]: { ...guideTexts('hk', 'Hong Kong residents', 'HKID card'), ...guideTexts('mainland', 'Mainland China residents', 'Resident Identity Card') },
};

describe('products area page-text pages', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [hk, '/en/account-guide', ['Hong Kong residents', 'Mainland China residents']],
    [mainland, '/mainland/zh-cn/account-guide', ['Mainland China residents', 'Hong Kong residents']],
  ])('puts the site’s own district guide first on the account guide (%#)', async (site, path, order) => {
    const api = await startApi(GUIDE_TEXTS);
    try {
      const response = await createInProcessSite({ site, routes: routesOf(site, 'account-guide', accountGuideLoader, AccountGuideRoute), environment: { API_URL: api.url } })(path);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>How to open an account<\/h1>/);
      const [first, second] = order.map((label) => html.indexOf(`>${label}</h2>`));
      expect(first).toBeGreaterThan(-1);
      expect(first).toBeLessThan(second as number);
      expect(html).toContain('HKID card');
      expect(html).toContain('Resident Identity Card');
      expect(api.callsTo(PAGE_TEXT).map((call) => call.query.get('page')).sort()).toEqual(['account-guide', 'account-guide-districts']);
    } finally {
      await api.close();
    }
  });

  it('renders the institution page from its texts and logs the texts the content lacks', async () => {
    const api = await startApi({ institution: { title: 'Institutional services', intro: 'For institutions.', 'services.execution.title': 'Global execution', 'services.execution.text': 'DMA.' } });
    try {
      const response = await createInProcessSite({ site: hk, routes: routesOf(hk, 'institution', institutionLoader, InstitutionRoute), environment: { API_URL: api.url } })('/zh-hk/institution');
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Institutional services<\/h1>/);
      expect(html).toContain('Global execution');
      expect(logger.warn).toHaveBeenCalledWith('Page texts are missing', expect.objectContaining({ missing: expect.arrayContaining(['institution:contact']) }));
    } finally {
      await api.close();
    }
  });

  it('answers 503 and logs when the API cannot give the page texts', async () => {
    const api = await startApi({});
    try {
      const response = await createInProcessSite({ site: mainland, routes: routesOf(mainland, 'open-api', openApiLoader, OpenApiRoute), environment: { API_URL: api.url } })('/mainland/en/open-api');
      expect(response.status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Page texts could not be loaded', expect.objectContaining({ district: 'mainland', lang: 'en', pages: ['open-api'] }));
    } finally {
      await api.close();
    }
  });

  describe('download-tip/{type}', () => {
    const TEXTS = {
      [PRODUCT_PAGE_TEXTS.downloadTip]: { title: 'Open this page in your browser', text: 'Downloads are blocked inside this app.' },
      [PRODUCT_PAGE_TEXTS.download]: { title: 'Download the app', text: 'One app.', ios: 'App Store', android: 'Google Play', apk: 'APK', desktop: 'Desktop soon.' },
    };
    const visit = async (path: string, userAgent?: string) => {
      const api = await startApi(TEXTS);
      try {
        const site = createInProcessSite({ site: hk, routes: routesOf(hk, 'download-tip/:type', downloadTipLoader, DownloadTipRoute, downloadTipHandle), environment: { API_URL: api.url } });
        const response = await site(path, userAgent ? { headers: { 'User-Agent': userAgent } } : undefined);
        return { status: response.status, html: await response.text(), calls: api.callsTo(PAGE_TEXT).length };
      } finally {
        await api.close();
      }
    };

    it.each(['hk', 'mainland', 'sg', 'auto'])('serves the %s type', async (type) => {
      const { status, html } = await visit(`/en/download-tip/${type}`);
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Download the app<\/h1>/);
    });

    it('shows WeChat visitors the open-in-browser tip', async () => {
      const { status, html } = await visit('/en/download-tip/auto', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.40');
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Open this page in your browser<\/h1>/);
    });

    it.each(['android', 'AUTO', 'hk2'])('answers 404 for the unknown type %s without asking the API', async (type) => {
      const { status, html, calls } = await visit(`/en/download-tip/${type}`);
      expect(status).toBe(404);
      expect(html).toContain('Page not found');
      expect(calls).toBe(0);
    });
  });
});
