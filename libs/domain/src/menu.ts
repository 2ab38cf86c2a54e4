import type { Label, MenuItem, MenuLink } from './district-config';
import { isActivePath } from './site-urls';

/**
 * Menu labels: translated with the frame (catalog `layout`, which also extracts this file). An entry
 * that opens a page is labelled with that page's title, so a visitor finds what the menu promised
 * (docs/decisions/016-navigation.md); a top-level menu that only opens names its section.
 */
export const menuMessages = {
  trading: /*i18n*/ { id: 'layout.menu.trading', message: 'Trading' },
  tradingOverview: /*i18n*/ { id: 'layout.menu.trading.overview', message: 'Financial investment' },
  hkStocks: /*i18n*/ { id: 'layout.menu.trading.hkStocks', message: 'Hong Kong stocks' },
  usStocks: /*i18n*/ { id: 'layout.menu.trading.usStocks', message: 'US stocks' },
  bonds: /*i18n*/ { id: 'layout.menu.trading.bonds', message: 'Bonds' },
  etf: /*i18n*/ { id: 'layout.menu.trading.etf', message: 'ETFs' },
  fractionalShares: /*i18n*/ { id: 'layout.menu.trading.fractionalShares', message: 'Fractional shares' },
  usShareOption: /*i18n*/ { id: 'layout.menu.trading.usShareOption', message: 'US stock options' },
  aShares: /*i18n*/ { id: 'layout.menu.trading.aShares', message: 'A-shares via Stock Connect' },
  marginAccount: /*i18n*/ { id: 'layout.menu.trading.marginAccount', message: 'Margin account' },
  ipo: /*i18n*/ { id: 'layout.menu.trading.ipo', message: 'IPO subscription' },
  optionTool: /*i18n*/ { id: 'layout.menu.trading.optionTool', message: 'Options tools' },
  funds: /*i18n*/ { id: 'layout.menu.trading.funds', message: 'Funds' },
  aiInvestment: /*i18n*/ { id: 'layout.menu.trading.aiInvestment', message: 'AI investment assistant' },
  institutions: /*i18n*/ { id: 'layout.menu.institutions', message: 'Institutions' },
  fees: /*i18n*/ { id: 'layout.menu.fees', message: 'Fees' },
  serviceFees: /*i18n*/ { id: 'layout.menu.fees.charges', message: 'Fees and charges' },
  quoteServices: /*i18n*/ { id: 'layout.menu.fees.market', message: 'Quote services' },
  promotions: /*i18n*/ { id: 'layout.menu.promotions', message: 'Promotions' },
  news: /*i18n*/ { id: 'layout.menu.news', message: 'News' },
  help: /*i18n*/ { id: 'layout.menu.help', message: 'Help' },
  courses: /*i18n*/ { id: 'layout.menu.courses', message: 'Investment Courses' },
  specialColumns: /*i18n*/ { id: 'layout.menu.courses.special', message: 'Special columns' },
  mediaInsights: /*i18n*/ { id: 'layout.menu.courses.media', message: 'Media coverage' },
  events: /*i18n*/ { id: 'layout.menu.courses.events', message: 'Events and exhibitions' },
  talks: /*i18n*/ { id: 'layout.menu.courses.talks', message: 'Talks' },
  newsFlash: /*i18n*/ { id: 'layout.menu.courses.newsFlash', message: 'News flash' },
  blog: /*i18n*/ { id: 'layout.menu.courses.blog', message: 'Blog' },
  library: /*i18n*/ { id: 'layout.menu.courses.library', message: 'Investor library' },
  download: /*i18n*/ { id: 'layout.menu.download', message: 'Download' },
  about: /*i18n*/ { id: 'layout.menu.about', message: 'About' },
  companyProfile: /*i18n*/ { id: 'layout.menu.about.companyProfile', message: 'Company profile' },
  mediaCentre: /*i18n*/ { id: 'layout.menu.about.mediaCentre', message: 'Media centre' },
  contactUs: /*i18n*/ { id: 'layout.menu.about.contactUs', message: 'Contact us' },
  importantNotice: /*i18n*/ { id: 'layout.menu.about.importantNotice', message: 'Important notice' },
} satisfies Record<string, Label>;
const m = menuMessages;

