import type { NewsListKind } from './news-data';

/** UI texts of the news pages (content-news catalog); the articles themselves come from the content API. */
export const newsMessages = {
  headings: {
    news: /*i18n*/ { id: 'content.news.heading.news', message: 'News' },
    media: /*i18n*/ { id: 'content.news.heading.media', message: 'Media coverage' },
    'media-centre': /*i18n*/ { id: 'content.news.heading.mediaCentre', message: 'Media centre' },
    'special-list': /*i18n*/ { id: 'content.news.heading.specialList', message: 'Special columns' },
    'special-column': /*i18n*/ { id: 'content.news.heading.specialColumn', message: 'Special column' },
    stock: /*i18n*/ { id: 'content.news.heading.stock', message: 'Stock news' },
    flash: /*i18n*/ { id: 'content.news.heading.flash', message: 'News flash' },
  } satisfies Record<NewsListKind, { id: string; message: string }>,
  leads: {
    news: /*i18n*/ { id: 'content.news.lead.news', message: 'Company announcements, market notices and awards.' },
    media: /*i18n*/ { id: 'content.news.lead.media', message: 'Press releases and media coverage of our company.' },
    'media-centre': /*i18n*/ { id: 'content.news.lead.mediaCentre', message: 'Our press releases, year by year.' },
    'special-list': /*i18n*/ { id: 'content.news.lead.specialList', message: 'Short series from our research and investor education team.' },
    'special-column': /*i18n*/ { id: 'content.news.lead.specialColumn', message: 'Lessons of this series, newest first.' },
    stock: /*i18n*/ { id: 'content.news.lead.stock', message: 'News and research notes on this stock.' },
    flash: /*i18n*/ { id: 'content.news.lead.flash', message: 'Short market notices for Hong Kong, US and A-share investors.' },
  } satisfies Record<NewsListKind, { id: string; message: string }>,
  empty: /*i18n*/ { id: 'content.news.empty', message: 'Nothing has been published here yet. Please come back later.' },
  stockTitle: /*i18n*/ { id: 'content.news.stockTitle', message: 'News about {name} ({code})' },
  stockDescription: /*i18n*/ { id: 'content.news.stockDescription', message: 'News and research notes on {name} ({code}): results, dividends and the trading rules to know.' },
  /** Head titles and descriptions of the news flash, one per market. */
  flashTitles: {
    hk: /*i18n*/ { id: 'content.news.flash.title.hk', message: 'Hong Kong stocks news flash' },
    us: /*i18n*/ { id: 'content.news.flash.title.us', message: 'US stocks news flash' },
    a: /*i18n*/ { id: 'content.news.flash.title.a', message: 'A-share news flash' },
  },
  flashDescriptions: {
    hk: /*i18n*/ { id: 'content.news.flash.description.hk', message: 'Short market notices for Hong Kong stock investors: trading hours, holidays, index reviews and new listings.' },
    us: /*i18n*/ { id: 'content.news.flash.description.us', message: 'Short market notices for US stock investors: trading hours, holidays, Fed meetings and earnings season.' },
    a: /*i18n*/ { id: 'content.news.flash.description.a', message: 'Short market notices for A-share investors trading through Stock Connect: quotas, holidays and trading rules.' },
  },
  stocks: /*i18n*/ { id: 'content.news.stocks', message: 'Related stocks:' },
  stockLink: /*i18n*/ { id: 'content.news.stockLink', message: '{name} ({code})' },
  tabsLabel: /*i18n*/ { id: 'content.news.tabsLabel', message: 'Show' },
  allYears: /*i18n*/ { id: 'content.news.allYears', message: 'All years' },
  flashTabs: {
    hk: /*i18n*/ { id: 'content.news.flash.hk', message: 'Hong Kong stocks' },
    us: /*i18n*/ { id: 'content.news.flash.us', message: 'US stocks' },
    a: /*i18n*/ { id: 'content.news.flash.a', message: 'A-shares' },
  },
  articleCount: /*i18n*/ { id: 'content.news.articleCount', message: '{count, plural, one {# lesson} other {# lessons}}' },
  backTo: /*i18n*/ { id: 'content.news.backTo', message: 'Back to {list}' },
  previous: /*i18n*/ { id: 'content.news.previous', message: 'Previous article' },
  next: /*i18n*/ { id: 'content.news.next', message: 'Next article' },
  neighbours: /*i18n*/ { id: 'content.news.neighbours', message: 'More articles' },
  related: /*i18n*/ { id: 'content.news.related', message: 'Related articles' },
  preview: /*i18n*/ { id: 'content.news.preview', message: 'Preview: this page may show content that is not published yet.' },
  registerTitle: /*i18n*/ { id: 'content.news.register.title', message: 'Ready to invest?' },
  registerText: /*i18n*/ { id: 'content.news.register.text', message: 'Register in a minute and open an account to trade Hong Kong, US and A-share markets.' },
  registerButton: /*i18n*/ { id: 'content.news.register.button', message: 'Register / open an account' },
};
