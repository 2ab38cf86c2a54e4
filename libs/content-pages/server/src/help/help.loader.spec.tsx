import path from 'node:path';
import { createBrokerApi } from '@brokerage/api-client';
import { DownloadFormRoute, HelpAnswerRoute, HelpCatalogRoute, HelpCentreRoute, HelpFaqRoute, helpAnswerMeta, helpCatalogMeta, helpframeHandle } from '@brokerage/content-pages';
import { CODES, X_LANG, X_TYPE, type BaseConfig, type DownloadForm, type HelpCatalog, type HelpQuestion, type HelpQuestionSummary } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { appRoutes, createInProcessSite, langRoute, ok, refusal, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswer, type StubAnswers } from '@brokerage/site-server/testing';
import {
  downloadFormLoader,
  helpCentreAnswerLoader,
  helpCentreCatalogLoader,
  helpCentreLoader,
  helpFaqLoader,
  helpframeAnswerLoader,
  helpframeCatalogLoader,
  helpSitemapPages,
} from './help.loader';

const BASE = '/official-website-config/api/v1';
const CATALOGS = `${BASE}/help-catalogs`;
const QUESTIONS = `${BASE}/help-questions`;
const DETAIL = `${BASE}/help-detail`;
const FORMS = `${BASE}/download-forms`;
const SITE_URL = 'https://www.example.com.hk';

/** The slices mounted as the apps mount them (flat sibling routes under `$lang`). */
const routesOf = (site: DistrictConfig): InProcessRoute[] => {
  const route = (id: string, routePath: string, module: InProcessRoute['module'], index = false): InProcessRoute => ({ id: `routes/$lang.${id}`, parentId: 'routes/$lang', path: routePath, index, module });
  return [
    siteRootRoute(site),
    langRoute(site),
    route('help-centre._index', 'help-centre', { loader: helpCentreLoader, default: HelpCentreRoute }, true),
    route('help-centre.faq', 'help-centre/faq', { loader: helpFaqLoader, default: HelpFaqRoute }),
    route('help-centre.download-form', 'help-centre/download-form', { loader: downloadFormLoader, default: DownloadFormRoute }),
    route('help-centre.$catalogId._index', 'help-centre/:catalogId', { loader: helpCentreCatalogLoader, default: HelpCatalogRoute, meta: helpCatalogMeta }, true),
    route('help-centre.$catalogId.catalog.$index', 'help-centre/:catalogId/catalog/:index', { loader: helpCentreCatalogLoader, default: HelpCatalogRoute, meta: helpCatalogMeta }),
    route('help-centre.$catalogId.detail.$detailId', 'help-centre/:catalogId/detail/:detailId', { loader: helpCentreAnswerLoader, default: HelpAnswerRoute, meta: helpAnswerMeta }),
    route('helpframe.$catalogId._index', 'helpframe/:catalogId', { loader: helpframeCatalogLoader, default: HelpCatalogRoute, meta: helpCatalogMeta, handle: helpframeHandle }, true),
    route('helpframe.$catalogId.catalog.$index', 'helpframe/:catalogId/catalog/:index', { loader: helpframeCatalogLoader, default: HelpCatalogRoute, meta: helpCatalogMeta, handle: helpframeHandle }),
    route('helpframe.$catalogId.detail.$detailId', 'helpframe/:catalogId/detail/:detailId', { loader: helpframeAnswerLoader, default: HelpAnswerRoute, meta: helpAnswerMeta, handle: helpframeHandle }),
  ];
};

const catalog = (id: number, title: string, questionCount: number): HelpCatalog => ({ id, title, description: `About ${title.toLowerCase()}.`, icon: 'trading', questionCount });
const CATALOG_LIST = [catalog(1, 'Opening an account', 3), catalog(3, 'Trading', 23)];
const summary = (id: number, catalogId: number, isHot = false): HelpQuestionSummary => ({ id, catalogId, question: `Question ${id}?`, isHot });
const detail = (overrides: Partial<HelpQuestion> = {}): HelpQuestion => ({
  ...summary(101, 1, true),
  question: 'What documents do I need?',
  answerHtml: '<p>Your identity card.</p><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="steal()">See <a href="javascript:alert(3)">this</a> and <a href="https://www.sfc.hk">the SFC</a>.</p>',
  catalog: { id: 1, title: 'Opening an account' },
  related: [{ id: 102, question: 'How long does approval take?' }],
  ...overrides,
});
const form = (id: number, category: DownloadForm['category'], title: string): DownloadForm => ({
  id,
  category,
  title,
  description: `${title} description.`,
  fileName: `form-${id}.pdf`,
  fileSize: 214_016,
  urlPath: `/files/forms/form-${id}.pdf`,
  updatedAt: '2026-03-01',
});

