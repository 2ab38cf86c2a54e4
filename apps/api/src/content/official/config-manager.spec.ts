import { CODES, configManagerEndpoints as configManager, type CountryArea } from '@brokerage/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { call } from '../../testing/call';
import { describeEachDatabase, siteHeaders } from '../../testing/test-app';
import { officialOnly, postRaw, SEED_NOW } from './spec-support';

type Areas = { version: string; commonCountry?: CountryArea[]; othersCountry?: CountryArea[] };
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

describeEachDatabase(
  'config-manager content',
  (getApp, context) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
      context().clock.set(SEED_NOW);
    });

    describe('get-country-area/v1', () => {
      const areas = (body: unknown) => call<Areas>(app, configManager.getCountryArea, { body });

      it('answers the common areas in panel order and the others alphabetically, with a version', async () => {
        const result = await areas({});
        expect(result.code).toBe(0);
        expect(result.data.version).toMatch(/^[0-9a-f]{16}$/);
        expect(result.data.commonCountry?.map((area) => area.area)).toEqual(['86', '852', '853', '886', '65']);
        expect(result.data.commonCountry?.[1]).toEqual({ area: '852', value: '+852', text: '+852', cn: '中国香港', hk: '中國香港', en: 'Hong Kong, China', iso: 'HK' });
        const others = result.data.othersCountry ?? [];
        expect(others.length).toBeGreaterThanOrEqual(50);
        expect(others.map((area) => area.en)).toEqual([...others.map((area) => area.en)].sort((a, b) => a.localeCompare(b)));
        expect(others.find((area) => area.iso === 'GB')).toMatchObject({ area: '44', cn: '英国', hk: '英國' });
      });

      it('answers only the version when the caller already holds it, and the lists for an old version', async () => {
        const { version } = (await areas({})).data;
        expect((await areas({ version })).data).toEqual({ version });
        const stale = await areas({ version: 'abc123' });
        expect(stale.data.commonCountry).toHaveLength(5);
      });

      it('changes the version when an entry changes', async () => {
        const { version } = (await areas({})).data;
        await app.db.updateTable('official_country_area').set({ name_en: 'Macau, China' }).where('iso', '=', 'MO').execute();
        try {
          const changed = await areas({ version });
          expect(changed.data.version).not.toBe(version);
          expect(changed.data.commonCountry?.[2].en).toBe('Macau, China');
        } finally {
          await app.db.updateTable('official_country_area').set({ name_en: 'Macao, China' }).where('iso', '=', 'MO').execute();
        }
        expect((await areas({ version })).data).toEqual({ version });
      });

      it('rejects wrong types, unknown fields and broken JSON', async () => {
        expect(await areas({ version: 3 })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await areas({ version: 'v1', lang: 'en' })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await areas({ version: 'x'.repeat(65) })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        expect(await postRaw(app, configManager.getCountryArea.path, '{"version":', JSON_TYPE)).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });
    });

    describe('select-protocol-info/v1 (form POST)', () => {
      const url = configManager.selectProtocolInfo.path;

      it('answers the asked agreements in the asked order, in the X-Lang language', async () => {
        const result = await postRaw(app, url, 'types=privacy-policy%2Cuser-agreement', FORM, 'zh-hk');
        expect(result).toMatchObject({ status: 200, code: 0, data: { total: 2 } });
        expect(result.data.list.map((item: { type: string }) => item.type)).toEqual(['privacy-policy', 'user-agreement']);
        expect(result.data.list[0]).toMatchObject({ lang: 'zh-hk', title: '私隱政策', version: '2026.1', effectiveDate: '2026-07-01' });
        expect(result.data.list[1].contentHtml).toContain('第 1、4、6 及 9 類受規管活動');
      });

      it('takes the language from the form when given', async () => {
        const result = await postRaw(app, url, 'types=risk-disclosure&lang=zh-cn', FORM, 'en');
        expect(result.data.list).toEqual([expect.objectContaining({ type: 'risk-disclosure', lang: 'zh-cn', title: '开户风险披露声明' })]);
        expect(result.data.list[0].contentHtml).toContain('<h3>融资交易的风险</h3>');
      });

      it('answers the same for a JSON body', async () => {
        const result = await call(app, configManager.selectProtocolInfo, { body: { types: 'open-api-agreement' } });
        expect(result.data.list).toEqual([expect.objectContaining({ type: 'open-api-agreement', title: 'Open API Service Agreement' })]);
      });

      it('rejects unknown types, languages and fields, and a missing type', async () => {
        for (const payload of ['types=terms-of-sale', 'types=user-agreement&lang=fr', 'types=user-agreement&district=hk', '', 'lang=en', 'types=']) {
          expect(await postRaw(app, url, payload, FORM)).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        }
      });
    });

    describe('valuable books', () => {
      it('cfg-valuable-manager answers the book types with their counts', async () => {
        const result = await call(app, configManager.cfgValuableManager, { body: {}, headers: siteHeaders('zh-hk') });
        expect(result.data).toEqual({
          list: [
            { code: 'getting-started', name: '入門指南', description: expect.any(String), total: 2 },
            { code: 'strategy', name: '投資策略', description: expect.any(String), total: 2 },
            { code: 'derivatives', name: '衍生產品及槓桿', description: expect.any(String), total: 2 },
          ],
          total: 3,
        });
        expect(await call(app, configManager.cfgValuableManager, { body: { type: 'strategy' } })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      });

      it('cfg-valuable-book-by-type lists one type or all, with paging', async () => {
        const all = await call(app, configManager.cfgValuableBookByType, { body: {} });
        expect(all.data.total).toBe(6);
        expect(all.data.list[0]).toMatchObject({ name: 'hong-kong-stocks-starter-guide', type: 'getting-started', title: 'Hong Kong Stocks: A Starter Guide', pageCount: 48 });
        const strategy = await call(app, configManager.cfgValuableBookByType, { body: { type: 'strategy' }, headers: siteHeaders('zh-cn', 'mainland') });
        expect(strategy.data.list.map((book: { name: string }) => book.name)).toEqual(['income-investing-handbook', 'building-a-core-portfolio']);
        expect(strategy.data.list[0].title).toBe('收息投资手册');
        const page = await call(app, configManager.cfgValuableBookByType, { body: { offset: 4, limit: 4 } });
        expect(page.data.total).toBe(6);
        expect(page.data.list).toHaveLength(2);
        expect((await call(app, configManager.cfgValuableBookByType, { body: { type: 'novels' } })).data).toEqual({ list: [], total: 0 });
      });

      it('gives every published book a PDF in each language that the sites really serve', async () => {
        const publicFiles = path.join(__dirname, '../../../../../libs/site-core/public');
        for (const lang of ['zh-hk', 'zh-cn', 'en'] as const) {
          const { data } = await call(app, configManager.cfgValuableBookByType, { body: { limit: 100 }, headers: siteHeaders(lang) });
          expect(data.list.length).toBeGreaterThan(0);
          for (const { name } of data.list) {
            const { pdfUrl } = (await call(app, configManager.cfgValuableBookByName, { body: { name }, headers: siteHeaders(lang) })).data;
            expect(pdfUrl).toBe(`/files/books/${name}-${lang}.pdf`);
            expect(readFileSync(path.join(publicFiles, pdfUrl)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
          }
        }
      });

      it('cfg-valuable-book-by-type rejects wrong types and unknown fields', async () => {
        for (const body of [{ offset: '0' }, { limit: 0 }, { limit: 101 }, { type: 'Strategy' }, { type: 'strategy', page: 1 }]) {
          expect(await call(app, configManager.cfgValuableBookByType, { body })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        }
      });

      it('cfg-valuable-book-by-name answers one book with chapters, NOT_FOUND for an unknown name', async () => {
        const book = await call(app, configManager.cfgValuableBookByName, { body: { name: 'options-explained' }, headers: siteHeaders('zh-hk') });
        expect(book).toMatchObject({ code: 0, data: { name: 'options-explained', type: 'derivatives', typeName: '衍生產品及槓桿', title: '期權全解' } });
        expect(book.data.chapters).toHaveLength(4);
        expect(book.data.chapters[0]).toEqual({ title: '認購與認沽', summary: '權利、責任、行使價及到期日。' });
        expect(book.data.contentHtml).toContain('期權屬複雜產品');
        // Its PDF in the request language, a file the sites serve (tools/scripts/generate-book-pdfs.mjs).
        expect(book.data.pdfUrl).toBe('/files/books/options-explained-zh-hk.pdf');
        const english = await call(app, configManager.cfgValuableBookByName, { body: { name: 'options-explained' }, headers: siteHeaders('en') });
        expect(english.data.pdfUrl).toBe('/files/books/options-explained-en.pdf');
        expect((await call(app, configManager.cfgValuableBookByName, { body: { name: 'no-such-book' } })).code).toBe(CODES.NOT_FOUND);
        for (const body of [{}, { name: 42 }, { name: '../etc' }, { name: 'options-explained', lang: 'en' }]) {
          expect(await call(app, configManager.cfgValuableBookByName, { body })).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
        }
      });
    });
  },
  officialOnly,
);
