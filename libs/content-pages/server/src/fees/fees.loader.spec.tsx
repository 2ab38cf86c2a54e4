import { ChargesRoute, MarketRoute, chargesHandle, marketHandle } from '@brokerage/content-pages';
import type { MealPlan, QuoteService } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, siteRootRoute, startStubApi, type InProcessRoute, type StubApiCall } from '@brokerage/site-server/testing';
import { chargesLoader, FEES_PAGE_TEXTS, marketLoader } from './fees.loader';

/** The slices mounted as the apps mount them: `$lang.charges.($mealId)` and `$lang.market`. */
const routesOf = (site: DistrictConfig): InProcessRoute[] => [
  siteRootRoute(site),
  langRoute(site),
  { id: 'routes/$lang.charges.($mealId)', parentId: 'routes/$lang', path: 'charges/:mealId?', module: { loader: chargesLoader, default: ChargesRoute, handle: chargesHandle } },
  { id: 'routes/$lang.market', parentId: 'routes/$lang', path: 'market', module: { loader: marketLoader, default: MarketRoute, handle: marketHandle } },
];

const BASE = '/official-website-config/api/v1';
const RATES_HK: NonNullable<MealPlan['tables'][number]['rates']> = {
  currency: 'HKD',
  buyLot: 1,
  charges: [
    { key: 'commission', label: 'Commission', side: 'both', rounding: 'cent', basis: 'value', percent: '0.03', min: '3' },
    { key: 'stamp-duty', label: 'Stamp duty', side: 'both', rounding: 'unit-up', basis: 'value', percent: '0.1' },
  ],
};
const RATES_US: NonNullable<MealPlan['tables'][number]['rates']> = {
  currency: 'USD',
  buyLot: 1,
  charges: [
    { key: 'commission', label: 'Commission', side: 'both', rounding: 'cent', basis: 'shares', perShare: '0.0049', min: '0.99' },
    { key: 'finra-taf', label: 'FINRA trading activity fee', side: 'sell', rounding: 'cent', basis: 'shares', perShare: '0.000166', min: '0.01', max: '8.30' },
  ],
};

const plan = (id: number, name: string): MealPlan => ({
  id,
  name,
  tagline: `${name} tagline`,
  summary: `${name} summary`,
  isDefault: id === 1,
  highlights: [`${name} highlight`],
  tables: [
    { market: 'hk-stocks', title: 'Hong Kong stocks', rows: [{ item: 'Stamp duty', charge: '0.1% of trade value', collectedBy: 'HKSAR Government' }], rates: RATES_HK },
    { market: 'us-stocks', title: 'US stocks', rows: [{ item: 'Commission', charge: `US$0.0049 per share (${name})`, collectedBy: 'Broker' }], rates: RATES_US },
    { market: 'funds', title: 'Funds', rows: [{ item: 'Redemption fee', charge: 'Nil', collectedBy: 'Broker' }] },
  ],
  notes: [`${name} note`],
});
const PLANS = [plan(1, 'Standard'), plan(2, 'Active Trader')];

const SERVICES: QuoteService[] = [
  { id: 1, market: 'hk', name: 'HK Level 1', description: 'Basic quotes', audience: 'Everyone', priceCents: 0, currency: 'HKD', period: 'free', features: ['Streaming'] },
  { id: 8, market: 'a', name: 'A-shares Level 2', description: 'Depth', audience: 'Active traders', priceCents: 3800, currency: 'CNY', period: 'month', features: ['Tick-by-tick'] },
];

interface ApiOptions {
  /** The plans in the API's order (by their sort: the default plan need not come first). */
  plans?: MealPlan[];
  failPlans?: boolean;
  failTexts?: boolean;
  failServices?: boolean;
}

/** A content API stand-in for the fees pages: plans 1 (default) and 2, page texts, quote services. */
const startApi = ({ plans = PLANS, failPlans = false, failTexts = false, failServices = false }: ApiOptions = {}) =>
  startStubApi((call: StubApiCall) => {
    if (call.path === `${BASE}/page-text` && !failTexts) {
      const page = call.query.get('page');
      return ok({ page, contentI18n: page === FEES_PAGE_TEXTS.charges ? { title: 'Fees and charges', intro: 'Every fee in full.' } : { title: 'Quote services', free: 'Free of charge' } });
    }
    if (call.path === `${BASE}/meal-plan-details` && !failPlans) return ok({ list: plans, total: plans.length });
    if (call.path === `${BASE}/quote-services` && !failServices) return ok({ list: SERVICES, total: SERVICES.length });
    return undefined;
  });