const links = { title: 'Links', links: [] };
const baseConfig: BaseConfig = {
  brandName: 'Harbourfront Securities',
  logoText: 'SFC licensed',
  hotline: { label: 'Customer service hotline', display: '(852) 3958 6200', tel: '+85239586200', hours: '' },
  emails: [],
  headquarters: [],
  tradingHours: { title: 'Service hours', lines: [] },
  social: [],
  appDownload: { title: 'App', text: '', ios: '', android: '', apk: '', qrCode: '' },
  footerLinks: { service: links, about: links, agreement: links },
  businessCollaboration: { title: 'Business', text: '', email: 'bd@harbourfrontsec.com', buttonLabel: 'Contact' },
  licenceNotice: null,
  trust: { figures: [], licence: null, protections: [] },
  copyright: '© 2026',
  branches: [],
};

/** The questions call answers by its query: hot ones, one topic's (23 in topic 3, 3 in topic 1; others unknown), or all. */
const questionsAnswer = (query: URLSearchParams): StubAnswer => {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 10);
  const catalogId = query.get('catalogId');
  if (query.get('hot') === 'true') return ok({ list: [summary(101, 1, true), summary(301, 3, true), summary(302, 3, true)], total: 3 });
  if (catalogId === null) return ok({ list: [summary(101, 1), summary(102, 1), summary(301, 3)], total: 3 });
  const total = catalogId === '3' ? 23 : catalogId === '1' ? 3 : -1;
  if (total < 0) return refusal(CODES.NOT_FOUND, 'not found');
  const ids = Array.from({ length: total }, (_, index) => Number(catalogId) * 100 + index + 1).slice(offset, offset + limit);
  return ok({ list: ids.map((id) => summary(id, Number(catalogId))), total });
};

const answers =
  (overrides: Record<string, StubAnswer | undefined> = {}): StubAnswers =>
  (call) => {
    if (call.path in overrides) return overrides[call.path];
    if (call.path === `${BASE}/base-config`) return ok(baseConfig);
    if (call.path === CATALOGS) return ok({ list: CATALOG_LIST, total: 2 });
    if (call.path === QUESTIONS) return questionsAnswer(call.query);
    if (call.path === DETAIL) return call.query.get('id') === '101' ? ok(detail()) : call.query.get('id') === '301' ? ok(detail({ id: 301, catalogId: 3 })) : refusal(CODES.NOT_FOUND, 'not found');
    if (call.path === FORMS) return ok({ list: [form(5, 'tax', 'W-8BEN'), form(1, 'account-opening', 'Individual account opening form'), form(2, 'account-opening', 'Joint account opening form')], total: 3 });
    return undefined;
  };

const serve = async (path: string, stub: StubAnswers = answers(), site: DistrictConfig = hk, routes: InProcessRoute[] = routesOf(site)) => {
  const api = await startStubApi(stub);
  try {
    const response = await createInProcessSite({ site, routes, environment: { API_URL: api.url, HK_SITE_URL: SITE_URL } })(path);
    return { status: response.status, html: await response.text(), api };
  } finally {
    await api.close();
  }
};

