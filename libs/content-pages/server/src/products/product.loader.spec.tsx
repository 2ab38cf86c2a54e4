import { ProductRoute, productHandle } from '@brokerage/content-pages';
import type { MealPlan, Product, ProductSummary } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, siteRootRoute, startStubApi, type InProcessRoute } from '@brokerage/site-server/testing';
import { productLoader } from './product.loader';

/** The slice mounted as the apps mount it: `products/financial-investment/($slug)`. */
const routesOf = (site: DistrictConfig): InProcessRoute[] => [
  siteRootRoute(site),
  langRoute(site),
  {
    id: 'routes/$lang.products.financial-investment.($slug)',
    parentId: 'routes/$lang',
    path: 'products/financial-investment/:slug?',
    module: { loader: productLoader, default: ProductRoute, handle: productHandle },
  },
];

const DETAIL = '/official-website-config/api/v1/product-detail';
const LIST = '/official-website-config/api/v1/products';
const PLAN = '/official-website-config/api/v1/meal-plan-detail';

const product = (slug: string, title: string): Product => ({
  slug,
  title,
  summary: `${title} summary.`,
  highlights: [{ value: '0.03%', label: 'commission' }],
  features: [{ title: `${title} feature`, text: 'Feature text.' }],
  faq: [{ question: `${title} question?`, answer: 'Answer.' }],
  riskNote: 'Prices may go down as well as up.',
});
const LIST_ITEMS: ProductSummary[] = [
  { slug: 'index', title: 'Financial investment', summary: 'Everything.' },
  { slug: 'hk-stocks', title: 'Hong Kong stocks', summary: 'HKEX.' },
  { slug: 'us-stocks', title: 'US stocks', summary: 'NYSE and Nasdaq.' },
];

const startApi = (working = true) =>
  startStubApi((call) => {
    if (!working) return undefined;
    if (call.path === LIST) return ok({ list: LIST_ITEMS, total: LIST_ITEMS.length });
    if (call.path === DETAIL) {
      const slug = call.query.get('slug') ?? '';
      const item = LIST_ITEMS.find((entry) => entry.slug === slug);
      return item ? ok(product(slug, item.title)) : undefined;
    }
    return undefined;
  });

describe('product pages slice', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the overview with a card for each product page, and not the overview itself as a card', async () => {
    const api = await startApi();
    try {
      const response = await createInProcessSite({ site: hk, routes: routesOf(hk), environment: { API_URL: api.url } })('/en/products/financial-investment');
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Financial investment<\/h1>/);
      expect(html).toContain('href="/en/products/financial-investment/hk-stocks"');
      expect(html).toContain('href="/en/products/financial-investment/us-stocks"');
      expect(html).not.toContain('href="/en/products/financial-investment/index"');
      expect(api.callsTo(DETAIL).map((call) => call.query.get('slug'))).toEqual(['index']);
    } finally {
      await api.close();
    }
  });

  it('shows one product on the mainland site with the other products and the account guide', async () => {
    const api = await startApi();
    try {
      const response = await createInProcessSite({ site: mainland, routes: routesOf(mainland), environment: { API_URL: api.url } })(
        '/mainland/zh-cn/products/financial-investment/us-stocks',
      );
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>US stocks<\/h1>/);
      expect(html).toContain('<summary>US stocks question?</summary>');
      expect(html).toContain('href="/mainland/zh-cn/products/financial-investment/hk-stocks"');
      // The other products' cards (their summaries), not this product's own.
      expect(html).toContain('<p>HKEX.</p>');
      expect(html).not.toContain('<p>NYSE and Nasdaq.</p>');
      expect(html).toContain('href="/mainland/zh-cn/account-guide"');
    } finally {
      await api.close();
    }
  });

  it('prices the product from the default fee plan, with the calculator preset to its market, and shows the related products the content names', async () => {
    const plan: MealPlan = {
      id: 7,
      name: 'Standard',
      tagline: '',
      summary: '',
      isDefault: true,
      highlights: [],
      notes: [],
      tables: [
        {
          market: 'hk-stocks',
          title: 'Hong Kong stocks',
          rows: [],
          rates: { currency: 'HKD', buyLot: 1, charges: [{ key: 'commission', label: 'Commission', side: 'both', rounding: 'cent', basis: 'value', percent: '0.03', min: '3' }] },
        },
      ],
    };
    const list: ProductSummary[] = ['hk-stocks', 'us-stocks', 'bonds', 'etf', 'ipo', 'funds'].map((slug) => ({ slug, title: `Title ${slug}`, summary: `Summary ${slug}.` }));
    const api = await startStubApi((call) => {
      if (call.path === LIST) return ok({ list, total: list.length });
      if (call.path === DETAIL) return ok({ ...product('hk-stocks', 'Hong Kong stocks'), feeMarket: 'hk-stocks', related: ['ipo', 'etf', 'funds'] });
      if (call.path === PLAN) return ok(plan);
      return undefined;
    });
    try {
      const html = await (await createInProcessSite({ site: hk, routes: routesOf(hk), environment: { API_URL: api.url } })('/en/products/financial-investment/hk-stocks')).text();
      // HK$10,000 at 0.03% is HK$3.00, the minimum: worked out by the calculator's engine from the plan's rates.
      expect(html).toContain('data-testid="product-pricing-total">HK$3.00<');
      expect(html).toContain('href="/en/charges?plan=7&amp;market=hk-stocks&amp;side=buy&amp;price=100&amp;quantity=100#calculator"');
      // The cards after the section's heading, up to the risk note (the menus link every product).
      const section = html.slice(html.indexOf('>Related products</h2>'), html.indexOf('risk-note-heading'));
      const related = [...section.matchAll(/href="\/en\/products\/financial-investment\/([a-z-]+)"/g)].map((match) => match[1]);
      expect(related).toEqual(['ipo', 'etf', 'funds']);
    } finally {
      await api.close();
    }
  });

  it('renders the product without its pricing when the fee plan cannot be loaded', async () => {
    const api = await startApi();
    try {
      const response = await createInProcessSite({ site: hk, routes: routesOf(hk), environment: { API_URL: api.url } })('/en/products/financial-investment/hk-stocks');
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('product-pricing');
      expect(logger.warn).toHaveBeenCalledWith('Fee plan for the product pricing could not be loaded', expect.objectContaining({ slug: 'hk-stocks' }));
    } finally {
      await api.close();
    }
  });

  it.each(['crypto', 'index', 'HK-STOCKS'])('answers 404 for the unknown product %s without asking the API', async (slug) => {
    const api = await startApi();
    try {
      const response = await createInProcessSite({ site: hk, routes: routesOf(hk), environment: { API_URL: api.url } })(`/en/products/financial-investment/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
      expect(api.callsTo(DETAIL)).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('answers 503 and logs when the API cannot give the product', async () => {
    const api = await startApi(false);
    try {
      const response = await createInProcessSite({ site: hk, routes: routesOf(hk), environment: { API_URL: api.url } })('/zh-hk/products/financial-investment/hk-stocks');
      expect(response.status).toBe(503);
      expect(logger.error).toHaveBeenCalledWith('Product page could not be loaded', expect.objectContaining({ district: 'hk', lang: 'zh-hk', slug: 'hk-stocks' }));
    } finally {
      await api.close();
    }
  });
});
