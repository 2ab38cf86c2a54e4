import {
  BASE_CONFIG,
  BLOG_POSTS,
  BLOG_TAGS,
  BRANCHES,
  DOWNLOAD_FORMS,
  HELP_CATALOGS,
  HELP_QUESTIONS,
  INFO_PAGES,
  MEAL_PLANS,
  MEDIA_RELEASES,
  NEWS_FLASH,
  NEWS_STOCKS,
  PAGE_META,
  PAGE_TEXTS,
  PRODUCTS,
  QUOTE_SERVICES,
  SEED_DISTRICTS,
  SEED_LANGS,
  SPECIAL_ARTICLES,
  SPECIAL_COLUMNS,
  STOCK_NEWS,
  collectTexts,
} from '@brokerage/seed/pages';
import { PRODUCT_SLUGS } from '@brokerage/contracts';
import { buildPageRows } from './seed';

const SEED = {
  BASE_CONFIG,
  BLOG_POSTS,
  BLOG_TAGS,
  BRANCHES,
  DOWNLOAD_FORMS,
  HELP_CATALOGS,
  HELP_QUESTIONS,
  INFO_PAGES,
  MEAL_PLANS,
  MEDIA_RELEASES,
  NEWS_FLASH,
  NEWS_STOCKS,
  PAGE_META,
  PAGE_TEXTS,
  PRODUCTS,
  QUOTE_SERVICES,
  SPECIAL_ARTICLES,
  SPECIAL_COLUMNS,
  STOCK_NEWS,
};
const texts = Object.entries(SEED).flatMap(([name, value]) => collectTexts(value, name));
/** Texts people read, as opposed to per-language paths and URLs. */
const prose = texts.filter(({ text }) => !/^(\/|https?:)/.test(text.en));

const CJK = /[\u3400-\u9fff]/;
// Common characters that exist in only one script: a simplified one in zh-hk (or the reverse) is a copy-paste slip.
const SIMPLIFIED_ONLY = /[们个为资证与国说这会来时户账开关费价际应产务场业点电号码买卖从发对经济实现体将长门问间动机联网页选择变还让认识护险优专属请盘额币]/;
const TRADITIONAL_ONLY = /[們個為資證與國說這會來時戶帳賬開關費價際應產務場業點電號碼買賣從發對經濟實現體將長門問間動機聯網頁選擇變還讓認識護險優專屬請盤額幣]/;
const PLACEHOLDER = /lorem|ipsum|placeholder|\bsample\b|\bTODO\b|\bTBD\b|xxx/i;

describe('page-content seed data', () => {
  it('has thousands of texts to check', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it.each(SEED_LANGS)('has every text non-empty in %s', (lang) => {
    const empty = texts.filter(({ text }) => text[lang].trim() === '').map(({ path }) => path);
    expect(empty).toEqual([]);
  });

  it('writes English without Chinese characters, and Chinese unless the term is the same in every language', () => {
    const wrong = prose
      .filter(({ text }) => CJK.test(text.en) || (!CJK.test(text['zh-hk']) && text['zh-hk'] !== text.en) || (!CJK.test(text['zh-cn']) && text['zh-cn'] !== text.en))
      .map(({ path }) => path);
    expect(wrong).toEqual([]);
  });

  it('keeps traditional characters out of zh-cn and simplified ones out of zh-hk', () => {
    const mixed = texts
      .filter(({ text }) => SIMPLIFIED_ONLY.test(text['zh-hk']) || TRADITIONAL_ONLY.test(text['zh-cn']))
      .map(({ path, text }) => `${path}: ${text['zh-hk'].match(SIMPLIFIED_ONLY)?.[0] ?? ''}${text['zh-cn'].match(TRADITIONAL_ONLY)?.[0] ?? ''}`);
    expect(mixed).toEqual([]);
  });

  it('contains no placeholder wording', () => {
    const found = texts.filter(({ text }) => PLACEHOLDER.test(text.en)).map(({ path }) => path);
    expect(found).toEqual([]);
  });

  it('has the counts the content pages need', () => {
    expect(MEAL_PLANS).toHaveLength(4);
    expect(PRODUCTS.map((product) => product.slug).sort()).toEqual([...PRODUCT_SLUGS].sort());
    expect(HELP_CATALOGS).toHaveLength(5);
    expect(HELP_QUESTIONS).toHaveLength(30);
    expect(BLOG_TAGS).toHaveLength(4);
    expect(BLOG_POSTS).toHaveLength(12);
    expect(new Set(BLOG_POSTS.map((post) => post.group)).size).toBe(4);
    expect(BRANCHES.map((branch) => branch.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(new Set(NEWS_FLASH.map((item) => item.group))).toEqual(new Set(['hk', 'us', 'a']));
    expect(NEWS_STOCKS.every((stock) => STOCK_NEWS.some((item) => item.group === stock.code))).toBe(true);
    expect(new Set(MEDIA_RELEASES.map((item) => item.publishedAt.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    expect(PAGE_TEXTS['home']).toHaveProperty(['hero.title']);
  });

  it('never reuses an id within a table', () => {
    const ids = (values: { id: number | string }[]) => values.map((value) => value.id);
    const articles = [...MEDIA_RELEASES, ...SPECIAL_ARTICLES, ...NEWS_FLASH, ...STOCK_NEWS, ...BLOG_POSTS];
    for (const list of [ids(articles), ids(HELP_QUESTIONS), ids(DOWNLOAD_FORMS), ids(MEAL_PLANS), ids(QUOTE_SERVICES), PAGE_META.map((meta) => meta.page)]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('gives spec 9 hours to the five branches', () => {
    const rows = buildPageRows('hk', 'en').page_branch;
    const hours = Object.fromEntries(rows.map((row) => [row.name, row.hours_weekdays]));
    expect(hours).toEqual({
      'Lok Ma Chau Branch': 'Mon-Sat: 9:00-18:00',
      'West Kowloon Branch': 'Mon-Sat: 9:00-18:00',
      'Tsim Sha Tsui Branch': 'Mon-Sat: 10:00-21:00',
      'Causeway Bay Branch': 'Mon-Sat: 10:00-21:00',
      'Tsuen Wan Branch': 'Mon-Sat: 10:00-19:00',
    });
    expect(new Set(rows.map((row) => row.hours_holidays))).toEqual(new Set(['Sun & public holidays: 10:00-18:00']));
  });

  it.each(SEED_DISTRICTS)('builds rows for %s in every language with every text column filled', (district) => {
    for (const lang of SEED_LANGS) {
      const rows = buildPageRows(district, lang);
      for (const [table, tableRows] of Object.entries(rows)) {
        expect(tableRows.length).toBeGreaterThan(0);
        for (const row of tableRows as Record<string, unknown>[]) {
          for (const [column, value] of Object.entries(row)) {
            // Flash items and stock notes have no cover image, media has no group, meta windows are open-ended.
            if (['cover_image', 'group_key', 'valid_from', 'valid_to'].includes(column)) continue;
            if (typeof value === 'string') expect({ table, column, empty: value.trim() === '' }).toEqual({ table, column, empty: false });
          }
        }
      }
    }
  });
});
