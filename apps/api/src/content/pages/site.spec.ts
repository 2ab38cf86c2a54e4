import { CODES, contentEndpoints as content, type BaseConfig, type PageMetaEntry, type PageText } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../testing/test-app';
import { ask, pagesOnly } from './spec-support';

describeEachDatabase(
  'page content: page texts, base config, head/meta',
  (getApp, context) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
    });

    describe('page-text', () => {
      it('answers the home page texts in the X-Lang language', async () => {
        const en = await ask<PageText>(app, content.pageText, { page: 'home' });
        expect(en).toMatchObject({ status: 200, code: 0, msg: 'success', data: { page: 'home' } });
        expect(en.data.contentI18n['hero.title']).toBe('Invest in Hong Kong, US and A-shares from one account');
        const zhHk = await ask<PageText>(app, content.pageText, { page: 'home' }, 'zh-hk');
        expect(zhHk.data.contentI18n['hero.title']).toBe('一個帳戶，投資港股、美股及A股');
        const zhCn = await ask<PageText>(app, content.pageText, { page: 'home' }, 'zh-cn');
        expect(zhCn.data.contentI18n['hero.title']).toBe('一个账户，投资港股、美股及A股');
        expect(Object.keys(zhCn.data.contentI18n).sort()).toEqual(Object.keys(en.data.contentI18n).sort());
      });

      it('answers the district variant of texts that differ by district', async () => {
        const hk = await ask<PageText>(app, content.pageText, { page: 'home' }, 'en', 'hk');
        const mainland = await ask<PageText>(app, content.pageText, { page: 'home' }, 'en', 'mainland');
        expect(hk.data.contentI18n['hero.cta']).toBe('Open an account');
        expect(mainland.data.contentI18n['hero.cta']).toBe('Register now');
        expect(mainland.data.contentI18n['hero.title']).toBe(hk.data.contentI18n['hero.title']);
      });

      it('says not found for a page without texts', async () => {
        const missing = await ask(app, content.pageText, { page: 'careers' }, 'zh-hk');
        expect(missing).toMatchObject({ status: 404, code: CODES.NOT_FOUND, msg: '找不到所要求的內容。', data: null });
      });

      it('rejects a missing, malformed or extra parameter', async () => {
        expect(await ask(app, content.pageText)).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await ask(app, content.pageText, { page: 'Home Page' })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await ask(app, content.pageText, { page: 'x'.repeat(65) })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        const extra = await ask(app, content.pageText, { page: 'home', lang: 'en' });
        expect(extra).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(extra.data).toMatchObject({ issues: [expect.objectContaining({ field: expect.any(String) })] });
      });
    });

    describe('base-config', () => {
      it('gives the HK site its hotline, licence notice with types 1, 4, 6 and 9, and Google Maps branch links', async () => {
        const { status, code, data } = await ask<BaseConfig>(app, content.baseConfig);
        expect({ status, code }).toEqual({ status: 200, code: 0 });
        expect(data.hotline).toMatchObject({ display: '(852) 3958 6200', tel: '+85239586200' });
        expect(data.licenceNotice?.licences.map((licence) => licence.type)).toEqual([1, 4, 6, 9]);
        expect(data.licenceNotice?.riskNotice).toMatch(/^Investment involves risks\./);
        expect(data.headquarters).toHaveLength(2);
        expect(data.tradingHours.lines).toEqual(['Trading days: 24 hours', 'Non-trading days: 9:00-18:00']);
        expect(data.social.map((entry) => entry.network)).toEqual(['facebook', 'instagram', 'telegram', 'tiktok', 'whatsapp', 'x', 'youtube']);
        expect(Object.keys(data.footerLinks)).toEqual(['service', 'about', 'agreement']);
        expect(data.branches.map((branch) => branch.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
        expect(data.branches.every((branch) => branch.mapLink.startsWith('https://www.google.com/maps/'))).toBe(true);
        expect(data.logoText).toContain('CE No.');
      });

      it('gives the mainland site its own hotline, logo text and Amap links, and no licence notice', async () => {
        const { data } = await ask<BaseConfig>(app, content.baseConfig, {}, 'zh-cn', 'mainland');
        expect(data.hotline).toMatchObject({ label: '客户服务热线', display: '400-120-6288' });
        expect(data.licenceNotice).toBeNull();
        expect(data.logoText).toBe('一个App投资港美市场');
        expect(data.branches.every((branch) => branch.mapLink.startsWith('https://uri.amap.com/'))).toBe(true);
        expect(data.branches[0]).toMatchObject({ name: '落马洲分行', hoursWeekdays: '星期一至六：9:00-18:00', mapImage: '/images/branches/a-zh-cn.svg' });
      });

      it('gives the proof the home page and footer show: the same figures as the company profile, the licence linked to the SFC register on HK only', async () => {
        const hk = await ask<BaseConfig>(app, content.baseConfig);
        expect(hk.data.trust.figures.map((figure) => figure.value)).toEqual(['241,000', 'HK$30.4 billion', 'Since 2012', 'Best Online Broker (Hong Kong)']);
        expect(hk.data.trust.licence).toEqual({ label: expect.stringContaining('CE No. BHF293'), registerUrl: 'https://apps.sfc.hk/publicregWeb/corp/BHF293/details' });
        expect(hk.data.trust.protections.map((protection) => protection.title)).toEqual(['Investor Compensation Fund', 'Segregated client assets']);
        const profile = await ask<{ sections: { html: string }[] }>(app, content.infoPage, { slug: 'company-profile' });
        const profileText = profile.data.sections.map((section) => section.html).join(' ');
        for (const value of ['241,000', 'HK$30.4 billion']) expect(profileText).toContain(value);

        const mainland = await ask<BaseConfig>(app, content.baseConfig, {}, 'zh-cn', 'mainland');
        expect(mainland.data.trust.figures[1].value).toBe('港币304亿元');
        expect(mainland.data.trust.licence).toBeNull();
      });

      it('labels the footer in the request language', async () => {
        const zhHk = await ask<BaseConfig>(app, content.baseConfig, {}, 'zh-hk');
        expect(zhHk.data.footerLinks.agreement).toEqual({
          title: '法律條款',
          links: [
            { label: '私隱政策', href: '/privacy' },
            { label: '免責聲明', href: '/disclaimer' },
            { label: '聲明', href: '/statement' },
          ],
        });
        expect(zhHk.data.licenceNotice?.licences[0].name).toBe('第1類：證券交易');
      });

      it('accepts page=base, as the original client sends it, and nothing else', async () => {
        expect(await ask(app, content.baseConfig, { page: 'base' })).toMatchObject({ status: 200, code: 0 });
        expect(await ask(app, content.baseConfig, { page: 'home' })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await ask(app, content.baseConfig, { district: 'hk' })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });
    });

    describe('page-meta', () => {
      const metaQuery = (keyIds: string, extra: Record<string, string> = {}) => ({ type: 'meta', time_check: 'false', platform_check: 'true', key_ids: keyIds, ...extra });

      it('answers title, description and keywords for each known key id and leaves unknown ids out', async () => {
        const { status, code, data } = await ask<{ items: Record<string, PageMetaEntry> }>(app, content.pageMeta, metaQuery('home,charges,no-such-page'));
        expect({ status, code }).toEqual({ status: 200, code: 0 });
        expect(Object.keys(data.items).sort()).toEqual(['charges', 'home']);
        expect(data.items['charges']).toEqual({
          title: 'Fees and charges | Harbourfront Securities',
          description: 'Fee plans and every charge for Hong Kong stocks, US stocks, A-shares and funds.',
          keywords: 'brokerage fees, commission, stamp duty',
        });
      });

      it('switches language and district', async () => {
        const zhHk = await ask<{ items: Record<string, PageMetaEntry> }>(app, content.pageMeta, metaQuery('products-hk-stocks'), 'zh-hk');
        expect(zhHk.data.items['products-hk-stocks'].title).toBe('港股 | 港灣證券');
        const hk = await ask<{ items: Record<string, PageMetaEntry> }>(app, content.pageMeta, metaQuery('home'), 'en', 'hk');
        const mainland = await ask<{ items: Record<string, PageMetaEntry> }>(app, content.pageMeta, metaQuery('home'), 'en', 'mainland');
        expect(hk.data.items['home'].description).toContain('SFC-licensed');
        expect(mainland.data.items['home'].description).not.toBe(hk.data.items['home'].description);
      });

      it('accepts repeated key_ids and the defaults of time_check and platform_check', async () => {
        const response = await app.inject({ method: 'GET', url: `${content.pageMeta.path}?type=meta&key_ids=home&key_ids=market`, headers: { 'x-lang': '3', 'x-type': '2' } });
        expect(Object.keys(response.json().data.items).sort()).toEqual(['home', 'market']);
      });

      it('filters by validity window with time_check and by terminal with platform_check', async () => {
        const now = context().clock.now();
        const iso = (offset: number) => new Date(now + offset).toISOString();
        const row = { district: 'hk', lang: 'en', description: 'Limited campaign page.', keywords: '' };
        await app.db
          .insertInto('page_meta')
          .values([
            { ...row, page: 'spec-expired', title: 'Expired', platform: 'all', valid_from: iso(-2 * 86_400_000), valid_to: iso(-86_400_000) },
            { ...row, page: 'spec-running', title: 'Running', platform: 'all', valid_from: iso(-86_400_000), valid_to: iso(86_400_000) },
            { ...row, page: 'spec-mobile', title: 'Mobile only', platform: 'h5', valid_from: null, valid_to: null },
          ])
          .execute();
        const ids = 'spec-expired,spec-running,spec-mobile';
        const keys = async (query: Record<string, string>, terminal?: string) => {
          const response = await app.inject({
            method: 'GET',
            url: content.pageMeta.path,
            query,
            headers: { 'x-lang': '3', 'x-type': '2', ...(terminal ? { 'x-terminal': terminal } : {}) },
          });
          return Object.keys(response.json().data.items).sort();
        };
        expect(await keys(metaQuery(ids, { platform_check: 'false' }))).toEqual(['spec-expired', 'spec-mobile', 'spec-running']);
        expect(await keys(metaQuery(ids, { platform_check: 'false', time_check: 'true' }))).toEqual(['spec-mobile', 'spec-running']);
        expect(await keys(metaQuery(ids), '1')).toEqual(['spec-expired', 'spec-running']);
        expect(await keys(metaQuery(ids), '2')).toEqual(['spec-expired', 'spec-mobile', 'spec-running']);
        expect(await keys(metaQuery(ids, { time_check: 'true' }), '2')).toEqual(['spec-mobile', 'spec-running']);
      });

      it('rejects another type, a missing or oversized key_ids list and non-boolean flags', async () => {
        const invalid = { status: 400, code: CODES.INVALID_INPUT };
        expect(await ask(app, content.pageMeta, metaQuery('home', { type: 'text' }))).toMatchObject(invalid);
        expect(await ask(app, content.pageMeta, { type: 'meta' })).toMatchObject(invalid);
        expect(await ask(app, content.pageMeta, metaQuery(' , '))).toMatchObject(invalid);
        expect(await ask(app, content.pageMeta, metaQuery(Array.from({ length: 51 }, (_, index) => `page-${index}`).join(',')))).toMatchObject(invalid);
        expect(await ask(app, content.pageMeta, metaQuery('home', { time_check: 'maybe' }))).toMatchObject(invalid);
        expect(await ask(app, content.pageMeta, metaQuery('home', { platform: 'pc' }))).toMatchObject(invalid);
      });
    });
  },
  pagesOnly,
);
