import { HomeRoute } from '@brokerage/content-pages';
import type { ActivitySummary, BaseConfig, NewsSummary, TalkSummary } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswer, type StubApiCall } from '@brokerage/site-server/testing';
import { HOME_PAGE_TEXT, homeLoader } from './home.loader';

/** The slice mounted as the apps mount it: the language's index route. */
const routesOf = (site: DistrictConfig): InProcessRoute[] => [
  siteRootRoute(site),
  langRoute(site),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { loader: homeLoader, default: HomeRoute } },
];

const OFFICIAL = '/official-website-config/api/v1';
const PAGE_TEXT = `${OFFICIAL}/page-text`;
const ACTIVITY_LIST = `${OFFICIAL}/activity-list`;
const CHAIR_LIST = `${OFFICIAL}/chair-list`;

const promotion = (id: number, title: string, overrides: Partial<ActivitySummary> = {}): ActivitySummary => ({
  id,
  kind: 'promotion',
  type: 1,
  tab: 'welcome-offer',
  title,
  summary: 'Open an account and deposit HK$10,000 or more within 30 days to trade commission-free.',
  coverImage: `/images/official/promotions/${id}.svg`,
  linkUrl: null,
  location: '',
  // Midnight 1 September in Hong Kong is still 31 August in UTC.
  startAt: '2026-08-31T16:00:00.000Z',
  endAt: '2026-12-31T15:59:59.000Z',
  status: 'ongoing',
  publishedAt: '2026-08-28T02:00:00.000Z',
  ...overrides,
});

const event = (id: number, title: string, startAt: string): ActivitySummary => ({
  ...promotion(id, title),
  kind: 'event',
  type: 5,
  tab: null,
  location: 'Hong Kong Convention and Exhibition Centre',
  startAt,
  endAt: startAt,
  status: 'upcoming',
});

const talk = (id: number, title: string, startAt: string): TalkSummary => ({
  id,
  tag: 'us-stocks',
  tagName: 'US stocks',
  format: 'online',
  title,
  summary: 'Learn to read the outlook section.',
  coverImage: `/images/official/talks/${id}.svg`,
  speakerName: 'Daniel Ho',
  speakerTitle: 'Analyst',
  location: 'Online',
  startAt,
  endAt: startAt,
  status: 'upcoming',
  capacity: 500,
  seatsLeft: 500,
  registrationOpen: true,
});

const news = (id: number, title: string): NewsSummary => ({
  id,
  year: 2026,
  category: 'company',
  title,
  summary: 'Clients approved for options trading can trade options.',
  coverImage: `/images/official/news/${id}.svg`,
  source: 'Press release',
  publishedAt: '2026-11-12T01:00:00.000Z',
});

const links = { title: 'Links', links: [] };
const baseConfig = (district: 'hk' | 'mainland'): BaseConfig => ({
  brandName: 'Harbourfront Securities',
  logoText: 'SFC licensed',
  hotline: { label: 'Hotline', display: '(852) 3958 6200', tel: '+85239586200', hours: '24 hours' },
  emails: [],
  headquarters: [],
  tradingHours: { title: 'Service hours', lines: [] },
  social: [],
  appDownload: {
    title: 'Download the Harbourfront app',
    text: 'Trade on the go.',
    ios: 'https://apps.apple.com/hk/app/id1',
    android: 'https://play.google.com/store/apps/details?id=trade',
    apk: 'https://download.example.com/app.apk',
    qrCode: '/images/download/app-qr.svg',
  },
  footerLinks: { service: links, about: links, agreement: links },
  businessCollaboration: { title: 'Business', text: 'Talk to us.', email: 'bd@example.com', buttonLabel: 'Contact' },
  licenceNotice:
    district === 'hk'
      ? { title: 'Licences and risk disclosure', ceNumber: 'BHF293', licences: [{ type: 1, name: 'Type 1: Dealing in securities' }], text: 'A licensed corporation.', riskNotice: 'Investment involves risks.' }
      : null,
  trust: {
    figures: [{ value: '241,000', label: 'Funded accounts' }],
    licence: district === 'hk' ? { label: 'SFC licensed corporation, CE No. BHF293', registerUrl: 'https://apps.sfc.hk/publicregWeb/corp/BHF293/details' } : null,
    protections: [{ title: 'Investor Compensation Fund', text: 'Up to HK$500,000 each.' }],
  },
  copyright: '© 2026',
  branches: [],
});

