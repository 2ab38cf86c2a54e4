import type { Lang } from '@brokerage/domain';
import type { BlogPostCard } from './blog-card';
import type { BlogListData } from './blog-list-page';
import type { BlogPost } from './blog-detail-page';
import type { BookCardData } from './book-card';
import type { BookDetail } from './book-detail-page';
import type { BookListData } from './book-list-page';
import type { RelatedArticle } from '../shared/related-articles';

type Texts = Record<Lang, string>;
const t = (en: string, zhHk: string, zhCn: string): Texts => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const TAGS = [
  { id: 1, name: t('Market views', '市場觀點', '市场观点') },
  { id: 2, name: t('Product guides', '產品指南', '产品指南') },
  { id: 3, name: t('Personal finance', '理財規劃', '理财规划') },
];

const POSTS = [
  {
    id: 5001,
    tagId: 1,
    date: '2026-11-16',
    title: t('Year-end outlook: three questions for 2027', '年終展望：2027年的三個問題', '年终展望：2027年的三个问题'),
    summary: t(
      'Rates, earnings and the Hong Kong listing pipeline will shape returns next year, and we explain what each of them could mean for a portfolio that has become concentrated after two strong years for a few sectors, and which simple checks help you decide whether to rebalance.',
      '利率、企業盈利及香港上市步伐將左右明年的回報，我們逐一分析它們對經歷兩年個別行業強勢後變得集中的投資組合有何影響，以及你可以如何檢視自己的持倉。',
      '利率、企业盈利及香港上市步伐将左右明年的回报，我们逐一分析它们对经历两年个别行业强势后变得集中的投资组合有何影响，以及你可以如何检视自己的持仓。',
    ),
    author: t('Harbourfront Research', '港灣研究部', '港湾研究部'),
  },
  {
    id: 5004,
    tagId: 2,
    date: '2026-10-20',
    title: t('Fractional shares: own a slice of a US stock', '碎股交易：擁有美股的一小部分', '碎股交易：拥有美股的一小部分'),
    summary: t('Start with as little as one US dollar.', '最低一美元起投資。', '最低一美元起投资。'),
    author: t('Product Team', '產品團隊', '产品团队'),
  },
  {
    id: 5007,
    tagId: 3,
    date: '2026-09-02',
    title: t('A budget that survives a market fall', '經得起跌市的預算', '经得起跌市的预算'),
    summary: t('Emergency funds first, then investing.', '先儲備應急錢，再投資。', '先储备应急钱，再投资。'),
    author: t('Investor Education Team', '投資者教育團隊', '投资者教育团队'),
  },
];

export const fixtureBlogTags = (lang: Lang) => TAGS.map((tag) => ({ id: tag.id, name: tag.name[lang] }));

export const fixtureBlogPosts = (lang: Lang): BlogPostCard[] =>
  POSTS.map((post) => ({ id: post.id, tagId: post.tagId, date: post.date, title: post.title[lang], summary: post.summary[lang], author: post.author[lang], coverImage: `/images/blog/${post.id}.svg` }));

export const fixtureBlogList = (lang: Lang, overrides: Partial<BlogListData> = {}): BlogListData => ({
  title: t('Harbourfront blog', '港灣博客', '港湾博客')[lang],
  intro: t('Market thinking, product guides and stories from our team.', '市場觀點、產品指南及團隊故事。', '市场观点、产品指南及团队故事。')[lang],
  allLabel: t('All', '全部', '全部')[lang],
  tags: fixtureBlogTags(lang),
  tagId: null,
  posts: fixtureBlogPosts(lang),
  page: 1,
  pageCount: 1,
  ...overrides,
});

export const fixtureBlogPost = (lang: Lang, overrides: Partial<BlogPost> = {}): BlogPost => {
  const [post, older, newer] = [POSTS[0], POSTS[1], POSTS[2]];
  return {
    id: post.id,
    title: post.title[lang],
    summary: post.summary[lang],
    author: post.author[lang],
    source: t('Harbourfront blog', '港灣博客', '港湾博客')[lang],
    coverImage: `/images/blog/${post.id}.svg`,
    date: post.date,
    bodyHtml: t(
      '<p>Where US policy rates settle will shape returns next year.</p><h3>What to review</h3><ul><li>Concentration</li><li>Cash buffer</li></ul>',
      '<p>美國利率最終落在哪個水平，將左右明年的回報。</p><h3>檢視重點</h3><ul><li>集中程度</li><li>現金緩衝</li></ul>',
      '<p>美国利率最终落在哪个水平，将左右明年的回报。</p><h3>检视重点</h3><ul><li>集中程度</li><li>现金缓冲</li></ul>',
    )[lang],
    tag: { id: TAGS[0].id, name: TAGS[0].name[lang] },
    previous: { id: older.id, title: older.title[lang] },
    next: { id: newer.id, title: newer.title[lang] },
    ...overrides,
  };
};

