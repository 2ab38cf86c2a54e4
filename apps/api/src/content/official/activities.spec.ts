import { ACTIVITY_TYPES, CODES, messageFor, officialWebsiteConfigEndpoints as official, PREVIEW_TOKEN_HEADER, type ActivitySummary } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../../testing/call';
import { describeEachDatabase, siteHeaders } from '../../testing/test-app';
import { officialOnly, SEED_NOW } from './spec-support';

type List = { list: ActivitySummary[]; total: number };

describeEachDatabase(
  'official-website-config: activities',
  (getApp, context) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
      context().clock.set(SEED_NOW);
    });
    afterEach(() => context().clock.set(SEED_NOW));

    const list = (query: Record<string, string | number>, lang: 'en' | 'zh-hk' | 'zh-cn' = 'en', district: 'hk' | 'mainland' = 'hk') =>
      call<List>(app, official.activityList, { query, headers: siteHeaders(lang, district) });

    describe('activity-list', () => {
      it('answers all promotions, ten at a time, when no type is given', async () => {
        const first = await list({});
        expect(first).toMatchObject({ status: 200, code: 0, data: { total: 15 } });
        expect(first.data.list).toHaveLength(10);
        expect(first.data.list.every((item) => item.kind === 'promotion' && item.tab !== null)).toBe(true);

        const second = await list({ offset: 10 });
        expect(second.data).toMatchObject({ total: 15 });
        expect(second.data.list).toHaveLength(5);
        const ids = [...first.data.list, ...second.data.list].map((item) => item.id);
        expect(new Set(ids).size).toBe(15);

        const beyond = await list({ offset: 40, limit: 10 });
        expect(beyond.data).toEqual({ list: [], total: 15 });
      });

      it('honours limit and keeps the order stable across pages', async () => {
        const all = await list({ limit: 100 });
        const paged = [];
        for (let offset = 0; offset < 15; offset += 4) paged.push(...(await list({ offset, limit: 4 })).data.list);
        expect(paged.map((item) => item.id)).toEqual(all.data.list.map((item) => item.id));
      });

      it('filters by promotion tab and gives each item its tab code', async () => {
        const welcome = await list({ type: ACTIVITY_TYPES.WELCOME_OFFER });
        expect(welcome.data.total).toBe(4);
        expect(welcome.data.list.every((item) => item.tab === 'welcome-offer' && item.type === ACTIVITY_TYPES.WELCOME_OFFER)).toBe(true);

        const counts = await Promise.all(
          [ACTIVITY_TYPES.REFERRAL_OFFER, ACTIVITY_TYPES.FUNDS_PROMO, ACTIVITY_TYPES.OTHER_PROMO].map(async (type) => (await list({ type })).data),
        );
        expect(counts.map((data) => data.total)).toEqual([3, 4, 4]);
        expect(counts[1].list.every((item) => item.tab === 'funds-promo' && item.type === 3)).toBe(true);
      });

      it('answers the union of a comma list, as the layout asks with 0,1,4', async () => {
        expect((await list({ type: '0,1,4' })).data.total).toBe(15);
        expect((await list({ type: '1,2' })).data.total).toBe(7);
        expect((await list({ type: '1,1,1' })).data.total).toBe(4);
        expect((await list({ type: '2,6' })).data.total).toBe(3 + 8);
      });

      it('splits events into fresh (not yet ended, soonest first) and stale', async () => {
        const fresh = await list({ type: ACTIVITY_TYPES.EVENTS_FRESH });
        const stale = await list({ type: ACTIVITY_TYPES.EVENTS_STALE, limit: 50 });
        const now = new Date(SEED_NOW).toISOString();
        expect(fresh.data.total).toBe(4);
        expect(stale.data.total).toBe(8);
        expect(fresh.data.list.every((item) => item.kind === 'event' && item.type === 5 && item.endAt > now && item.location !== '')).toBe(true);
        expect(stale.data.list.every((item) => item.kind === 'event' && item.type === 6 && item.status === 'ended' && item.endAt <= now)).toBe(true);
        const starts = fresh.data.list.map((item) => item.startAt);
        expect(starts).toEqual([...starts].sort());
      });

      it('moves an event from fresh to stale once it has ended', async () => {
        const fresh = await list({ type: ACTIVITY_TYPES.EVENTS_FRESH });
        const soonest = fresh.data.list[0];
        context().clock.set(Date.parse(soonest.endAt) + 1);
        const later = await list({ type: ACTIVITY_TYPES.EVENTS_FRESH });
        expect(later.data.total).toBe(fresh.data.total - 1);
        const stale = await list({ type: ACTIVITY_TYPES.EVENTS_STALE, limit: 50 });
        expect(stale.data.list.find((item) => item.id === soonest.id)).toMatchObject({ type: 6, status: 'ended' });
      });

      it('answers in the language of X-Lang', async () => {
        const [en, hk, cn] = await Promise.all([list({ type: 1 }, 'en'), list({ type: 1 }, 'zh-hk'), list({ type: 1 }, 'zh-cn')]);
        const title = (data: List, id: number) => data.list.find((item) => item.id === id)?.title;
        expect(title(en.data, 101)).toBe('New clients: 180 days of commission-free HK and US stock trading');
        expect(title(hk.data, 101)).toBe('新客戶專享：港股及美股 180 日免佣');
        expect(title(cn.data, 101)).toBe('新客户专享：港股及美股 180 天免佣');
      });

      it('answers the district of X-Type: each site has its own offers besides the shared ones', async () => {
        const hk = await list({ type: 1 }, 'en', 'hk');
        const mainland = await list({ type: 1 }, 'zh-cn', 'mainland');
        expect(hk.data.list.map((item) => item.id).sort()).toEqual([101, 102, 103, 105]);
        expect(mainland.data.list.map((item) => item.id).sort()).toEqual([101, 102, 103, 104]);
        expect((await list({ type: 5 }, 'zh-cn', 'mainland')).data.total).toBe(5);
        expect((await list({}, 'zh-cn', 'mainland')).data.total).toBe(15);
      });

      it('never lists drafts', async () => {
        const all = await list({ type: '0,5,6', limit: 100 });
        expect(all.data.list.map((item) => item.id)).not.toContain(199);
      });

      it('rejects bad paging and type values with INVALID_INPUT', async () => {
        const badQueries: Record<string, string | number>[] = [
          { type: 'x' },
          { type: '7' },
          { type: '' },
          { type: '1,,2' },
          { limit: 0 },
          { limit: 101 },
          { limit: 'ten' },
          { offset: -1 },
          { offset: '1.5' },
          { page: 2 },
        ];
        for (const query of badQueries) {
          const result = await list(query);
          expect(result).toMatchObject({ status: 400, code: CODES.INVALID_INPUT, msg: messageFor(CODES.INVALID_INPUT, 'en') });
        }
      });
    });

    describe('activity-detail', () => {
      const detail = (id: number | string, lang: 'en' | 'zh-hk' | 'zh-cn' = 'en', district: 'hk' | 'mainland' = 'hk') =>
        call(app, official.activityDetail, { query: { id }, headers: siteHeaders(lang, district) });

      it('answers a published promotion with its content and terms', async () => {
        const result = await detail(101, 'zh-hk');
        expect(result).toMatchObject({ code: 0, data: { id: 101, kind: 'promotion', tab: 'welcome-offer', type: 1, status: 'ongoing', draft: false } });
        expect(result.data.contentHtml).toContain('<ul><li>');
        expect(result.data.termsHtml).toContain('<ol><li>推廣期由 2026 年 9 月 1 日');
        expect(result.data.termsHtml).toContain('投資涉及風險');
      });

      it('answers an event with its venue', async () => {
        const result = await detail(209);
        expect(result.data).toMatchObject({ kind: 'event', tab: null, type: 5, status: 'upcoming' });
        expect(result.data.location).toContain('Tsim Sha Tsui');
      });

      it('answers NOT_FOUND in the request language for an unknown id, a draft, or an item of the other district', async () => {
        expect(await detail(999_999, 'zh-hk')).toMatchObject({ code: CODES.NOT_FOUND, msg: messageFor(CODES.NOT_FOUND, 'zh-hk'), data: null });
        expect((await detail(199)).code).toBe(CODES.NOT_FOUND);
        expect((await detail(104, 'en', 'hk')).code).toBe(CODES.NOT_FOUND);
        expect((await detail(104, 'zh-cn', 'mainland')).code).toBe(0);
        expect((await detail(105, 'zh-cn', 'mainland')).code).toBe(CODES.NOT_FOUND);
      });

      it('rejects ids that are not positive whole numbers', async () => {
        for (const id of ['abc', '0', '-3', '1e3', '']) expect(await detail(id)).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await call(app, official.activityDetail, {})).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });
    });

    describe('activity-detail-preview', () => {
      const preview = (id: number, token?: string) =>
        call(app, official.activityDetailPreview, { query: { id }, headers: token === undefined ? {} : { [PREVIEW_TOKEN_HEADER]: token } });

      it('shows a draft only with the preview token, marked as draft', async () => {
        expect((await preview(199)).code).toBe(CODES.NOT_FOUND);
        const shown = await preview(199, context().config.previewToken);
        expect(shown).toMatchObject({ code: 0, data: { id: 199, draft: true, tab: 'welcome-offer' } });
        expect(shown.data.title).toBe('Lunar New Year 2027: lucky red packets for new clients');
      });

      it('answers FORBIDDEN for a wrong token', async () => {
        expect(await preview(199, 'not-the-token')).toMatchObject({ code: CODES.FORBIDDEN, data: null });
        expect((await preview(101, '')).code).toBe(CODES.FORBIDDEN);
      });

      it('behaves like the detail call for published items and unknown ids', async () => {
        expect(await preview(101)).toMatchObject({ code: 0, data: { id: 101, draft: false } });
        expect(await preview(101, context().config.previewToken)).toMatchObject({ code: 0, data: { id: 101, draft: false } });
        expect((await preview(999_999, context().config.previewToken)).code).toBe(CODES.NOT_FOUND);
      });
    });
  },
  officialOnly,
);
