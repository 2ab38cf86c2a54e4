import {
  AccountAreaRoute,
  accountPageHandle,
  OpenApiStatusRoute,
  openApiStatusHandle,
  openApiStatusMeta,
  QuotePackagesRoute,
  quotePackagesHandle,
  quotePackagesMeta,
  RenewRecordsRoute,
  renewRecordsHandle,
  renewRecordsMeta,
} from '@brokerage/account-pages';
import type { QuotePackage, RenewRecord } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { logger, sitemapLoaderWith } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, sampleUser, sessionCookieHeader, siteRootRoute, startStubApi, type InProcessRoute, type StubAnswers } from '@brokerage/site-server/testing';
import { accountHeaders } from './account-loader';
import { openApiStatusLoader, quotePackagesLoader, renewRecordsLoader } from './account-pages.loader';

const TOKEN = 'Zr8pQ2vX5kL9mN3bT7wY1cF4hJ6gD0sA';
const user = sampleUser({ nickname: 'Demo Investor', authUser: true, authUserAuditStatus: 2 });

// The account pages mounted as the Hong Kong app mounts them.
const routes: InProcessRoute[] = [
  siteRootRoute(hk),
  langRoute(hk),
  { id: 'routes/$lang.sta-login', parentId: 'routes/$lang', path: 'sta-login', module: { default: AccountAreaRoute, handle: accountPageHandle } },
  { id: 'routes/$lang.sta-login.api', parentId: 'routes/$lang.sta-login', path: 'api', module: { loader: openApiStatusLoader, headers: accountHeaders, handle: openApiStatusHandle, meta: openApiStatusMeta, default: OpenApiStatusRoute } },
  { id: 'routes/$lang.sta-login.goods', parentId: 'routes/$lang.sta-login', path: 'goods', module: { loader: quotePackagesLoader, headers: accountHeaders, handle: quotePackagesHandle, meta: quotePackagesMeta, default: QuotePackagesRoute } },
  { id: 'routes/$lang.renew-record', parentId: 'routes/$lang', path: 'renew-record', module: { loader: renewRecordsLoader, headers: accountHeaders, handle: renewRecordsHandle, meta: renewRecordsMeta, default: RenewRecordsRoute } },
  { id: 'routes/sitemap[.]xml', parentId: 'root', path: 'sitemap.xml', module: { loader: sitemapLoaderWith(async () => []) } },
];

const CURRENT_USER = '/user-server/api/get-current-user/v1';
const OPEN_API_INFO = '/user-server/web/user-info-for-open-api-apply/v1';
const PACKAGES = '/user-server/web/quote-packages/v1';
const RECORDS = '/user-server/web/quote-renew-records/v1';

const quotePackage: QuotePackage = {
  id: 7,
  serviceId: 2,
  market: 'us',
  name: 'US stocks real-time',
  // 20:30 UTC is already the next day in Hong Kong.
  startsAt: '2026-10-31T20:30:00.000Z',
  expiresAt: '2026-11-30T20:30:00.000Z',
  status: 'active',
  autoRenew: true,
};

const renewRecord = (id: number): RenewRecord => ({
  id,
  serviceId: 2,
  market: 'us',
  name: 'US stocks real-time',
  months: 1,
  amountCents: 999,
  currency: 'USD',
  paidAt: '2026-10-31T20:30:00.000Z',
  validFrom: '2026-10-31T20:30:00.000Z',
  validTo: '2026-11-30T20:30:00.000Z',
  status: 'paid',
  channel: 'auto-renew',
});

const startApi = async (answers: Record<string, ReturnType<typeof ok> | 'hang-up'>) => {
  const api = await startStubApi({ [CURRENT_USER]: ok(user), ...answers } as StubAnswers);
  return { ...api, visit: createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } }) };
};

const withSession = async () => ({ headers: { Cookie: await sessionCookieHeader(TOKEN) } });

describe('account pages (sta-login/api, sta-login/goods, renew-record)', () => {
  let errorLog: jest.SpyInstance;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api?.close();
    api = undefined;
  });

  it('shows the quote packages the API lists for the session, with Hong Kong days', async () => {
    api = await startApi({ [PACKAGES]: ok({ list: [quotePackage] }) });
    const response = await api.visit('/en/sta-login/goods', await withSession());
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(html).toContain('<title>Quote packages</title>');
    expect(html).toContain('US stocks real-time');
    expect(html).toContain('01 Nov 2026 to 01 Dec 2026');
    expect(api.callsTo(PACKAGES)[0].headers).toMatchObject({ authorization: TOKEN, 'x-lang': '3' });
  });

  it('shows where the open-API application stands', async () => {
    api = await startApi({
      [OPEN_API_INFO]: ok({ uuid: user.uuid, name: null, areaCode: '852', phoneNumber: '51234567', email: '', authUser: true, accountType: 'personal', application: { uuid: 'a1', type: 'personal', status: 'submitted', updatedAt: '2026-11-19T17:00:00.000Z' } }),
    });
    const html = await (await api.visit('/zh-hk/sta-login/api', await withSession())).text();
    expect(html).toContain('已提交，審核中');
    expect(html).toContain('2026年11月20日');
  });

  it('asks the API for the page of renewals in the address, ten at a time', async () => {
    api = await startApi({ [RECORDS]: ok({ list: [renewRecord(11)], total: 11 }) });
    const html = await (await api.visit('/en/renew-record?page=2', await withSession())).text();
    expect(api.callsTo(RECORDS)[0].query.toString()).toBe('offset=10&limit=10');
    expect(html).toContain('US$9.99');
    expect(html).toContain('href="/en/renew-record"');
  });

  it.each([
    ['?page=abc', '/en/renew-record'],
    ['?page=0', '/en/renew-record'],
    ['?page=9', '/en/renew-record?page=2'],
  ])('sends a page address %s that is not a page to %s', async (query, location) => {
    api = await startApi({ [RECORDS]: ok({ list: [], total: 11 }) });
    const response = await api.visit(`/en/renew-record${query}`, await withSession());
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('tells a visitor to log in without asking the API anything', async () => {
    api = await startApi({});
    const html = await (await api.visit('/en/renew-record')).text();
    expect(html).toContain('Log in to see your account details');
    expect(api.callsTo(RECORDS)).toHaveLength(0);
  });

  it('says the details are unavailable when the API cannot answer, and logs it', async () => {
    api = await startApi({ [PACKAGES]: 'hang-up' });
    const html = await (await api.visit('/zh-cn/sta-login/goods', await withSession())).text();
    expect(html).toContain('暂时无法加载您的账户资料');
    expect(errorLog).toHaveBeenCalledWith('Account page sta-login/goods: the data could not be loaded', expect.objectContaining({ lang: 'zh-cn' }));
  });

  it('keeps every account page out of the sitemap', async () => {
    api = await startApi({});
    const xml = await (await api.visit('/sitemap.xml')).text();
    expect(xml).not.toMatch(/sta-login|renew-record/);
  });
});
