import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { books, events, newsItems, promotions, protocols, talks, talkTags } from '@brokerage/seed/official';
import * as pages from '@brokerage/seed/pages';
import { BASE_CONFIG, BOND_MINIMUM, collectTexts, MEAL_PLANS, PRODUCTS, resolve, SEED_LANGS, type L, type SeedLang } from '@brokerage/seed/pages';

/**
 * One truth per fact (issue 25 items 11 and 12): a fact the site shows on several pages is stated
 * in one place of the content, and nothing else in the content or the UI catalogs says otherwise.
 * These tests read every seeded text (page content and official content, all three languages) and
 * every catalog message.
 */

const CATALOG_DIR = join(__dirname, '../../../../../libs/i18n/src/locales');

/** Every msgstr of the catalogs of one language, with its msgid. */
const catalogMessages = (lang: SeedLang): { id: string; text: string }[] =>
  readdirSync(join(CATALOG_DIR, lang))
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) =>
      [...readFileSync(join(CATALOG_DIR, lang, file), 'utf8').matchAll(/^msgid "(.*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)].map(([, id, text]) => ({ id: `${lang}/${file}:${id}`, text })),
    );

const official = { books, events, newsItems, promotions, protocols, talks, talkTags };
const seedTexts = [...Object.entries(pages).flatMap(([name, value]) => collectTexts(value, name)), ...Object.entries(official).flatMap(([name, value]) => collectTexts(value, name))];
/** Every text of one language, seeded or in a catalog, with where it comes from. */
const textsIn = (lang: SeedLang) => [...seedTexts.map(({ path, text }) => ({ id: path, text: text[lang] })), ...catalogMessages(lang)];

describe('one truth per fact', () => {
  it('reads thousands of texts', () => {
    for (const lang of SEED_LANGS) expect(textsIn(lang).length).toBeGreaterThan(2500);
  });

  it('gives the Open API review time one value: the base config sentence, which every page shows, and any text that repeats it', () => {
    const reviewTime = (lang: SeedLang) => resolve(BASE_CONFIG, 'hk', lang).openApiReviewTime ?? '';
    expect(reviewTime('en')).toBe('We review applications within three working days.');
    // The duration a text gives for reviewing an API application: 'three' of 'within three working days', '三' of '三個工作天內審批'.
    const durations: Record<SeedLang, RegExp> = {
      en: /(?:review|approv)[^.]*within (\w+) (?:working|business) days?|within (\w+) (?:working|business) days?[^.]*(?:review|approv)/i,
      'zh-hk': /(\S)個(?:工作天|營業日)內[^。]*(?:審批|審核)|(?:審批|審核)[^。]*?(\S)個(?:工作天|營業日)/,
      'zh-cn': /(\S)个(?:工作日|营业日)内[^。]*(?:审批|审核)|(?:审批|审核)[^。]*?(\S)个(?:工作日|营业日)/,
    };
    const durationOf = (lang: SeedLang, text: string) => {
      const match = durations[lang].exec(text);
      return match && (match[1] ?? match[2]);
    };
    for (const lang of SEED_LANGS) {
      const official = durationOf(lang, reviewTime(lang));
      expect(official).toBeTruthy();
      const aboutTheApi = textsIn(lang).filter(({ text }) => /API/.test(text) && durationOf(lang, text));
      expect(aboutTheApi.filter(({ text }) => durationOf(lang, text) !== official)).toEqual([]);
    }
  });

  it('gives the bond minimum one value: the bonds page, news, talks and events all say US$1,000', () => {
    const bonds = PRODUCTS.find((product) => product.slug === 'bonds');
    expect(BOND_MINIMUM).toBe('US$1,000');
    expect(JSON.stringify(bonds)).toContain(BOND_MINIMUM);
    // Any text about bonds that names a starting amount names this one.
    const amounts = SEED_LANGS.flatMap((lang) =>
      seedTexts
        .map(({ path, text }) => ({ path, text: text[lang] }))
        .filter(({ text }) => /bond|債券|债券/i.test(text))
        .flatMap(({ path, text }) => [...text.matchAll(/(?:from|minimum of|低至|最低)\s*(US\$[\d,]+)|(US\$[\d,]+)\s*起/g)].map((match) => ({ path, amount: match[1] ?? match[2] }))),
    );
    expect(amounts.length).toBeGreaterThanOrEqual(4);
    expect(amounts.filter(({ amount }) => amount !== BOND_MINIMUM)).toEqual([]);
  });

  it('gives the product pages the default fee plan’s rates: HK commission, US minimum, options per contract', () => {
    const plan = resolve(MEAL_PLANS.find((entry) => entry.isDefault), 'hk', 'en');
    const rule = (market: string, key: string, options = false) => {
      const table = plan?.tables.find((entry) => entry.market === market);
      return (options ? table?.options?.rates : table?.rates)?.charges.find((charge) => charge.key === key);
    };
    const figures = (slug: string) => PRODUCTS.filter((product) => product.slug === slug).flatMap((product) => resolve(product, 'hk', 'en').highlights);
    const hkCommission = rule('hk-stocks', 'commission');
    const usCommission = rule('us-stocks', 'commission');
    const optionsCommission = rule('us-stocks', 'options-commission', true);
    if (hkCommission?.basis !== 'value' || usCommission?.basis !== 'shares' || optionsCommission?.basis !== 'shares') throw new Error('the default plan lost a commission rule');
    expect(figures('hk-stocks')).toContainEqual({ value: `${hkCommission.percent}%`, label: `commission, min. HK$${hkCommission.min}` });
    expect(figures('us-stocks')).toContainEqual({ value: `US$${usCommission.min}`, label: 'minimum commission per order' });
    expect(figures('us-share-option')).toContainEqual({ value: `US$${optionsCommission.perShare}`, label: 'commission per contract' });
  });

  it('spells 帳戶 in Hong Kong Chinese and 账户 in simplified Chinese, in the content and the UI', () => {
    expect(textsIn('zh-hk').filter(({ text }) => /賬戶|账户|帐户/.test(text))).toEqual([]);
    expect(textsIn('zh-cn').filter(({ text }) => /帳戶|賬戶|帐户/.test(text))).toEqual([]);
    expect(textsIn('zh-hk').some(({ text }) => text.includes('帳戶'))).toBe(true);
  });

  it('translates the product tiles: a figure written once for every language holds no English word', () => {
    // As authored: a figure is either one string for every language or a text per language.
    const highlightsOf = (slug: string) => (PRODUCTS.find((product) => product.slug === slug)?.highlights ?? []) as readonly { value: string | L }[];
    const figures = PRODUCTS.flatMap((product) => highlightsOf(product.slug).map((highlight) => ({ product: product.slug, value: highlight.value })));
    expect(figures.filter(({ value }) => typeof value === 'string' && /[a-z]{2,}/.test(value))).toEqual([]);
    expect(highlightsOf('margin-account').map((highlight) => resolve(highlight.value, 'hk', 'zh-hk'))).toContain('每日');
  });
});
