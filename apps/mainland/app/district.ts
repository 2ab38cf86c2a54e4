import type { Lang } from '@brokerage/contracts';
import { MAIN_MENU, type DistrictConfig, type SiteListEntry } from '@brokerage/layout';
import { DISTRICT_BASE_PATHS, homePath, type SiteConfig } from '@brokerage/site-core';

/** The mainland site: `/mainland/{lang}/...`, simplified Chinese by default. */
export const site: SiteConfig = { district: 'mainland', defaultLang: 'zh-cn', basePath: DISTRICT_BASE_PATHS.mainland };

const perLang = <T>(build: (lang: Lang) => T): Record<Lang, T> => ({ 'zh-hk': build('zh-hk'), 'zh-cn': build('zh-cn'), en: build('en') });

const GROUP_SITE_NAMES = {
  mainland: { 'zh-hk': '中國內地', 'zh-cn': '中国内地', en: 'Mainland China' },
  hk: { 'zh-hk': '香港', 'zh-cn': '香港', en: 'Hong Kong' },
  group: { 'zh-hk': '集團', 'zh-cn': '集团', en: 'Group' },
} satisfies Record<string, Record<Lang, string>>;

/**
 * Group sites as the mainland site lists them: this site, the Hong Kong site (same page there,
 * `/{lang}{path}`; the site server forwards it when the two sites have their own origins), Group.
 */
const groupSites = (lang: Lang): SiteListEntry[] => [
  { id: 'mainland', name: GROUP_SITE_NAMES.mainland[lang], href: homePath(site, lang) },
  { id: 'hk', name: GROUP_SITE_NAMES.hk[lang], href: `${DISTRICT_BASE_PATHS.hk}/${lang}`, keepPath: true },
  { id: 'group', name: GROUP_SITE_NAMES.group[lang], href: 'https://group.harbourfrontsec.com' },
];

/** What the shared frame shows differently on the mainland site. */
export const district: DistrictConfig = {
  district: site.district,
  defaultLang: site.defaultLang,
  basePath: (lang) => homePath(site, lang),
  // Used only when the content API's base config is unavailable.
  brandName: { 'zh-hk': '港灣證券', 'zh-cn': '港湾证券', en: 'Harbourfront Securities' },
  logoText: { 'zh-hk': '一個App投資港美市場', 'zh-cn': '一个App投资港美市场', en: 'Hong Kong and US markets in one app' },
  // China A-shares are left out: mainland residents trade them with mainland brokers.
  menu: MAIN_MENU.map((item) => (item.id === 'trading' ? { ...item, children: item.children?.filter((child) => child.id !== 'a-shares') } : item)),
  groupSites: perLang(groupSites),
  currentSiteId: 'mainland',
  // The SFC licence and risk notice is shown on the Hong Kong site (spec 1).
  showLicenceNotice: false,
  mapLinkKind: 'amap',
  openAccountHref: '/account-guide',
  // No Personal Centre entry in the avatar menu: the header offers it on the Hong Kong site only (spec 5).
  registerPath: '/sta-regform',
  downloadPath: '/download',
};

/** The district home page's heading. */
export const homeHeading = /*i18n*/ { id: 'site.home.mainland.heading', message: 'Hong Kong and US stocks with a licensed Hong Kong broker' };