const visit = async (site: DistrictConfig, path: string, options: ApiOptions = {}) => {
  const api = await startApi(options);
  try {
    const response = await createInProcessSite({ site, routes: routesOf(site), environment: { API_URL: api.url } })(path);
    return { status: response.status, location: response.headers.get('Location'), html: await response.text(), calls: api.calls };
  } finally {
    await api.close();
  }
};

describe('charges page slice', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the default plan at charges without an id, every plan with its rates from one call', async () => {
    const { status, html, calls } = await visit(hk, '/en/charges');
    expect(status).toBe(200);
    expect(html).toContain('Fees and charges</h1>');
    expect(html).toContain('Every fee in full.');
    expect(html).toMatch(/<a(?=[^>]*href="\/en\/charges\/1")(?=[^>]*aria-current="page")/);
    expect(html).toContain('US$0.0049 per share (Standard)');
    expect(html).toContain('id="calculator"');
    // Every plan's rates reach the calculator.
    expect(html).toMatch(/<option value="2">Active Trader<\/option>/);
    // One call brings every plan with its rates.
    expect(calls.filter((call) => call.path.startsWith(`${BASE}/meal-plan`)).map((call) => call.path)).toEqual([`${BASE}/meal-plan-details`]);
  });

  it('shows the plan flagged default at charges without an id, wherever the API lists it', async () => {
    const { status, html } = await visit(hk, '/en/charges', { plans: [PLANS[1], PLANS[0]] });
    expect(status).toBe(200);
    expect(html).toMatch(/<a(?=[^>]*href="\/en\/charges\/1")(?=[^>]*aria-current="page")/);
    expect(html).toContain('US$0.0049 per share (Standard)');
    expect(html).not.toContain('US$0.0049 per share (Active Trader)');
  });

  it('shows the plan of charges/{mealId} on the mainland site', async () => {
    const { status, html } = await visit(mainland, '/mainland/zh-cn/charges/2');
    expect(status).toBe(200);
    expect(html).toMatch(/<a(?=[^>]*href="\/mainland\/zh-cn\/charges\/2")(?=[^>]*aria-current="page")/);
    expect(html).toContain('US$0.0049 per share (Active Trader)');
  });

  it.each(['/en/charges/abc', '/en/charges/0', '/en/charges/1.5', '/en/charges/-1', '/en/charges/99'])('answers %s with the 404 page, never a redirect', async (path) => {
    const { status, location, html } = await visit(hk, path);
    expect(status).toBe(404);
    expect(location).toBeNull();
    expect(html).not.toContain('id="calculator"');
  });

  it('does not ask the API about a malformed plan id', async () => {
    const { calls } = await visit(hk, '/en/charges/abc');
    expect(calls.filter((call) => call.path.startsWith(`${BASE}/meal-plan`))).toEqual([]);
  });

  it('is unavailable (503) when the plans cannot be loaded, and logs why', async () => {
    const { status } = await visit(hk, '/en/charges/2', { failPlans: true });
    expect(status).toBe(503);
    expect(logger.error).toHaveBeenCalledWith('Fee plans could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en', mealId: 2 }));
  });

  it('falls back to its own title when the page texts fail', async () => {
    const { status, html } = await visit(hk, '/zh-hk/charges', { failTexts: true });
    expect(status).toBe(200);
    expect(html).toContain('收費一覽</h1>');
    expect(logger.warn).toHaveBeenCalledWith('Charges page texts could not be loaded', expect.objectContaining({ lang: 'zh-hk' }));
  });

  it('renders the calculator result of a form sent without JavaScript', async () => {
    const { html } = await visit(hk, '/en/charges?market=us-stocks&side=sell&price=25.10&quantity=60000&plan=2');
    // commission 60,000 × 0.0049 = 294.00; FINRA TAF 9.96 → max 8.30; total 302.30
    expect(html).toMatch(/<option value="2" selected="">Active Trader<\/option>/);
    expect(html).toContain('Total charges US$302.30. You receive US$1,505,697.70.');
  });
});

describe('market page slice', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the quote services by market with the page texts', async () => {
    const { status, html } = await visit(mainland, '/mainland/en/market');
    expect(status).toBe(200);
    expect(html).toContain('Quote services</h1>');
    expect(html).toContain('Free of charge');
    expect(html).toContain('CN¥38.00');
    expect(html).toMatch(/A-shares<\/h2>/);
  });

  it('is unavailable (503) without the services, and logs why', async () => {
    const { status } = await visit(hk, '/en/market', { failServices: true });
    expect(status).toBe(503);
    expect(logger.error).toHaveBeenCalledWith('Quote services could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en' }));
  });
});
