import { DISTRICT_BASE_PATHS, MAIN_MENU, homePath, type DistrictConfig, type Lang, type SiteListEntry } from '@brokerage/domain';

const perLang = <T>(build: (lang: Lang) => T): Record<Lang, T> => ({ 'zh-hk': build('zh-hk'), 'zh-cn': build('zh-cn'), en: build('en') });

const GROUP_SITE_NAMES = {
  mainland: { 'zh-hk': '中國內地', 'zh-cn': '中国内地', en: 'Mainland China' },
  hk: { 'zh-hk': '香港', 'zh-cn': '香港', en: 'Hong Kong' },
  group: { 'zh-hk': '集團', 'zh-cn': '集团', en: 'Group' },
} satisfies Record<string, Record<Lang, string>>;

const SITE = { basePath: DISTRICT_BASE_PATHS.mainland, defaultLang: 'zh-cn' } as const;

/**
 * Group sites as the mainland site lists them: this site, the Hong Kong site (same page there,
 * `/{lang}{path}`; the site server forwards it when the two sites have their own origins), Group.
 */
const groupSites = (lang: Lang): SiteListEntry[] => [
  { id: 'mainland', name: GROUP_SITE_NAMES.mainland[lang], href: homePath(SITE, lang) },
  { id: 'hk', name: GROUP_SITE_NAMES.hk[lang], href: homePath({ basePath: DISTRICT_BASE_PATHS.hk, defaultLang: 'zh-hk' }, lang), keepPath: true },
  { id: 'group', name: GROUP_SITE_NAMES.group[lang], href: 'https://group.harbourfrontsec.com' },
];

/** The mainland site: `/mainland/{lang}/...`, simplified Chinese by default, and what its frame shows differently. */
export const district: DistrictConfig = {
  district: 'mainland',
  ...SITE,
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
  // No Personal Centre entry in the avatar menu: the header offers it on the Hong Kong site only (spec 2).
  registerPath: '/sta-regform',
  downloadPath: '/download',
  // What a mainland visitor looks for in a footer: the ICP filing, and WeChat and Weibo instead of
  // the base config's networks, which are blocked on the mainland (decisions: district).
  icpFiling: { text: '粤ICP备2026018842号-1', href: 'https://beian.miit.gov.cn/' },
  ownSocial: [
    { network: 'wechat', label: { 'zh-hk': '微信', 'zh-cn': '微信', en: 'WeChat' }, qrImage: '/images/social/wechat-qr.svg' },
    { network: 'weibo', label: { 'zh-hk': '微博', 'zh-cn': '微博', en: 'Weibo' }, url: 'https://weibo.com/harbourfrontsec' },
  ],
};
