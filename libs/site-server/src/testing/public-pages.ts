import { PRODUCT_SLUGS } from '@brokerage/contracts';
import { LANGS } from '@brokerage/domain';

/**
 * The public pages both sites serve with a fixed address (paths without district and language):
 * what the app specs expect sitemap.xml to list, in every language. A new page
 * route is added here on purpose, so a page that drops out of the sitemap fails a test.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '',
  'about-us/company-profile',
  'about-us/contact-us',
  'about-us/important-notice',
  'account-guide',
  'charges',
  'disclaimer',
  'download',
  'institution',
  'market',
  'open-api',
  'privacy',
  'products/ai-investment',
  'products/financial-investment',
  ...PRODUCT_SLUGS.filter((slug) => slug !== 'index').map((slug) => `products/financial-investment/${slug}`),
  'sta-regform',
  'statement',
  // Editorial lists (issue 10); their details come from the content (sitemapLoaderWith).
  'about-us/media-centre',
  'blog',
  'book',
  'help-centre',
  'help-centre/download-form',
  'help-centre/faq',
  'media-list',
  'news-flash-list',
  'news-flash-list/a',
  'news-flash-list/us',
  'news-list',
  'special-list',
  'events-and-exhibition',
  'events-and-exhibition/stale',
  // The talk list (issue 25): every talk, then its status tabs.
  'chair',
  'chair/ended',
  'chair/upcoming',
  'promotion-and-activities',
  ...['all', 'welcome-offer', 'referral-offer', 'funds-promo', 'other-promo'].map((tab) => `promotion-and-activities/${tab}`),
];

/** The `<loc>` URLs sitemap.xml should hold for `origin` and the site's base path: each page in each language, home first. */
export const expectedSitemapLocs = (origin: string, basePath: string): string[] =>
  [...PUBLIC_PAGES].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))).flatMap((page) => LANGS.map((lang) => `${origin}${basePath}/${lang}${page ? `/${page}` : ''}`));

export const sitemapLocs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
