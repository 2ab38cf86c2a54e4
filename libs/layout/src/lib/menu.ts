import type { MenuItem, MenuLink } from './district-config';
import { menuMessages as m } from './messages';

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
  { id: 'help', label: m.help, path: '/help-centre/faq' },
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

/** True when `pathname` (below the language prefix) is the item's page or one of its sub-pages. */
export const isActivePath = (current: string, path: string): boolean => current === path || current.startsWith(`${path}/`);

/** Product pages, where the mobile download banner shows (spec 2). */
export const isProductPath = (current: string): boolean => isActivePath(current, PRODUCTS);
