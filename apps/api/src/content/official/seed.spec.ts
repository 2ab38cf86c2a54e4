import { NEWS_CATEGORIES, PROTOCOL_TYPES } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { books, countryAreas, events, newsItems, promotions, protocols, talks, talkTags } from '@brokerage/seed/official';
import { describeEachDatabase } from '../../testing/test-app';
import { seedOfficialContent } from './seed';
import { officialOnly } from './spec-support';
import type { OfficialTables } from './tables';

const TABLES = [
  'official_activity',
  'official_activity_i18n',
  'official_talk_tag',
  'official_talk',
  'official_talk_i18n',
  'official_talk_registration',
  'official_news',
  'official_news_i18n',
  'official_parse_data',
  'official_country_area',
  'official_protocol',
  'official_book_type',
  'official_book',
  'official_book_i18n',
] as const satisfies readonly (keyof OfficialTables)[];

describeEachDatabase(
  'official content seed',
  (getApp) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = getApp();
    });

    /** Every row of every official table, in a stable order, as one comparable value. */
    const snapshot = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of TABLES) {
        const rows = await app.db.selectFrom(table).selectAll().execute();
        tables[table] = rows.map((row) => JSON.stringify(row)).sort();
      }
      return tables;
    };

    it('seeds every language for every item', async () => {
      const count = async (table: (typeof TABLES)[number]) =>
        Number((await app.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      const activities = promotions.length + events.length;
      expect(await count('official_activity')).toBe(activities);
      expect(await count('official_activity_i18n')).toBe(activities * 3);
      expect(await count('official_talk_i18n')).toBe(talks.length * 3);
      expect(await count('official_talk_tag')).toBe(talkTags.length * 3);
      expect(await count('official_news_i18n')).toBe(newsItems.length * 3);
      expect(await count('official_protocol')).toBe(protocols.length * 3);
      expect(await count('official_book_i18n')).toBe(books.length * 3);
      expect(await count('official_country_area')).toBe(countryAreas.length);
      expect(await count('official_talk_registration')).toBe(0);
    });

    it('is idempotent: a second and third run change nothing', async () => {
      const before = await snapshot();
      await seedOfficialContent(app.db, { calendarShiftMs: 0 });
      await seedOfficialContent(app.db, { calendarShiftMs: 0 });
      expect(await snapshot()).toEqual(before);
    });

    it('keeps editors’ changes and registrations when it runs again', async () => {
      await app.db.updateTable('official_news_i18n').set({ title: 'Edited headline' }).where('news_id', '=', 401).where('lang', '=', 'en').execute();
      await app.db
        .insertInto('official_talk_registration')
        .values({
          id: '3f1e6a52-2c1b-4b7e-9a55-6d2f0d1c9b11',
          talk_id: 302,
          area_code: '852',
          phone_number: '91234567',
          name: 'Lee Siu Ming',
          email: null,
          user_uuid: null,
          district: 'hk',
          lang: 'zh-hk',
          created_at: '2026-11-20T02:00:00.000Z',
        })
        .execute();
      await seedOfficialContent(app.db, { calendarShiftMs: 0 });
      const news = await app.db.selectFrom('official_news_i18n').select('title').where('news_id', '=', 401).where('lang', '=', 'en').executeTakeFirstOrThrow();
      expect(news.title).toBe('Edited headline');
      expect(await app.db.selectFrom('official_talk_registration').select('name').execute()).toEqual([{ name: 'Lee Siu Ming' }]);
    });
  },
  officialOnly,
);

describe('official seed data', () => {
  const visibleTo = (district: 'hk' | 'mainland') => (item: { district: string }) => item.district === district || item.district === 'all';
  const published = <T extends { published?: boolean }>(items: T[]) => items.filter((item) => item.published !== false);

  it.each(['hk', 'mainland'] as const)('gives the %s site enough content to page through', (district) => {
    const promos = published(promotions).filter(visibleTo(district));
    expect(promos.length).toBeGreaterThanOrEqual(15);
    expect(new Set(promos.map((promo) => promo.tab))).toEqual(new Set(['welcome-offer', 'referral-offer', 'funds-promo', 'other-promo']));
    expect(events.filter(visibleTo(district)).length).toBeGreaterThanOrEqual(12);
    expect(talks.filter(visibleTo(district)).length).toBeGreaterThanOrEqual(10);
    const news = published(newsItems).filter(visibleTo(district));
    expect(news.length).toBeGreaterThanOrEqual(25);
    expect(new Set(news.map((item) => item.publishedAt.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
    expect(books.filter(visibleTo(district)).length).toBeGreaterThanOrEqual(6);
  });

  it('uses unique ids and known codes', () => {
    const activityIds = [...promotions, ...events].map((item) => item.id);
    expect(new Set(activityIds).size).toBe(activityIds.length);
    expect(new Set(newsItems.map((item) => item.id)).size).toBe(newsItems.length);
    expect(new Set(talks.map((talk) => talk.id)).size).toBe(talks.length);
    expect(new Set(countryAreas.map((area) => area.iso)).size).toBe(countryAreas.length);
    expect(newsItems.every((item) => (NEWS_CATEGORIES as readonly string[]).includes(item.category))).toBe(true);
    expect(new Set(protocols.map((protocol) => protocol.type))).toEqual(new Set(PROTOCOL_TYPES));
    const tagCodes = new Set(talkTags.map((tag) => tag.code));
    expect(talks.every((talk) => tagCodes.has(talk.tag))).toBe(true);
    expect(countryAreas.filter((area) => area.group === 'common').map((area) => area.callingCode)).toEqual(['86', '852', '853', '886', '65']);
  });

  it('writes every text in all three languages, Chinese ones in Chinese', () => {
    const texts = [...promotions, ...events, ...newsItems, ...talks].flatMap((item) => [item.title, item.summary, ...item.body]);
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text['zh-hk']).toMatch(/[\u4e00-\u9fff]/);
      expect(text['zh-cn']).toMatch(/[\u4e00-\u9fff]/);
      expect(`${text.en} ${text['zh-hk']} ${text['zh-cn']}`).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
    }
  });
});