/** The newest other posts of the post's tag, as the detail page ends with them. */
export const fixtureRelatedPosts = (lang: Lang): RelatedArticle[] =>
  fixtureBlogPosts(lang)
    .slice(1, 4)
    .map((post) => ({ id: post.id, title: post.title, path: `blog/detail/${post.id}`, coverImage: post.coverImage, day: post.date }));

const BOOKS = [
  {
    name: 'hong-kong-stocks-starter-guide',
    type: 'getting-started',
    title: t('Hong Kong Stocks: A Starter Guide', '港股入門手冊', '港股入门手册'),
    subtitle: t('From board lots to settlement in 48 pages', '48 頁由每手股數講到交收', '48 页从每手股数讲到交收'),
    summary: t(
      'Everything a new investor needs before placing a first order on the Hong Kong exchange: trading sessions, order types, fees and how settlement works.',
      '新手在港交所落第一張盤前須知：交易時段、訂單類型、收費及交收安排。',
      '新手在港交所下第一笔单前须知：交易时段、订单类型、收费及交收安排。',
    ),
    pageCount: 48,
  },
  {
    name: 'options-explained',
    type: 'derivatives',
    title: t('Options Explained', '期權全解', '期权全解'),
    subtitle: t('Calls, puts and what can go wrong', '認購、認沽及潛在風險', '认购、认沽及潜在风险'),
    summary: t('How options are priced and how their risks add up.', '期權如何定價及風險如何累積。', '期权如何定价及风险如何累积。'),
    pageCount: 64,
  },
];

const TEAM = t('Harbourfront Investor Education Team', '港灣證券投資者教育團隊', '港湾证券投资者教育团队');

export const fixtureBooks = (lang: Lang): BookCardData[] =>
  BOOKS.map((book) => ({
    name: book.name,
    type: book.type,
    title: book.title[lang],
    subtitle: book.subtitle[lang],
    author: TEAM[lang],
    summary: book.summary[lang],
    coverImage: `/images/official/books/${book.name}.svg`,
    pageCount: book.pageCount,
    publishedAt: '2025-03-01',
  }));

export const fixtureBookList = (lang: Lang): BookListData => {
  const [starter, options] = fixtureBooks(lang);
  return {
    title: t('Investor library', '投資書庫', '投资书库')[lang],
    intro: t('Free e-books for investors at every stage.', '為不同階段投資者而設的免費電子書。', '为不同阶段投资者而设的免费电子书。')[lang],
    groups: [
      { code: 'getting-started', name: t('Getting started', '入門指南', '入门指南')[lang], description: t('Plain-language guides for your first steps.', '以淺白文字帶你踏出第一步。', '以浅白文字带你迈出第一步。')[lang], books: [starter] },
      { code: 'derivatives', name: t('Derivatives and leverage', '衍生產品及槓桿', '衍生产品及杠杆')[lang], description: '', books: [options] },
    ],
  };
};

export const fixtureBook = (lang: Lang): BookDetail => ({
  ...fixtureBooks(lang)[0],
  typeName: t('Getting started', '入門指南', '入门指南')[lang],
  chapters: [
    { title: t('How the Hong Kong market works', '香港市場如何運作', '香港市场如何运作')[lang], summary: t('Main Board and GEM, trading sessions.', '主板與 GEM、交易時段。', '主板与 GEM、交易时段。')[lang] },
    { title: t('Placing an order', '如何落盤', '如何下单')[lang], summary: t('Board lots, spreads and order types.', '每手股數、價位及訂單類型。', '每手股数、价位及订单类型。')[lang] },
  ],
  contentHtml: t('<p>Hong Kong stocks trade in board lots.</p>', '<p>港股以每手股數買賣。</p>', '<p>港股以每手股数买卖。</p>')[lang],
  pdfUrl: `/files/books/hong-kong-stocks-starter-guide-${lang}.pdf`,
});
