import { CODES, messageFor, searchEndpoints, type District, type Lang, type SearchResult } from '@brokerage/contracts';
import { SEED_REFERENCE_TIME } from '@brokerage/seed/official';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { call, countCodes } from '../../testing/call';
import { describeEachDatabase, siteHeaders } from '../../testing/test-app';
import { SEARCH_LIMIT } from './search';

/** A fresh network per call, so the per-network limit only counts where a test means it to. */
let network = 0;
const freshIp = () => `198.51.${Math.floor(++network / 250) % 250}.${(network % 250) + 1}`;

describeEachDatabase('site search', (getApp, context) => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = getApp();
    context().clock.set(SEED_REFERENCE_TIME);
  });

  const search = (query: Record<string, string | number>, lang: Lang = 'en', district: District = 'hk', ip = freshIp()) =>
    call<SearchResult>(app, searchEndpoints.search, { query, headers: siteHeaders(lang, district), remoteAddress: ip });
  const paths = (result: { data: SearchResult }) => result.data.list.map((hit) => hit.path);
  const run = (statement: string) => sql.raw(statement).execute(app.db);

  describe('finding seeded content in each language', () => {
    it('finds English help answers, fees and more for an English query, with the query marked', async () => {
      const deposit = await search({ q: 'deposit' });
      expect(deposit).toMatchObject({ status: 200, code: 0 });
      expect(paths(deposit)).toEqual(expect.arrayContaining(['help-centre/2/detail/201']));
      expect(deposit.data.list[0]?.titleHtml).toMatch(/<mark>deposit<\/mark>/i);
      const stampDuty = await search({ q: 'stamp duty', limit: 20 });
      expect(stampDuty.data.list.map((hit) => hit.kind)).toContain('fee');
      expect(stampDuty.data.list.every((hit) => /stamp/i.test(hit.title + hit.snippetHtml))).toBe(true);
    });

    it('finds traditional Chinese content for a zh-hk query and simplified for a zh-cn one, two-character words included', async () => {
      const hk = await search({ q: '開戶' }, 'zh-hk');
      expect(paths(hk)).toContain('help-centre/1/detail/101');
      expect(hk.data.list[0]?.titleHtml).toContain('<mark>開戶</mark>');
      const cn = await search({ q: '开户 文件' }, 'zh-cn', 'mainland');
      expect(paths(cn)[0]).toBe('help-centre/1/detail/101');
      expect(cn.data.list[0]?.title).toBe('开户需要什么文件？');
    });

    it('finds content typed in the other script: 帐户 on the zh-hk site finds 帳戶, 開戶 on the zh-cn site finds 开户', async () => {
      const simplifiedOnHk = await search({ q: '帐户' }, 'zh-hk');
      expect(simplifiedOnHk.data.total).toBeGreaterThan(0);
      expect(simplifiedOnHk.data.list.every((hit) => (hit.titleHtml + hit.snippetHtml).includes('<mark>帳戶</mark>'))).toBe(true);
      const traditionalOnCn = await search({ q: '開戶' }, 'zh-cn', 'mainland');
      expect(paths(traditionalOnCn)).toContain('help-centre/1/detail/101');
      expect(traditionalOnCn.data.list[0]?.titleHtml).toContain('<mark>开户</mark>');
    });

    it('ranks an exact title match first, then words in the title, then how often they occur, then the newest', async () => {
      const article = (id: number, title: string, body: string, publishedAt: string) =>
        run(
          `INSERT INTO page_article (id, channel, group_key, district, lang, title, summary, body_html, source, author, cover_image, published_at) VALUES (${id}, 'blog', '1', 'hk', 'en', '${title}', '', '${body}', '', '', '', '${publishedAt}')`,
        );
      await article(990011, 'Capybara guide', '<p>capybara capybara capybara capybara</p>', '2026-01-01T00:00:00.000Z');
      await article(990012, 'Capybara', '<p>Once.</p>', '2025-01-01T00:00:00.000Z');
      await article(990013, 'Rodents', '<p>capybara capybara capybara capybara</p>', '2026-02-01T00:00:00.000Z');
      await article(990014, 'More rodents', '<p>capybara</p>', '2026-03-01T00:00:00.000Z');
      await article(990015, 'Other rodents', '<p>capybara</p>', '2026-04-01T00:00:00.000Z');
      expect(paths(await search({ q: 'capybara' }))).toEqual(['blog/detail/990012', 'blog/detail/990011', 'blog/detail/990013', 'blog/detail/990015', 'blog/detail/990014']);
      await run('DELETE FROM page_article WHERE id BETWEEN 990011 AND 990015');

      const phrase = await search({ q: 'open an account' }, 'en', 'mainland');
      expect(phrase.data.list[0]?.title).toMatch(/open an account/i);
      const seeded = await search({ q: 'Who can open an account?' });
      expect(seeded.data.list[0]?.path).toBe('help-centre/1/detail/103');
      expect((await search({ q: '誰可以開戶' }, 'zh-hk')).data.list[0]?.title).toBe('誰可以開戶？');
    });

    it('filters by kind and still counts every kind for the filters', async () => {
      const all = await search({ q: 'account', limit: 20 });
      expect(all.data.kinds.length).toBeGreaterThan(1);
      const help = await search({ q: 'account', kind: 'help', limit: 20 });
      expect(help.data.list.every((hit) => hit.kind === 'help')).toBe(true);
      expect(help.data.total).toBe(all.data.kinds.find((entry) => entry.kind === 'help')?.count);
      expect(help.data.kinds).toEqual(all.data.kinds);
      const page2 = await search({ q: 'account', kind: 'help', limit: 5, offset: 5 });
      expect(paths(page2)).toEqual(paths(help).slice(5, 10));
    });
  });

  describe('only published content of the district and language, kept current as content changes', () => {
    it('never finds a draft or a scheduled item, finds it once published, and forgets it once deleted', async () => {
      const now = SEED_REFERENCE_TIME;
      await run(`INSERT INTO official_news (id, district, year, category, cover_image, published, published_at) VALUES (990001, 'all', 2026, 'company', '', 0, '2026-01-01T00:00:00.000Z')`);
      await run(`INSERT INTO official_news_i18n (news_id, lang, title, summary, content_html, source) VALUES (990001, 'en', 'Quokka draft announcement', 'Not yet', '<p>quokka</p>', '')`);
      await run(`INSERT INTO official_news (id, district, year, category, cover_image, published, published_at) VALUES (990002, 'all', 2026, 'company', '', 1, '${new Date(now + 86_400_000).toISOString()}')`);
      await run(`INSERT INTO official_news_i18n (news_id, lang, title, summary, content_html, source) VALUES (990002, 'en', 'Quokka scheduled announcement', 'Tomorrow', '<p>quokka</p>', '')`);
      expect((await search({ q: 'quokka' })).data).toEqual({ list: [], total: 0, kinds: [] });

      await run(`UPDATE official_news SET published = 1 WHERE id = 990001`);
      const published = await search({ q: 'quokka' });
      expect(published.data.list).toEqual([expect.objectContaining({ kind: 'news', title: 'Quokka draft announcement', path: 'news-detail/990001', date: '2026-01-01T00:00:00.000Z' })]);
      expect((await search({ q: 'quokka' }, 'zh-hk')).data.total).toBe(0);

      await run(`UPDATE official_news_i18n SET title = 'Wombat announcement' WHERE news_id = 990001`);
      expect((await search({ q: 'quokka' })).data.list[0]?.title).toBe('Wombat announcement');
      await run(`DELETE FROM official_news_i18n WHERE news_id IN (990001, 990002)`);
      await run(`DELETE FROM official_news WHERE id IN (990001, 990002)`);
      expect((await search({ q: 'quokka' })).data.total).toBe(0);
    });

    it('finds a district’s own page content on that district only', async () => {
      await run(
        `INSERT INTO page_help_question (id, catalog_id, district, lang, sort, question, answer_html, is_hot) VALUES (990003, 1, 'mainland', 'en', 99, 'Platypus question', '<p>Only on the mainland site</p>', 0)`,
      );
      expect(paths(await search({ q: 'platypus' }, 'en', 'mainland'))).toEqual(['help-centre/1/detail/990003']);
      expect((await search({ q: 'platypus' }, 'en', 'hk')).data.total).toBe(0);
      await run(`DELETE FROM page_help_question WHERE id = 990003`);
      expect((await search({ q: 'platypus' }, 'en', 'mainland')).data.total).toBe(0);
    });

    it('matches the visible text, escapes it in the snippet, and never finds a word that is only markup', async () => {
      await run(
        `INSERT INTO page_help_question (id, catalog_id, district, lang, sort, question, answer_html, is_hot) VALUES (990004, 1, 'hk', 'en', 99, 'Axolotl <img src=x onerror=alert(1)>', '<p class="marmoset">Axolotl &amp; <script>alert(1)</script> 5 &lt; 6</p>', 0)`,
      );
      const [hit] = (await search({ q: 'axolotl' })).data.list;
      expect(hit?.titleHtml).toBe('<mark>Axolotl</mark> &lt;img src=x onerror=alert(1)&gt;');
      expect(hit?.snippetHtml).toBe('<mark>Axolotl</mark> &amp; 5 &lt; 6');
      expect((await search({ q: 'marmoset' })).data.total).toBe(0);
      await run(`DELETE FROM page_help_question WHERE id = 990004`);
    });
  });

  describe('bad input', () => {
    it.each([
      ['no query', {}],
      ['an empty query', { q: '' }],
      ['only spaces', { q: '   ' }],
      ['101 characters', { q: 'a'.repeat(101) }],
      ['an unknown kind', { q: 'account', kind: 'secrets' }],
      ['a negative offset', { q: 'account', offset: -1 }],
      ['an unknown parameter', { q: 'account', sort: 'title' }],
    ])('answers %s with INVALID_INPUT and says which field', async (_label, query) => {
      const result = await search(query as Record<string, string>);
      expect(result).toMatchObject({ status: 400, code: CODES.INVALID_INPUT });
      expect(result.msg).toBeTruthy();
    });

    it.each([
      '"',
      '"deposit',
      'deposit*',
      '*',
      'deposit NEAR account',
      'NEAR(deposit account)',
      '-deposit',
      '(deposit',
      'deposit) OR (1',
      "'; DROP TABLE search_document; --",
      'deposit" OR "1"="1',
      '% _ \\',
      '😀📈',
      '📈 deposit',
      'a'.repeat(100),
    ])('answers %j as text, with an envelope and no server error', async (q) => {
      const result = await search({ q });
      expect(result).toMatchObject({ status: 200, code: 0 });
      expect(Array.isArray(result.data.list)).toBe(true);
    });

    it('searches operator-laden queries for their words', async () => {
      const plain = await search({ q: 'deposit' });
      expect((await search({ q: '"deposit*' })).data.total).toBe(plain.data.total);
      expect((await search({ q: '(deposit)' })).data.total).toBe(plain.data.total);
      expect((await search({ q: '% _' })).data.total).toBe(0);
      expect((await search({ q: "'; DROP TABLE search_document; --" })).data.total).toBe(0);
      expect((await search({ q: 'deposit' })).data.total).toBe(plain.data.total);
    });
  });

  it(`lets a network search ${SEARCH_LIMIT.max} times a minute, counted exactly under parallel requests, other networks unaffected`, async () => {
    const ip = '203.0.113.77';
    const results = await Promise.all(Array.from({ length: SEARCH_LIMIT.max + 15 }, () => search({ q: 'fund' }, 'en', 'hk', ip)));
    expect(countCodes(results)).toEqual({ [CODES.OK]: SEARCH_LIMIT.max, [CODES.TOO_MANY_REQUESTS]: 15 });
    expect(results.find((result) => result.code === CODES.TOO_MANY_REQUESTS)?.msg).toBe(messageFor(CODES.TOO_MANY_REQUESTS, 'en'));
    expect((await search({ q: 'fund' }, 'en', 'hk', '203.0.113.78')).code).toBe(CODES.OK);
    context().clock.advance(SEARCH_LIMIT.windowMs);
    expect((await search({ q: 'fund' }, 'en', 'hk', ip)).code).toBe(CODES.OK);
  });
});
