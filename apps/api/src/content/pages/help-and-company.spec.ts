import {
  CODES,
  contentEndpoints as content,
  INFO_PAGE_SLUGS,
  type Branch,
  type DownloadForm,
  type HelpCatalog,
  type HelpQuestion,
  type HelpQuestionSummary,
  type InfoPage,
} from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../testing/test-app';
import { ask, pagesOnly } from './spec-support';

type List<T> = { list: T[]; total: number };
const invalid = { status: 400, code: CODES.INVALID_INPUT };
const notFound = { status: 404, code: CODES.NOT_FOUND };

describeEachDatabase(
  'page content: help centre, download forms, branches, information pages',
  (getApp) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
    });

    describe('help-catalogs, help-questions, help-detail', () => {
      it('lists five catalogs with six questions each', async () => {
        const { data } = await ask<List<HelpCatalog>>(app, content.helpCatalogs, {}, 'zh-hk');
        expect(data.total).toBe(5);
        expect(data.list.map((catalog) => catalog.title)).toEqual(['開戶', '存款及提款', '交易', '收費及結單', '帳戶安全']);
        expect(data.list.every((catalog) => catalog.questionCount === 6)).toBe(true);
      });

      it('pages all thirty questions, a catalog, or the hot questions of the FAQ page', async () => {
        const all = await ask<List<HelpQuestionSummary>>(app, content.helpQuestions);
        expect(all.data).toMatchObject({ total: 30 });
        expect(all.data.list).toHaveLength(10);
        const trading = await ask<List<HelpQuestionSummary>>(app, content.helpQuestions, { catalogId: 3 });
        expect(trading.data.total).toBe(6);
        expect(trading.data.list.every((question) => question.catalogId === 3)).toBe(true);
        const hot = await ask<List<HelpQuestionSummary>>(app, content.helpQuestions, { hot: 'true', limit: 50 });
        expect(hot.data.total).toBe(8);
        expect(hot.data.list.every((question) => question.isHot)).toBe(true);
        const notHot = await ask<List<HelpQuestionSummary>>(app, content.helpQuestions, { hot: 'false' });
        expect(notHot.data.total).toBe(22);
      });

      it('searches question texts case-insensitively, in the request language, with wildcards taken literally', async () => {
        const deposit = await ask<List<HelpQuestionSummary>>(app, content.helpQuestions, { keyword: 'DEPOSIT' });
        expect(deposit.data.list.map((question) => question.id).sort()).toEqual([201, 203, 205, 206]);
        const chinese = await ask<List<HelpQuestionSummary>>(app, content.helpQuestions, { keyword: '密碼' }, 'zh-hk');
        expect(chinese.data.list.map((question) => question.id).sort()).toEqual([501, 502]);
        expect((await ask(app, content.helpQuestions, { keyword: '%' })).data).toEqual({ list: [], total: 0 });
        expect((await ask(app, content.helpQuestions, { keyword: '_' })).data).toEqual({ list: [], total: 0 });
        const inCatalog = await ask<List<HelpQuestionSummary>>(app, content.helpQuestions, { keyword: 'account', catalogId: 5 });
        expect(inCatalog.data.list.map((question) => question.id).sort()).toEqual([503, 506]);
      });

      it('answers a question with its catalog and related questions, by district', async () => {
        const { data } = await ask<HelpQuestion>(app, content.helpDetail, { id: 103 });
        expect(data).toMatchObject({ id: 103, catalogId: 1, catalog: { id: 1, title: 'Opening an account' }, isHot: false });
        expect(data.related.map((question) => question.id)).toEqual([101, 102, 104, 105, 106]);
        expect(data.answerHtml).toContain('United States');
        const mainland = await ask<HelpQuestion>(app, content.helpDetail, { id: 103 }, 'en', 'mainland');
        expect(mainland.data.answerHtml).toContain('Mainland residents');
        const hotline = await ask<HelpQuestion>(app, content.helpDetail, { id: 503 }, 'zh-cn', 'mainland');
        expect(hotline.data.answerHtml).toContain('400-120-6288');
      });

      it('says not found for unknown catalogs and questions and rejects bad input', async () => {
        expect(await ask(app, content.helpQuestions, { catalogId: 9 })).toMatchObject(notFound);
        expect(await ask(app, content.helpDetail, { id: 999 })).toMatchObject(notFound);
        expect(await ask(app, content.helpQuestions, { hot: 'yes' })).toMatchObject(invalid);
        expect(await ask(app, content.helpQuestions, { keyword: ' ' })).toMatchObject(invalid);
        expect(await ask(app, content.helpQuestions, { keyword: 'x'.repeat(51) })).toMatchObject(invalid);
        expect(await ask(app, content.helpCatalogs, { id: 1 })).toMatchObject(invalid);
      });
    });

    describe('download-forms', () => {
      it('pages the forms and narrows to a category', async () => {
        const first = await ask<List<DownloadForm>>(app, content.downloadForms);
        expect(first.data.total).toBe(14);
        expect(first.data.list).toHaveLength(10);
        const tax = await ask<List<DownloadForm>>(app, content.downloadForms, { category: 'tax' }, 'zh-hk');
        expect(tax.data.total).toBe(3);
        expect(tax.data.list[0]).toEqual({
          id: 5,
          category: 'tax',
          title: 'W-8BEN（個人美國稅務表格）',
          description: '證明你並非美國人士，用於美國預扣稅，有效期三個曆年。',
          fileName: 'w-8ben.pdf',
          fileSize: 214016,
          urlPath: '/files/forms/w-8ben.pdf',
          updatedAt: '2025-10-01',
        });
      });

      it('rejects an unknown category', async () => {
        expect(await ask(app, content.downloadForms, { category: 'insurance' })).toMatchObject(invalid);
      });
    });

    describe('branches', () => {
      it('lists the five branches with spec 9 hours and a map per district and language', async () => {
        const hk = await ask<List<Branch>>(app, content.branches, {}, 'zh-hk', 'hk');
        expect(hk.data.total).toBe(5);
        expect(hk.data.list.map((branch) => [branch.id, branch.name, branch.hoursWeekdays])).toEqual([
          ['a', '落馬洲分行', '星期一至六：9:00-18:00'],
          ['b', '西九龍分行', '星期一至六：9:00-18:00'],
          ['c', '尖沙咀分行', '星期一至六：10:00-21:00'],
          ['d', '銅鑼灣分行', '星期一至六：10:00-21:00'],
          ['e', '荃灣分行', '星期一至六：10:00-19:00'],
        ]);
        expect(hk.data.list[2]).toMatchObject({ hoursHolidays: '星期日及公眾假期：10:00-18:00', mapImage: '/images/branches/c-zh-hk.svg' });
        expect(hk.data.list[2].mapLink).toMatch(/^https:\/\/www\.google\.com\/maps\//);
        const mainland = await ask<List<Branch>>(app, content.branches, {}, 'en', 'mainland');
        expect(mainland.data.list[2].mapLink).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=/);
        expect(mainland.data.list[2].mapImage).toBe('/images/branches/c-en.svg');
      });
    });

    describe('info-page', () => {
      it('answers every information page in every language', async () => {
        for (const slug of INFO_PAGE_SLUGS) {
          for (const lang of ['en', 'zh-hk', 'zh-cn'] as const) {
            const { code, data } = await ask<InfoPage>(app, content.infoPage, { slug }, lang);
            expect({ slug, lang, code, sections: data.sections.length > 0 }).toEqual({ slug, lang, code: 0, sections: true });
          }
        }
      });

      it('gives the company profile its milestones, oldest first, and memberships in the request language; no other page has them', async () => {
        const en = await ask<InfoPage>(app, content.infoPage, { slug: 'company-profile' }, 'en');
        const zhHk = await ask<InfoPage>(app, content.infoPage, { slug: 'company-profile' }, 'zh-hk', 'mainland');
        const years = en.data.profile?.milestones.map((milestone) => milestone.year) ?? [];
        expect(years[0]).toBe('2012');
        expect([...years].sort()).toEqual(years);
        expect(en.data.profile?.milestones[0].title).toBe('Founded in Hong Kong');
        expect(zhHk.data.profile?.milestones[0].title).toBe('於香港成立');
        expect(en.data.profile?.memberships.map((membership) => membership.name)).toContain('Exchange Participant');
        const privacy = await ask<InfoPage>(app, content.infoPage, { slug: 'privacy' });
        expect(privacy.data).not.toHaveProperty('profile');
      });

      it('shows the district hotline on contact us', async () => {
        const hk = await ask<InfoPage>(app, content.infoPage, { slug: 'contact-us' }, 'zh-hk', 'hk');
        const mainland = await ask<InfoPage>(app, content.infoPage, { slug: 'contact-us' }, 'zh-cn', 'mainland');
        expect(hk.data.sections[0].html).toContain('(852) 3958 6200');
        expect(mainland.data.sections[0].html).toContain('400-120-6288');
      });

      it('says not found for an unknown page and rejects a malformed slug', async () => {
        expect(await ask(app, content.infoPage, { slug: 'careers' })).toMatchObject(notFound);
        expect(await ask(app, content.infoPage, { slug: '../privacy' })).toMatchObject(invalid);
      });
    });
  },
  pagesOnly,
);