const PRODUCTS = '/products/financial-investment';

/** The eleven financial-investment product pages (spec 2), in menu order. */
export const PRODUCT_MENU_LINKS: readonly MenuLink[] = [
  { id: 'hk-stocks', label: m.hkStocks, path: `${PRODUCTS}/hk-stocks` },
  { id: 'us-stocks', label: m.usStocks, path: `${PRODUCTS}/us-stocks` },
  { id: 'bonds', label: m.bonds, path: `${PRODUCTS}/bonds` },
  { id: 'etf', label: m.etf, path: `${PRODUCTS}/etf` },
  { id: 'fractional-shares', label: m.fractionalShares, path: `${PRODUCTS}/fractional-shares` },
  { id: 'us-share-option', label: m.usShareOption, path: `${PRODUCTS}/us-share-option` },
  { id: 'a-shares', label: m.aShares, path: `${PRODUCTS}/a-shares` },
  { id: 'margin-account', label: m.marginAccount, path: `${PRODUCTS}/margin-account` },
  { id: 'ipo', label: m.ipo, path: `${PRODUCTS}/ipo` },
  { id: 'option-tool', label: m.optionTool, path: `${PRODUCTS}/option-tool` },
  { id: 'funds', label: m.funds, path: `${PRODUCTS}/funds` },
];

/**
 * The header menu: spec 2's menu, extended so that every page of spec 2 is at most three clicks
 * from the home page (decisions.md "Turn-3 additions", docs/decisions/016-navigation.md): AI
 * investment with the products, the talks, news flash, blog and investor library with the
 * Investment Courses, and the company's news, the media centre and Contact us in About (a ninth
 * top-level entry no longer fits beside the open-account button on a desktop in English). Apps use it as is or adjust
 * it for their district.
 */
export const MAIN_MENU: readonly MenuItem[] = [
  {
    id: 'trading',
    label: m.trading,
    children: [{ id: 'overview', label: m.tradingOverview, path: PRODUCTS }, ...PRODUCT_MENU_LINKS, { id: 'ai-investment', label: m.aiInvestment, path: '/products/ai-investment' }],
  },
  { id: 'institutions', label: m.institutions, path: '/institution' },
  {
    id: 'fees',
    label: m.fees,
    children: [
      { id: 'charges', label: m.serviceFees, path: '/charges' },
      { id: 'market', label: m.quoteServices, path: '/market' },
    ],
  },
  { id: 'promotions', label: m.promotions, path: '/promotion-and-activities', requiresOtherActivity: true },
  { id: 'help', label: m.help, path: '/help-centre/faq', sectionPath: '/help-centre' },
  {
    id: 'courses',
    label: m.courses,
    children: [
      { id: 'special-list', label: m.specialColumns, path: '/special-list' },
      { id: 'media-list', label: m.mediaInsights, path: '/media-list' },
      { id: 'events-and-exhibition', label: m.events, path: '/events-and-exhibition' },
      { id: 'chair', label: m.talks, path: '/chair' },
      { id: 'news-flash-list', label: m.newsFlash, path: '/news-flash-list' },
      { id: 'blog', label: m.blog, path: '/blog' },
      { id: 'book', label: m.library, path: '/book' },
    ],
  },
  { id: 'download', label: m.download, path: '/download' },
  {
    id: 'about',
    label: m.about,
    children: [
      { id: 'company-profile', label: m.companyProfile, path: '/about-us/company-profile' },
      { id: 'news-list', label: m.news, path: '/news-list' },
      { id: 'media-centre', label: m.mediaCentre, path: '/about-us/media-centre' },
      { id: 'contact-us', label: m.contactUs, path: '/about-us/contact-us' },
      { id: 'important-notice', label: m.importantNotice, path: '/about-us/important-notice' },
    ],
  },
];

/** Product pages, where the mobile download banner shows (spec 2). */
export const isProductPath = (current: string): boolean => isActivePath(current, PRODUCTS);
