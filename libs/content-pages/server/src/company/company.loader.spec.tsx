import { CompanyProfileRoute, ContactRoute, InfoPageRoute } from '@brokerage/content-pages';
import { X_LANG, X_TYPE, type BaseConfig, type Branch, type InfoPage } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswer } from '@brokerage/site-server/testing';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { companyProfileLoader, contactLoader, privacyLoader, statementLoader } from './company.loader';

const BASE = '/official-website-config/api/v1';
const INFO_PAGE = `${BASE}/info-page`;

/** The slices mounted as the apps mount them. */
const routesOf = (site: DistrictConfig, path: string, loader: (args: LoaderFunctionArgs) => Promise<unknown>, component = InfoPageRoute): InProcessRoute[] => [
  siteRootRoute(site),
  langRoute(site),
  { id: `routes/$lang.${path}`, parentId: 'routes/$lang', path, module: { loader, default: component } },
];

const infoPage = (slug: string, overrides: Partial<InfoPage> = {}): InfoPage => ({
  slug,
  title: 'Privacy policy',
  summary: 'How we protect your data.',
  sections: [
    { heading: 'Data we collect', html: '<p>Your name.</p><script>alert(1)</script><img src=x onerror="alert(2)">' },
    { heading: 'Cookies', html: '<p onclick="steal()">Essential <a href="javascript:alert(3)">cookies</a> and <a href="https://example.com">more</a>.</p>' },
    { heading: 'Access', html: '<ul><li>Write to us</li></ul>' },
  ],
  updatedAt: '2026-01-15',
  ...overrides,
});

const branch = (id: string, name: string): Branch => ({
  id,
  name,
  address: `${name} address`,
  phone: '(852) 3958 6211',
  hoursWeekdays: 'Mon-Sat: 9:00-18:00',
  hoursHolidays: 'Sun & public holidays: 10:00-18:00',
  mapLink: `https://www.google.com/maps/search/?api=1&query=${id}`,
  mapImage: `/images/branches/${id}-en.svg`,
});

const links = { title: 'Links', links: [] };
const baseConfig: BaseConfig = {
  brandName: 'Harbourfront Securities',
  logoText: 'SFC licensed',
  hotline: { label: 'Customer service hotline', display: '(852) 3958 6200', tel: '+85239586200', hours: '' },
  emails: [{ label: 'Customer service', address: 'cs@harbourfrontsec.com' }],
  headquarters: [
    { name: 'Hong Kong Headquarters', address: '88 Connaught Road Central' },
    { name: 'Shenzhen Client Service Centre', address: 'Qianhai, Shenzhen' },
  ],
  tradingHours: { title: 'Service hours', lines: ['Trading days: 24 hours'] },
  social: [],
  appDownload: { title: 'App', text: '', ios: '', android: '', apk: '', qrCode: '' },
  footerLinks: { service: links, about: links, agreement: links },
  businessCollaboration: { title: 'Business', text: '', email: 'bd@harbourfrontsec.com', buttonLabel: 'Contact' },
  licenceNotice: null,
  trust: { figures: [], licence: null, protections: [] },
  copyright: '© 2026',
  branches: [],
};

const serve = async (site: DistrictConfig, routes: InProcessRoute[], answers: Record<string, StubAnswer>, path: string) => {
  const api = await startStubApi(answers);
  try {
    const response = await createInProcessSite({ site, routes, environment: { API_URL: api.url } })(path);
    return { status: response.status, html: await response.text(), calls: api.calls };
  } finally {
    await api.close();
  }
};