interface Answers {
  intro?: string | null;
  promotions?: ActivitySummary[];
  /** Answer only page-text: every other call fails. */
  onlyPageText?: boolean;
}

/** A content API stand-in for the home page's calls. */
const startApi = ({ intro = 'Licensed by the SFC since 2012.', promotions = [promotion(101, 'New clients: 180 days commission-free')], onlyPageText = false }: Answers = {}) =>
  startStubApi((call: StubApiCall): StubAnswer | undefined => {
    if (call.path === PAGE_TEXT) return intro === null ? undefined : ok({ page: 'home', contentI18n: { [HOME_PAGE_TEXT.textId]: intro, 'hero.cta': 'Open an account', 'points.fees.title': 'Transparent fees' } });
    if (onlyPageText) return undefined;
    switch (call.path) {
      case `${OFFICIAL}/base-config`:
        return ok(baseConfig(call.headers['x-type'] === '1' ? 'mainland' : 'hk'));
      case `${OFFICIAL}/products`:
        return ok({ list: [{ slug: 'index', title: 'Financial investment', summary: 'All.' }, { slug: 'funds', title: 'Funds', summary: 'SFC-authorised funds.' }, { slug: 'hk-stocks', title: 'Hong Kong stocks', summary: 'HKEX.' }], total: 3 });
      case `${OFFICIAL}/meal-plan-details`:
        return ok({
          list: [
            {
              id: 2,
              name: 'Active Trader',
              tagline: 'Frequent',
              summary: '',
              isDefault: false,
              highlights: ['HK stocks: zero commission'],
              notes: [],
              tables: [{ market: 'hk-stocks', title: 'HK stocks', rows: [], rates: { currency: 'HKD', buyLot: 1, charges: [{ key: 'platform-fee', label: 'Platform fee', side: 'both', rounding: 'cent', basis: 'order', amount: '30' }] } }],
            },
          ],
          total: 1,
        });
      case ACTIVITY_LIST:
        return call.query.get('type') === '5'
          ? ok({ list: [event(209, '2027 Market Outlook Forum', '2026-11-28T06:30:00.000Z')], total: 1 })
          : ok({ list: promotions, total: promotions.length });
      case CHAIR_LIST:
        return ok({ list: [talk(301, 'Reading company guidance', '2026-11-26T12:00:00.000Z'), talk(302, 'IPO masterclass', '2026-12-03T11:00:00.000Z')], total: 2, tags: [] });
      case `${OFFICIAL}/news-list`:
        return ok({ list: [news(426, 'Hong Kong stock options now in the app')], total: 1 });
      default:
        return undefined;
    }
  });

const visit = async (site: DistrictConfig, path: string, api: { url: string }) => {
  const response = await createInProcessSite({ site, routes: routesOf(site), environment: { API_URL: api.url } })(path);
  return { status: response.status, html: await response.text() };
};

