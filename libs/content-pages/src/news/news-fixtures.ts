import type { Lang } from '@brokerage/domain';
import type { NewsCard, NewsDetailData, NewsListData } from './news-data';

type Texts = Record<Lang, string>;
const t = (en: string, zhHk: string, zhCn: string): Texts => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const ITEMS: { title: Texts; summary: Texts; source: Texts }[] = [
  {
    title: t('Hong Kong stock options now available in the app', '港股期權現已於App上線', '港股期权现已于App上线'),
    summary: t('Clients approved for options trading can trade options on more than 100 Hong Kong stocks.', '已開通期權交易的客戶可買賣逾100隻港股的期權。', '已开通期权交易的客户可买卖逾100只港股的期权。'),
    source: t('Harbourfront Securities press release', '港灣證券新聞稿', '港湾证券新闻稿'),
  },
  {
    title: t('Meet us at Hong Kong FinTech Week 2026', '香港金融科技周2026與您見面', '香港金融科技周2026与您见面'),
    summary: t('Visit stand F08 from 2 to 6 November to see our bond desk.', '11月2日至6日蒞臨F08展位，了解我們的債券服務。', '11月2日至6日莅临F08展位，了解我们的债券服务。'),
    source: t('Harbourfront Securities press release', '港灣證券新聞稿', '港湾证券新闻稿'),
  },
  {
    title: t('US trading hours move one hour later from 2 November 2026', '美股交易時間由2026年11月2日起延後一小時', '美股交易时间自2026年11月2日起延后一小时'),
    summary: t('Regular trading will run from 22:30 to 05:00 Hong Kong time.', '常規交易時段改為香港時間22:30至05:00。', '常规交易时段改为香港时间22:30至05:00。'),
    source: t('Harbourfront Securities client notice', '港灣證券客戶通告', '港湾证券客户通告'),
  },
];

/** Cards of a news list in one language (covers from the seeded images). */
export const fixtureNewsCards = (lang: Lang, count = 3): NewsCard[] =>
  Array.from({ length: count }, (_, index) => {
    const item = ITEMS[index % ITEMS.length];
    const id = 426 - index;
    return {
      id,
      title: item.title[lang],
      summary: item.summary[lang],
      coverImage: `/images/official/news/${['a-share-level2', 'bond-platform', 'cash-plus-launch'][index % 3]}.svg`,
      publishedDay: `2026-${String(11 - (index % 10)).padStart(2, '0')}-12`,
      byline: item.source[lang],
      path: `news-detail/${id}`,
    };
  });

/** Page `page` of a three-page company news list. */
export const fixtureNewsList = (lang: Lang, page = 1): NewsListData => ({ kind: 'news', items: fixtureNewsCards(lang), page, pageCount: 3, basePath: 'news-list' });

/** A company news item as its detail page gets it (body already sanitised). */
export const fixtureNewsDetail = (lang: Lang, preview = false): NewsDetailData => {
  const [card] = fixtureNewsCards(lang, 1);
  return {
    head: { title: card.title, description: card.summary, url: `https://www.example.com/${lang}/news-detail/${card.id}`, image: null, kind: 'Article', date: `${card.publishedDay}T01:00:00.000Z` },
    article: {
      title: card.title,
      byline: card.byline,
      publishedDay: card.publishedDay ?? '2026-11-12',
      coverImage: card.coverImage,
      bodyHtml: `<p>${card.summary}</p><ul><li>HSI</li><li>HSCEI</li></ul><p><a href="https://www.hkex.com.hk" target="_blank" rel="noopener noreferrer">HKEX</a></p>`,
    },
    back: { kind: 'news', path: 'news-list' },
    previous: { title: ITEMS[1].title[lang], path: 'news-detail/425' },
    next: null,
    registerPath: `sta-regform?rgdim_source=news&rgdim_id=${card.id}`,
    preview,
    related: fixtureNewsCards(lang, 4)
      .slice(1)
      .map((other) => ({ id: other.id, title: other.title, path: other.path, coverImage: other.coverImage, day: other.publishedDay ?? '2026-11-12' })),
  };
};
