import { CODES, quoteSubscriptionEndpoints as quotes, type QuotePackage, type RenewRecord } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_QUOTE_SERVICES } from '../db/seed';
import { call, type CallOptions } from '../testing/call';
import { describeEachDatabase, siteHeaders } from '../testing/test-app';

const DAY = 86_400_000;
const invalid = { status: 400, code: CODES.INVALID_INPUT };
type Records = { list: RenewRecord[]; total: number };

describeEachDatabase('quote subscriptions', (getApp, context) => {
  let app: FastifyInstance;
  /** The clock reading the seed wrote the demo data at. */
  let seededAt: number;
  beforeAll(() => {
    app = getApp();
    seededAt = context().clock.now();
  });
  afterEach(() => context().clock.set(seededAt));

  /** A session token of a seeded account, issued at the clock's current time. */
  const tokenOf = async (phoneNumber: string) => {
    const user = await app.services.users.findByPhone('852', phoneNumber);
    if (!user) throw new Error(`no seeded user ${phoneNumber}`);
    return { uuid: user.uuid, token: await app.services.sessions.create(user.uuid, context().clock.now()) };
  };
  const demoInvestor = () => tokenOf(DEMO_ACCOUNTS.withPassword.phoneNumber);
  const packages = (token: string, options: CallOptions = {}) => call<{ list: QuotePackage[] }>(app, quotes.quotePackages, { token, ...options });
  const records = (token: string, query: CallOptions['query'] = {}, options: CallOptions = {}) => call<Records>(app, quotes.quoteRenewRecords, { token, query, ...options });

  describe('without a valid session', () => {
    it.each([undefined, 'x'.repeat(43)])('answers 300101 in the envelope (token %s)', async (token) => {
      for (const endpoint of [quotes.quotePackages, quotes.quoteRenewRecords]) {
        expect(await call(app, endpoint, { token })).toMatchObject({ code: CODES.TOKEN_INVALID, data: null });
      }
    });
  });

  describe('quote-packages/v1', () => {
    it("lists the demo investor's packages, active ones first, then latest expiry first", async () => {
      const { token } = await demoInvestor();
      const result = await packages(token);
      expect(result).toMatchObject({ status: 200, code: 0 });
      expect(result.data.list.map(({ serviceId, market, status, autoRenew }) => ({ serviceId, market, status, autoRenew }))).toEqual([
        { serviceId: DEMO_QUOTE_SERVICES.usLevel2, market: 'us', status: 'active', autoRenew: false },
        { serviceId: DEMO_QUOTE_SERVICES.hkLevel2, market: 'hk', status: 'active', autoRenew: true },
        { serviceId: DEMO_QUOTE_SERVICES.aSharesLevel2, market: 'a', status: 'expired', autoRenew: false },
        { serviceId: DEMO_QUOTE_SERVICES.usOptions, market: 'us', status: 'expired', autoRenew: false },
      ]);
      const hk = result.data.list[1];
      expect(hk.name).toBe('HK stocks Level 2');
      // Seeded relative to the start, so the demo stays current: HK Level 2 renews in 18 days.
      expect(Date.parse(hk.expiresAt) - seededAt).toBe(18 * DAY);
      expect(Date.parse(hk.startsAt)).toBeLessThan(seededAt - 270 * DAY);
    });

    it("names each package in the request's language, in either district", async () => {
      const { token } = await demoInvestor();
      const optionsName = async (lang: 'en' | 'zh-hk' | 'zh-cn', district: 'hk' | 'mainland' = 'hk') => {
        const result = await packages(token, { headers: siteHeaders(lang, district) });
        return result.data.list.find((entry) => entry.serviceId === DEMO_QUOTE_SERVICES.usOptions)?.name;
      };
      expect(await optionsName('en')).toBe('US options real-time (OPRA)');
      expect(await optionsName('zh-hk')).toBe('美股期權即時行情（OPRA）');
      expect(await optionsName('zh-cn')).toBe('美股期权实时行情（OPRA）');
      expect(await optionsName('zh-cn', 'mainland')).toBe('美股期权实时行情（OPRA）');
    });

    it('decides the status at call time: a package expires once the clock passes its expiry', async () => {
      const { token } = await demoInvestor();
      const hkStatus = async () => (await packages(token)).data.list.find((entry) => entry.serviceId === DEMO_QUOTE_SERVICES.hkLevel2);
      const hk = await hkStatus();
      expect(hk?.status).toBe('active');

      context().clock.set(Date.parse(hk?.expiresAt ?? '') - 1);
      expect((await hkStatus())?.status).toBe('active');
      context().clock.set(Date.parse(hk?.expiresAt ?? '') + 1);
      const later = await packages(token);
      expect(later.data.list.map((entry) => [entry.serviceId, entry.status])).toEqual([
        [DEMO_QUOTE_SERVICES.usLevel2, 'active'],
        [DEMO_QUOTE_SERVICES.hkLevel2, 'expired'],
        [DEMO_QUOTE_SERVICES.aSharesLevel2, 'expired'],
        [DEMO_QUOTE_SERVICES.usOptions, 'expired'],
      ]);
    });

    it('rejects an unknown parameter with the invalid-input envelope', async () => {
      const { token } = await demoInvestor();
      const result = await call(app, quotes.quotePackages, { token, query: { market: 'hk' } });
      expect(result).toMatchObject({ ...invalid, data: { issues: [expect.objectContaining({ field: '(query)' })] } });
    });
  });

  describe('quote-renew-records/v1', () => {
    it('pages the payments latest first, 10 by default, with the total', async () => {
      const { token } = await demoInvestor();
      const first = await records(token);
      expect(first).toMatchObject({ status: 200, code: 0, data: { total: 16 } });
      expect(first.data.list).toHaveLength(10);
      const second = await records(token, { offset: 10, limit: 10 });
      expect(second.data).toMatchObject({ total: 16 });
      expect(second.data.list).toHaveLength(6);

      const all = [...first.data.list, ...second.data.list];
      expect(new Set(all.map((record) => record.id)).size).toBe(16);
      const paidTimes = all.map((record) => Date.parse(record.paidAt));
      expect(paidTimes).toEqual([...paidTimes].sort((a, b) => b - a));
      expect(paidTimes.every((time) => time <= seededAt && time > seededAt - 365 * DAY)).toBe(true);

      const smallPage = await records(token, { offset: 3, limit: 4 });
      expect(smallPage.data.list.map((record) => record.id)).toEqual(all.slice(3, 7).map((record) => record.id));
      expect((await records(token, { offset: 20 })).data).toEqual({ list: [], total: 16 });
    });

    it("holds realistic payments: in each service's currency, one refunded, one failed, every channel, amounts as priced", async () => {
      const { token } = await demoInvestor();
      const { list } = (await records(token, { limit: 50 })).data;
      expect(list.filter((record) => record.status === 'refunded')).toHaveLength(1);
      expect(list.filter((record) => record.status === 'failed')).toHaveLength(1);
      expect(new Set(list.map((record) => record.channel))).toEqual(new Set(['app', 'web', 'auto-renew']));
      expect([...new Set(list.map((record) => record.currency))].sort()).toEqual(['CNY', 'HKD', 'USD']);
      const hk = list.filter((record) => record.serviceId === DEMO_QUOTE_SERVICES.hkLevel2);
      expect(hk.every((record) => record.currency === 'HKD' && record.amountCents === 12_000 * record.months && record.name === 'HK stocks Level 2')).toBe(true);
      const threeMonths = list.find((record) => record.months === 3);
      expect(threeMonths).toMatchObject({ serviceId: DEMO_QUOTE_SERVICES.usLevel2, currency: 'USD', amountCents: 3 * 1499 });
      expect(Date.parse(threeMonths?.validTo ?? '')).toBeGreaterThan(Date.parse(threeMonths?.validFrom ?? ''));

      const zhHk = (await records(token, { limit: 50 }, { headers: siteHeaders('zh-hk') })).data.list;
      expect(zhHk.find((record) => record.serviceId === DEMO_QUOTE_SERVICES.usOptions)?.name).toBe('美股期權即時行情（OPRA）');
    });

    it.each([
      [{ limit: 0 }, 'limit'],
      [{ limit: 51 }, 'limit'],
      [{ offset: 'abc' }, 'offset'],
      [{ offset: -10 }, 'offset'],
      [{ page: 2 }, '(query)'],
    ])('rejects %j with the invalid-input envelope, never a 500', async (query, field) => {
      const { token } = await demoInvestor();
      const result = await records(token, query);
      expect(result).toMatchObject({ ...invalid, data: { issues: expect.arrayContaining([expect.objectContaining({ field })]) } });
    });
  });

  describe('privacy', () => {
    it("never shows one user's packages or payments to another", async () => {
      const other = await tokenOf(DEMO_ACCOUNTS.withoutPassword.phoneNumber);
      expect((await packages(other.token)).data).toEqual({ list: [] });
      expect((await records(other.token)).data).toEqual({ list: [], total: 0 });

      const now = context().clock.now();
      await app.db.insertInto('quote_packages').values({ user_uuid: other.uuid, service_id: 1, starts_at: now - DAY, expires_at: now + 29 * DAY, auto_renew: 0, created_at: now }).execute();
      await app.db
        .insertInto('quote_renew_records')
        .values({ user_uuid: other.uuid, service_id: 1, months: 1, amount_cents: 0, currency: 'HKD', paid_at: now - DAY, valid_from: now - DAY, valid_to: now + 29 * DAY, status: 'paid', channel: 'web' })
        .execute();
      try {
        expect((await packages(other.token)).data.list.map((entry) => [entry.serviceId, entry.status])).toEqual([[1, 'active']]);
        expect((await records(other.token)).data).toMatchObject({ total: 1, list: [{ serviceId: 1, amountCents: 0 }] });
        const demo = await demoInvestor();
        expect((await packages(demo.token)).data.list.map((entry) => entry.serviceId)).not.toContain(1);
        expect((await records(demo.token, { limit: 50 })).data.total).toBe(16);
      } finally {
        await app.db.deleteFrom('quote_renew_records').where('user_uuid', '=', other.uuid).execute();
        await app.db.deleteFrom('quote_packages').where('user_uuid', '=', other.uuid).execute();
      }
    });
  });
});
