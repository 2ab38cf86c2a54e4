import type { Label, MenuItem, MenuLink } from './district-config';
import { isActivePath } from './site-urls';

/** Menu labels: translated with the frame (catalog `layout`, which also extracts this file). */
export const menuMessages = {
  trading: /*i18n*/ { id: 'layout.menu.trading', message: 'Trading' },
  tradingOverview: /*i18n*/ { id: 'layout.menu.trading.overview', message: 'All products' },
  hkStocks: /*i18n*/ { id: 'layout.menu.trading.hkStocks', message: 'HK Stocks' },
  usStocks: /*i18n*/ { id: 'layout.menu.trading.usStocks', message: 'US Stocks' },
  bonds: /*i18n*/ { id: 'layout.menu.trading.bonds', message: 'Bonds' },
  etf: /*i18n*/ { id: 'layout.menu.trading.etf', message: 'ETFs' },
  fractionalShares: /*i18n*/ { id: 'layout.menu.trading.fractionalShares', message: 'Fractional Shares' },
  usShareOption: /*i18n*/ { id: 'layout.menu.trading.usShareOption', message: 'US Stock Options' },
  aShares: /*i18n*/ { id: 'layout.menu.trading.aShares', message: 'China A-Shares' },
  marginAccount: /*i18n*/ { id: 'layout.menu.trading.marginAccount', message: 'Margin Account' },
  ipo: /*i18n*/ { id: 'layout.menu.trading.ipo', message: 'IPO Subscription' },
  optionTool: /*i18n*/ { id: 'layout.menu.trading.optionTool', message: 'Options Tools' },
  funds: /*i18n*/ { id: 'layout.menu.trading.funds', message: 'Funds' },
  institutions: /*i18n*/ { id: 'layout.menu.institutions', message: 'Institutions' },
  fees: /*i18n*/ { id: 'layout.menu.fees', message: 'Fees' },
  serviceFees: /*i18n*/ { id: 'layout.menu.fees.charges', message: 'Service Fees' },
  quoteServices: /*i18n*/ { id: 'layout.menu.fees.market', message: 'Quote Services' },
  promotions: /*i18n*/ { id: 'layout.menu.promotions', message: 'Promotions' },
  help: /*i18n*/ { id: 'layout.menu.help', message: 'Help' },
  courses: /*i18n*/ { id: 'layout.menu.courses', message: 'Investment Courses' },
  specialColumns: /*i18n*/ { id: 'layout.menu.courses.special', message: 'Special Columns' },
  mediaInsights: /*i18n*/ { id: 'layout.menu.courses.media', message: 'Media Insights' },
  events: /*i18n*/ { id: 'layout.menu.courses.events', message: 'Events & Exhibitions' },
  download: /*i18n*/ { id: 'layout.menu.download', message: 'Download' },
  about: /*i18n*/ { id: 'layout.menu.about', message: 'About' },
  companyProfile: /*i18n*/ { id: 'layout.menu.about.companyProfile', message: 'Company Profile' },
  importantNotice: /*i18n*/ { id: 'layout.menu.about.importantNotice', message: 'Important Notice' },
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

/** The header menu of spec 2. Apps use it as is or adjust it for their district. */
export const MAIN_MENU: readonly MenuItem[] = [
  { id: 'trading', label: m.trading, children: [{ id: 'overview', label: m.tradingOverview, path: PRODUCTS }, ...PRODUCT_MENU_LINKS] },
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
    ],
  },
  { id: 'download', label: m.download, path: '/download' },
  {
    id: 'about',
    label: m.about,
    children: [
      { id: 'company-profile', label: m.companyProfile, path: '/about-us/company-profile' },
      { id: 'important-notice', label: m.importantNotice, path: '/about-us/important-notice' },
    ],
  },
];

/** Product pages, where the mobile download banner shows (spec 2). */
export const isProductPath = (current: string): boolean => isActivePath(current, PRODUCTS);