describe('home page slice', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['hk', hk, '/zh-hk', '一個帳戶，投資港股、美股及A股'],
    ['mainland', mainland, '/mainland/en', 'Hong Kong and US stocks with a licensed Hong Kong broker'],
  ])('shows the %s heading and the introduction from the content API', async (_name, site, path, heading) => {
    const api = await startApi();
    try {
      const { html } = await visit(site, path, api);
      expect(html).toContain(`${heading}</h1>`);
      expect(html).toMatch(/data-testid="home-intro"[^>]*>Licensed by the SFC since 2012\.</);
      expect(api.callsTo(PAGE_TEXT).map((call) => call.query.get('page'))).toContain(HOME_PAGE_TEXT.page);
    } finally {
      await api.close();
    }
  });

  it('fills every section from the API, with links in the site path and language', async () => {
    const api = await startApi();
    try {
      const { status, html } = await visit(hk, '/en', api);
      expect(status).toBe(200);
      // Products: the highlighted ones in their order, never the overview page.
      expect(html).toMatch(/href="\/en\/products\/financial-investment\/hk-stocks"[\s\S]*href="\/en\/products\/financial-investment\/funds"/);
      expect(html).not.toContain('href="/en/products/financial-investment/index"');
      expect(html).toContain('HK stocks: zero commission');
      expect(html).toContain('href="/en/charges#calculator"');
      // The plan's all-in cost of the example trade, worked out from its fee table's rates.
      expect(html).toMatch(/data-testid="home-fee-all-in"[\s\S]*HK\$30\.00/);
      // Promotion dates are Hong Kong calendar days.
      expect(html).toContain('href="/en/promotion-and-activities/detail/101"');
      expect(html).toContain('01 Sep 2026');
      expect(html).toContain('href="/en/news-detail/426"');
      // Talks and events together, soonest first, three at most.
      const order = ['/en/chair/detail/301', '/en/events-and-exhibition/detail/209', '/en/chair/detail/302'].map((href) => html.indexOf(`href="${href}"`));
      expect(order.every((index) => index > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // The frame's base config: app links, the proof under the hero with the licence's register entry, and the licence notice once (the footer's).
      expect(html).toContain('href="https://play.google.com/store/apps/details?id=trade"');
      expect(html).toContain('data-testid="home-trust"');
      expect(html).toContain('href="https://apps.sfc.hk/publicregWeb/corp/BHF293/details"');
      expect(html.match(/>Risk disclosure</g)).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('asks the activity list for types 0,1,4 (promotions) and 5 (fresh events), and talks that are upcoming', async () => {
    const api = await startApi();
    try {
      await visit(mainland, '/mainland/zh-cn', api);
      // (The frame asks 0,1,4 too, with limit 1, to decide the Promotions menu.)
      const pageCalls = api.callsTo(ACTIVITY_LIST).filter((call) => call.query.get('limit') === '3');
      expect(pageCalls.map((call) => call.query.get('type')).sort()).toEqual(['0,1,4', '5']);
      expect(api.callsTo(CHAIR_LIST)[0].query.get('status')).toBe('upcoming');
    } finally {
      await api.close();
    }
  });

  it('shows the figures but no licence on the mainland site', async () => {
    const api = await startApi();
    try {
      const { html } = await visit(mainland, '/mainland/zh-cn', api);
      expect(html).toContain('data-testid="home-app"');
      expect(html).toContain('data-testid="home-trust"');
      expect(html).not.toContain('publicregWeb');
    } finally {
      await api.close();
    }
  });

  it('leaves promotions out when the activity list has none', async () => {
    const api = await startApi({ promotions: [] });
    try {
      const { html } = await visit(hk, '/en', api);
      expect(html).not.toContain('data-testid="home-promotions"');
      expect(html).toContain('data-testid="home-products"');
    } finally {
      await api.close();
    }
  });

  it('renders the hero alone, with status 200, when every other call fails, and logs each missing section', async () => {
    const api = await startApi({ onlyPageText: true });
    try {
      const { status, html } = await visit(hk, '/en', api);
      expect(status).toBe(200);
      expect(html).toContain('Hong Kong, US and A-share markets in one account</h1>');
      for (const id of ['home-products', 'home-fees', 'home-promotions', 'home-news-events', 'home-app', 'home-trust']) expect(html).not.toContain(`data-testid="${id}"`);
      for (const section of ['products', 'plans', 'promotions', 'news', 'talks', 'events']) {
        expect(logger.warn).toHaveBeenCalledWith('Home page section could not be loaded, leaving it out', expect.objectContaining({ section, district: 'hk', lang: 'en' }));
      }
    } finally {
      await api.close();
    }
  });

  it('renders without the introduction when the page text fails, and logs why', async () => {
    const api = await startApi({ intro: null });
    try {
      const { status, html } = await visit(hk, '/en', api);
      expect(status).toBe(200);
      expect(html).toContain('Hong Kong, US and A-share markets in one account</h1>');
      expect(html).not.toContain('data-testid="home-intro"');
      expect(logger.error).toHaveBeenCalledWith('Home page text could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en' }));
    } finally {
      await api.close();
    }
  });
});