describe('company page slices', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders an information page of its own slug with the CMS HTML sanitised', async () => {
    const { status, html, calls } = await serve(hk, routesOf(hk, 'privacy', privacyLoader), { [INFO_PAGE]: ok(infoPage('privacy')) }, '/en/privacy');
    expect(status).toBe(200);
    expect(html).toContain('Privacy policy</h1>');
    expect(html).toContain('<p>Your name.</p>');
    expect(html).toContain('Write to us');
    expect(html).not.toMatch(/<script>alert|onerror|onclick|javascript:/);
    expect(html).toMatch(/<a href="https:\/\/example\.com" target="_blank" rel="noopener noreferrer">more<\/a>/);
    expect(html).toContain('15 Jan 2026');
    expect(calls.filter((call) => call.path === INFO_PAGE).map((call) => call.query.get('slug'))).toEqual(['privacy']);
  });

  it('asks for the page in the visitor language on the mainland site', async () => {
    const { html, calls } = await serve(mainland, routesOf(mainland, 'statement', statementLoader), { [INFO_PAGE]: ok(infoPage('statement', { title: '声明' })) }, '/mainland/zh-cn/statement');
    expect(html).toContain('声明</h1>');
    expect(html).toContain('2026年1月15日');
    const call = calls.find((entry) => entry.path === INFO_PAGE);
    expect(call?.query.get('slug')).toBe('statement');
    expect(call?.headers['x-lang']).toBe(X_LANG['zh-cn']);
    expect(call?.headers['x-type']).toBe(X_TYPE.mainland);
  });

  it('answers 503 and logs why when the information page cannot be loaded', async () => {
    const { status, html } = await serve(hk, routesOf(hk, 'privacy', privacyLoader), {}, '/zh-hk/privacy');
    expect(status).toBe(503);
    expect(html).not.toContain('Privacy policy</h1>');
    expect(logger.error).toHaveBeenCalledWith('Information page could not be loaded', expect.objectContaining({ district: 'hk', lang: 'zh-hk', slug: 'privacy' }));
  });

  it('opens the company profile with its figures, licence and protections at a glance, from the base config', async () => {
    const trust: BaseConfig['trust'] = {
      figures: [{ value: '241,000', label: 'Funded accounts' }, { value: 'Since 2012', label: 'Licensed by the SFC' }],
      licence: { label: 'SFC licensed corporation, CE No. BHF293', registerUrl: 'https://apps.sfc.hk/publicregWeb/corp/BHF293/details' },
      protections: [{ title: 'Investor Compensation Fund', text: 'Up to HK$500,000 each.' }],
    };
    const { status, html } = await serve(
      hk,
      routesOf(hk, 'about-us/company-profile', companyProfileLoader, CompanyProfileRoute),
      { [INFO_PAGE]: ok(infoPage('company-profile', { title: 'Company profile' })), [`${BASE}/base-config`]: ok({ ...baseConfig, trust }) },
      '/en/about-us/company-profile',
    );
    expect(status).toBe(200);
    const facts = html.slice(html.indexOf('data-testid="company-facts"'));
    expect(facts).toMatch(/^data-testid="company-facts"[^>]*><h2[^>]*>At a glance<\/h2>/);
    expect(facts).toContain('241,000');
    expect(facts).toContain('href="https://apps.sfc.hk/publicregWeb/corp/BHF293/details"');
    // The facts come before the profile's own sections.
    expect(html.indexOf('data-testid="company-facts"')).toBeLessThan(html.indexOf('Data we collect'));
  });

  it('gives the contact page the hotline, e-mails, headquarters, the branches and its own sections', async () => {
    const branches = ['a', 'b', 'c', 'd', 'e'].map((id) => branch(id, `Branch ${id.toUpperCase()}`));
    const { status, html, calls } = await serve(
      hk,
      routesOf(hk, 'about-us/contact-us', contactLoader, ContactRoute),
      {
        [INFO_PAGE]: ok(infoPage('contact-us', { title: 'Contact us', sections: [{ heading: 'Complaints', html: '<p>Write to compliance.</p><iframe src="x"></iframe>' }] })),
        [`${BASE}/base-config`]: ok(baseConfig),
        [`${BASE}/branches`]: ok({ list: branches, total: 5 }),
      },
      '/en/about-us/contact-us',
    );
    expect(status).toBe(200);
    expect(html).toContain('Contact us</h1>');
    expect(html).toContain('href="tel:+85239586200"');
    expect(html).toContain('href="mailto:cs@harbourfrontsec.com"');
    expect(html).toContain('Shenzhen Client Service Centre');
    for (const id of ['A', 'B', 'C', 'D', 'E']) expect(html).toContain(`Branch ${id}</h3>`);
    expect(html).toContain('Write to compliance.');
    expect(html).not.toContain('<iframe');
    // The contact details are the base config the frame already fetched: one call a page.
    expect(calls.filter((call) => call.path === `${BASE}/base-config`)).toHaveLength(1);
  });

  it('renders the contact page without the parts the API could not give, and logs them', async () => {
    const { status, html } = await serve(
      hk,
      routesOf(hk, 'about-us/contact-us', contactLoader, ContactRoute),
      { [INFO_PAGE]: ok(infoPage('contact-us', { title: 'Contact us', sections: [] })) },
      '/en/about-us/contact-us',
    );
    expect(status).toBe(200);
    expect(html).toContain('Contact us</h1>');
    expect(html).toContain('Some contact details could not be loaded');
    expect(logger.error).toHaveBeenCalledWith('Contact page part could not be loaded', expect.objectContaining({ part: 'branches' }));
  });

  it('answers 503 when nothing of the contact page can be loaded', async () => {
    const { status } = await serve(hk, routesOf(hk, 'about-us/contact-us', contactLoader, ContactRoute), {}, '/en/about-us/contact-us');
    expect(status).toBe(503);
  });
});
