import { DISTRICT_BASE_PATHS, MAIN_MENU, homePath, type DistrictConfig, type Lang, type SiteListEntry } from '@brokerage/domain';

const perLang = <T>(build: (lang: Lang) => T): Record<Lang, T> => ({ 'zh-hk': build('zh-hk'), 'zh-cn': build('zh-cn'), en: build('en') });

const GROUP_SITE_NAMES = {
  hk: { 'zh-hk': '香港', 'zh-cn': '香港', en: 'Hong Kong' },
  mainland: { 'zh-hk': '中國內地', 'zh-cn': '中国内地', en: 'Mainland China' },
  sg: { 'zh-hk': '新加坡', 'zh-cn': '新加坡', en: 'Singapore' },
  group: { 'zh-hk': '集團', 'zh-cn': '集团', en: 'Group' },
  global: { 'zh-hk': '環球', 'zh-cn': '全球', en: 'Global' },
} satisfies Record<string, Record<Lang, string>>;

const SITE = { basePath: '', defaultLang: 'zh-hk' } as const;

/**
 * Group sites of spec 2 as the Hong Kong site lists them: Hong Kong (this site), the mainland site
 * (same page there, `/mainland/{lang}{path}`, the site server forwarding it when the two sites have
 * their own origins; the personal centre is only here, so from it the link goes to the mainland
 * home), Singapore, Group, Global.
 */
const groupSites = (lang: Lang): SiteListEntry[] => [
  { id: 'hk', name: GROUP_SITE_NAMES.hk[lang], href: homePath(SITE, lang) },
  {
    id: 'mainland',
    name: GROUP_SITE_NAMES.mainland[lang],
    href: homePath({ basePath: DISTRICT_BASE_PATHS.mainland, defaultLang: 'zh-cn' }, lang),
    keepPath: true,
    missingPages: ['/sta-login', '/renew-record'],
  },
  { id: 'sg', name: GROUP_SITE_NAMES.sg[lang], href: `https://sg.harbourfrontsec.com/${lang === 'en' ? 'en' : 'zh'}` },
  { id: 'group', name: GROUP_SITE_NAMES.group[lang], href: 'https://group.harbourfrontsec.com' },
  { id: 'global', name: GROUP_SITE_NAMES.global[lang], href: 'https://global.harbourfrontsec.com' },
];

/** The Hong Kong site: `/{lang}/...`, traditional Chinese by default, and what its frame shows differently. */
export const district: DistrictConfig = {
  district: 'hk',
  ...SITE,
  // Used only when the content API's base config is unavailable.
  brandName: { 'zh-hk': '港灣證券', 'zh-cn': '港湾证券', en: 'Harbourfront Securities' },
  logoText: { 'zh-hk': '證監會持牌法團 · 中央編號 BHF293', 'zh-cn': '证监会持牌法团 · 中央编号 BHF293', en: 'SFC licensed · CE No. BHF293' },
  menu: MAIN_MENU,
  groupSites: perLang(groupSites),
  currentSiteId: 'hk',
  showLicenceNotice: true,
  mapLinkKind: 'google',
  openAccountHref: '/account-guide',
  personalCentrePath: '/sta-login',
  registerPath: '/sta-regform',
  downloadPath: '/download',
};
