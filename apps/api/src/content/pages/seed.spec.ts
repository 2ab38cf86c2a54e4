import { contentEndpoints as content, type PageText } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../testing/test-app';
import { seedPages } from './seed';
import { toCount } from '../shared';
import { ask, pagesOnly } from './spec-support';
import type { PageTables } from './tables';

const PAGE_TABLES: (keyof PageTables)[] = [
  'page_text',
  'page_meta',
  'page_base_config',
  'page_fee_plan',
  'page_quote_service',
  'page_product',
  'page_article',
  'page_special_column',
  'page_blog_tag',
  'page_news_stock',
  'page_help_catalog',
  'page_help_question',
  'page_download_form',
  'page_branch',
  'page_info',
];

describeEachDatabase(
  'page content: seed',
  (getApp) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
    });

    /** Rows per table and district/language, e.g. { page_text: { 'hk/en': 120, ... } }. */
    const rowCounts = async () => {
      const counts: Record<string, Record<string, number>> = {};
      for (const table of PAGE_TABLES) {
        const rows = await app.db
          .selectFrom(table)
          .select((eb) => ['district', 'lang', eb.fn.countAll().as('count')])
          .groupBy(['district', 'lang'])
          .execute();
        counts[table] = Object.fromEntries(rows.map((row) => [`${row.district}/${row.lang}`, toCount(row.count)]));
      }
      return counts;
    };

    it('fills every table for both districts and all three languages alike', async () => {
      const counts = await rowCounts();
      for (const [table, byLocale] of Object.entries(counts)) {
        expect({ table, locales: Object.keys(byLocale).sort() }).toEqual({ table, locales: ['hk/en', 'hk/zh-cn', 'hk/zh-hk', 'mainland/en', 'mainland/zh-cn', 'mainland/zh-hk'] });
        expect({ table, sizes: new Set(Object.values(byLocale)).size }).toEqual({ table, sizes: 1 });
      }
    });

    it('can run again without duplicating rows', async () => {
      const before = await rowCounts();
      await seedPages(app.db);
      await seedPages(app.db);
      expect(await rowCounts()).toEqual(before);
    });

    it('keeps edited content and restores deleted rows', async () => {
      await app.db
        .updateTable('page_text')
        .set({ text: 'Edited by the content team' })
        .where('page', '=', 'home')
        .where('text_id', '=', 'hero.title')
        .where('district', '=', 'hk')
        .where('lang', '=', 'en')
        .execute();
      await app.db.deleteFrom('page_text').where('page', '=', 'home').where('text_id', '=', 'hero.subtitle').where('district', '=', 'hk').where('lang', '=', 'en').execute();

      await seedPages(app.db);

      const { data } = await ask<PageText>(app, content.pageText, { page: 'home' });
      expect(data.contentI18n['hero.title']).toBe('Edited by the content team');
      expect(data.contentI18n['hero.subtitle']).toMatch(/^Licensed by the SFC since 2012\./);
    });
  },
  pagesOnly,
);