/** The page's own content: what the `<main>` landmark holds. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('help page slices', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('help-centre', () => {
    it('lists the topics and the hot questions, asked for in the visitor language and district', async () => {
      const { status, html, api } = await serve('/mainland/zh-cn/help-centre', answers(), mainland);
      expect(status).toBe(200);
      expect(html).toContain('href="/mainland/zh-cn/help-centre/3"');
      expect(html).toContain('href="/mainland/zh-cn/help-centre/3/detail/301"');
      const call = api.callsTo(QUESTIONS)[0];
      expect(call?.query.get('hot')).toBe('true');
      expect(call?.headers['x-lang']).toBe(X_LANG['zh-cn']);
      expect(call?.headers['x-type']).toBe(X_TYPE.mainland);
    });

    it('renders without the hot questions when they cannot be loaded, and logs it', async () => {
      const { status, html } = await serve('/en/help-centre', answers({ [QUESTIONS]: undefined }));
      expect(status).toBe(200);
      expect(html).toContain('Opening an account');
      expect(html).not.toContain('/en/help-centre/3/detail/301');
      expect(logger.warn).toHaveBeenCalledWith('Hot help questions could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en' }));
    });

    it('answers 503 and logs why when the topics cannot be loaded', async () => {
      const { status, html } = await serve('/en/help-centre', answers({ [CATALOGS]: undefined }));
      expect(status).toBe(503);
      expect(html).not.toContain('Opening an account');
      expect(logger.error).toHaveBeenCalledWith('Help topics could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en' }));
    });
  });

  describe('help-centre/faq and help-centre/download-form', () => {
    it('groups the hot questions by topic; the literal segment wins over a topic id', async () => {
      const { status, html } = await serve('/en/help-centre/faq');
      expect(status).toBe(200);
      expect(html).toMatch(/Opening an account<\/h2>[\s\S]*Question 101\?[\s\S]*Trading<\/h2>[\s\S]*Question 301\?[\s\S]*Question 302\?/);
    });

    it('answers 503 when the hot questions cannot be loaded', async () => {
      expect((await serve('/en/help-centre/faq', answers({ [QUESTIONS]: undefined }))).status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Frequently asked questions could not be loaded', expect.objectContaining({ lang: 'en' }));
    });

    it('groups the forms by category in the categories’ order, linking to each file', async () => {
      const { status, html, api } = await serve('/zh-hk/help-centre/download-form');
      expect(status).toBe(200);
      expect(html).toMatch(/開戶表格<\/h2>[\s\S]*Individual account opening form[\s\S]*Joint account opening form[\s\S]*稅務表格<\/h2>[\s\S]*W-8BEN/);
      expect(html).toContain('href="/files/forms/form-5.pdf"');
      expect(html).toContain('2026年3月1日');
      expect(api.callsTo(FORMS)[0]?.query.get('limit')).toBe('50');
    });

    it('answers 503 and logs why when the forms cannot be loaded', async () => {
      expect((await serve('/en/help-centre/download-form', answers({ [FORMS]: undefined }))).status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Download forms could not be loaded', expect.objectContaining({ lang: 'en' }));
    });
  });

  describe('help-centre/{catalogId}', () => {
    it("lists a topic's first 10 questions, titled with the topic, with the page links", async () => {
      const { status, html, api } = await serve('/en/help-centre/3');
      expect(status).toBe(200);
      expect(html).toContain('<title>Trading | Harbourfront Securities</title>');
      expect(html).toContain('Trading</h1>');
      expect(html).toContain('href="/en/help-centre/3/detail/310"');
      expect(html).not.toContain('/en/help-centre/3/detail/311"');
      expect(html).toContain('href="/en/help-centre/3/catalog/3"');
      const call = api.callsTo(QUESTIONS)[0];
      expect([call?.query.get('catalogId'), call?.query.get('offset'), call?.query.get('limit')]).toEqual(['3', '0', '10']);
    });

    it('takes catalog/{index} as the page of the question list', async () => {
      const { status, html, api } = await serve('/en/help-centre/3/catalog/3');
      expect(status).toBe(200);
      expect(html).toContain('href="/en/help-centre/3/detail/323"');
      expect(html).not.toContain('/detail/320"');
      expect(api.callsTo(QUESTIONS)[0]?.query.get('offset')).toBe('20');
    });

    it.each(['/en/help-centre/abc', '/en/help-centre/0', '/en/help-centre/03', '/en/help-centre/9', '/en/help-centre/3/catalog/4', '/en/help-centre/3/catalog/0', '/en/help-centre/3/catalog/x', '/en/help-centre/3/catalog/1x'])(
      'answers %s with the 404 page',
      async (path) => {
        const { status, html } = await serve(path);
        expect(status).toBe(404);
        expect(html).toContain('<h1');
        expect(logger.error).not.toHaveBeenCalled();
      },
    );

    it('answers 503 and logs why when the questions cannot be loaded', async () => {
      const { status } = await serve('/en/help-centre/3', answers({ [QUESTIONS]: undefined }));
      expect(status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Help topic could not be loaded', expect.objectContaining({ catalogId: 3, part: 'questions' }));
    });
  });

  describe('help-centre/{catalogId}/detail/{detailId}', () => {
    it('gives the answer with its CMS HTML sanitised: no script, no event handler, no javascript: link', async () => {
      const { status, html } = await serve('/en/help-centre/1/detail/101');
      expect(status).toBe(200);
      expect(html).toContain('What documents do I need?</h1>');
      expect(html).toContain('<p>Your identity card.</p>');
      expect(html).not.toMatch(/<script>alert|onerror|onclick|javascript:/);
      expect(html).toMatch(/<a href="https:\/\/www\.sfc\.hk" target="_blank" rel="noopener noreferrer">the SFC<\/a>/);
      expect(html).toContain('href="/en/help-centre/1/detail/102"');
    });

    it('has its own head: title with the brand, the answer as description, and schema.org Article data', async () => {
      const { html } = await serve('/en/help-centre/1/detail/101');
      expect(html).toContain('<title>What documents do I need? | Harbourfront Securities</title>');
      expect(html).toContain('<meta name="description" content="Your identity card. See this and the SFC."/>');
      expect(html).toContain(`<meta property="og:url" content="${SITE_URL}/en/help-centre/1/detail/101"/>`);
      expect(html).toContain('"@type":"Article"');
    });

    it.each(['/en/help-centre/1/detail/abc', '/en/help-centre/1/detail/0', '/en/help-centre/x/detail/101', '/en/help-centre/1/detail/999', '/en/help-centre/3/detail/101'])('answers %s with the 404 page', async (path) => {
      expect((await serve(path)).status).toBe(404);
    });

    it('answers 503 and logs why when the answer cannot be loaded', async () => {
      const { status } = await serve('/en/help-centre/1/detail/101', answers({ [DETAIL]: undefined }));
      expect(status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Help answer could not be loaded', expect.objectContaining({ detailId: 101, base: 'help-centre' }));
    });
  });

  describe('helpframe', () => {
    it('renders a topic without the site header and footer, keeping <html lang>, a title, one h1 and links inside helpframe', async () => {
      const { status, html } = await serve('/zh-hk/helpframe/3/catalog/2');
      expect(status).toBe(200);
      expect(html).toContain('<html lang="zh-HK"');
      expect(html).toContain('<title>Trading 2/3 | Harbourfront Securities</title>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).not.toMatch(/<header|<footer/);
      const hrefs = [...mainOf(html).matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) expect(href).toMatch(/^\/zh-hk\/helpframe\/\d+/);
    });

    it('renders an answer without the frame, its canonical address in the help centre', async () => {
      const { status, html } = await serve('/en/helpframe/1/detail/101');
      expect(status).toBe(200);
      expect(html).not.toMatch(/<header|<footer/);
      expect(html).toContain('What documents do I need?</h1>');
      expect(html).toContain('href="/en/helpframe/1/detail/102"');
      expect(html).toContain(`<meta property="og:url" content="${SITE_URL}/en/help-centre/1/detail/101"/>`);
    });

    it('answers unknown and malformed ids with the 404 page', async () => {
      for (const path of ['/en/helpframe/9', '/en/helpframe/abc', '/en/helpframe/1/detail/999']) expect([path, (await serve(path)).status]).toEqual([path, 404]);
    });
  });

  describe('in the hk app', () => {
    const routes = appRoutes(path.resolve(__dirname, '../../../../../apps/hk/app'));

    it('mounts every help route, the literal segments winning over {catalogId}', async () => {
      for (const [page, heading] of [
        ['/en/help-centre', 'Help centre</h1>'],
        ['/en/help-centre/faq', 'Frequently asked questions</h1>'],
        ['/en/help-centre/download-form', 'Download forms</h1>'],
        ['/en/help-centre/3', 'Trading</h1>'],
        ['/en/help-centre/3/catalog/2', 'Trading</h1>'],
        ['/en/help-centre/1/detail/101', 'What documents do I need?</h1>'],
      ] as const) {
        const { status, html } = await serve(page, answers(), hk, routes);
        expect([page, status]).toEqual([page, 200]);
        expect(html).toContain(heading);
        expect(html).toMatch(/<header/);
      }
    });

    it('serves helpframe without the frame, and its 404 page too', async () => {
      const page = await serve('/en/helpframe/3', answers(), hk, routes);
      expect(page.status).toBe(200);
      expect(page.html).not.toMatch(/<header|<footer/);
      const missing = await serve('/en/helpframe/3/detail/abc', answers(), hk, routes);
      expect(missing.status).toBe(404);
      expect(missing.html.match(/<h1/g)).toHaveLength(1);
    });
  });

  describe('helpSitemapPages', () => {
    it('names every topic, its further pages and the answers the API lists', async () => {
      const api = await startStubApi(answers());
      try {
        const pages = await helpSitemapPages(createBrokerApi({ baseURL: api.url, lang: 'en', district: 'hk' }));
        expect(pages).toEqual(['help-centre/1', 'help-centre/3', 'help-centre/3/catalog/2', 'help-centre/3/catalog/3', 'help-centre/1/detail/101', 'help-centre/1/detail/102', 'help-centre/3/detail/301']);
        expect(api.callsTo(QUESTIONS)[0]?.query.get('limit')).toBe('50');
      } finally {
        await api.close();
      }
    });

    it('leaves out a list the API cannot give, and logs it', async () => {
      const api = await startStubApi(answers({ [CATALOGS]: undefined }));
      try {
        expect(await helpSitemapPages(createBrokerApi({ baseURL: api.url, lang: 'en', district: 'hk' }))).toEqual(['help-centre/1/detail/101', 'help-centre/1/detail/102', 'help-centre/3/detail/301']);
        expect(logger.error).toHaveBeenCalledWith('Sitemap pages could not be listed', expect.objectContaining({ part: 'help-catalogs' }));
      } finally {
        await api.close();
      }
    });
  });
});
